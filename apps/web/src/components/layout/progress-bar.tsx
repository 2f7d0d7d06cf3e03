import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const PLACEMENT = {
  top: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: 3,
    zIndex: (theme: { zIndex: { appBar: number } }) => theme.zIndex.appBar + 1,
  },
  inline: { position: 'relative', height: 4 },
} as const;

/**
 * A thin indeterminate bar, fixed at the top or in line (a few lines instead of LinearProgress, to keep the
 * entry small). It moves by `transform` only: LinearProgress animates `left`/`right`, a layout of the whole
 * page on every frame while it runs (long tasks on slow phones, docs/decisions/0032).
 */
export function ProgressBar({
  label,
  placement = 'top',
}: {
  label: string;
  placement?: keyof typeof PLACEMENT;
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ ...PLACEMENT[placement], overflow: 'hidden', bgcolor: 'rgba(239, 108, 0, 0.25)' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
