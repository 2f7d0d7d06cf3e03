import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '@app/contract/public-config';

const DEMO_DATA_TEXT =
  '表示中の特許・素材・製品・企業は、機能をお試しいただくために自動生成したデモデータです。実在のものとは関係ありません。';

/**
 * Shown while the catalogue holds the generated demo dataset (docs/spec/data-and-search.md: clearly labelled): once, as the
 * strip under the app bar of every page (the home page has no second copy of it).
 */
export function DemoDataNotice() {
  // The root loader fetched the configuration for this very navigation.
  const config = useRouteLoaderData<{ config: PublicConfig | null }>('root')?.config;
  if (!config?.demoData) return null;
  return (
    <Box
      role="note"
      aria-label="デモデータについて"
      sx={{
        bgcolor: 'rgba(25, 118, 210, 0.08)',
        color: '#0d3c61',
        px: 2,
        py: 0.75,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2">
        <strong>デモデータを表示しています。</strong>
        {DEMO_DATA_TEXT}
      </Typography>
    </Box>
  );
}
