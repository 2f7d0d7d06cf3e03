import Alert from '@mui/material/Alert';
import { usePublicConfig } from '../../lib/public-config';

export const DEMO_DATA_TEXT =
  '表示中の特許・素材・製品・企業は、機能をお試しいただくために自動生成したデモデータです。実在のものとは関係ありません。';

/** Shown while the catalogue holds the generated demo dataset (decisions §8: clearly labelled). */
export function DemoDataNotice({ variant = 'strip' }: { variant?: 'strip' | 'panel' }) {
  const config = usePublicConfig();
  if (!config?.demoData) return null;
  return (
    <Alert
      severity="info"
      variant={variant === 'strip' ? 'standard' : 'outlined'}
      sx={variant === 'strip' ? { borderRadius: 0, py: 0, justifyContent: 'center' } : undefined}
    >
      {variant === 'strip' ? 'デモデータを表示しています。' : ''}
      {DEMO_DATA_TEXT}
    </Alert>
  );
}
