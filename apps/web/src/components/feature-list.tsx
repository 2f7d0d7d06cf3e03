import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** 「この画面でできること」: what a page lets the user do, for those who may not use it yet. */
export function FeatureList({ items }: { items: readonly string[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        この画面でできること
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {items.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
