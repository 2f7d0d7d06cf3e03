import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes } from 'react';

/**
 * A plain styled <input> for search boxes on pages every visitor loads first (app bar, home). MUI's
 * InputBase family costs several KB of the initial bundle; forms elsewhere use MUI's TextField.
 */
export function TextInput({ sx, ...props }: InputHTMLAttributes<HTMLInputElement> & { sx?: SxProps<Theme> }) {
  return (
    <Box
      component="input"
      {...props}
      sx={[
        (theme) => ({
          font: 'inherit',
          fontSize: '1rem',
          color: theme.palette.text.primary,
          bgcolor: theme.palette.background.paper,
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: 1,
          px: 1.5,
          height: 40,
          minWidth: 0,
          width: '100%',
          '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
        }),
        ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : sx ? [sx] : []),
      ]}
    />
  );
}
