import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What a page will let the user do, stated plainly while its content is still being built. No sample
 * data: users must never mistake a placeholder for a search result.
 */
export function PlannedFeatures({ items }: { items: readonly string[] }) {
  return (
    <Box component="section" aria-labelledby="planned-features-heading">
      <Typography
        id="planned-features-heading"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        この画面でできること
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {items.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        この画面の機能は順次公開します。公開までの間は、関連ページをご利用ください。
      </Alert>
    </Box>
  );
}
