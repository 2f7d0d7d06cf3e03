import Box from '@mui/material/Box';

/** Marks a control that needs the standard plan, next to its label. */
export function StandardBadge({ label = 'スタンダード' }: { label?: string }) {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.6875rem',
        fontWeight: 500,
        lineHeight: '18px',
        px: 0.75,
        borderRadius: 9,
        border: 1,
        color: 'secondary.dark',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
