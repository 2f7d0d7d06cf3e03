import Box from '@mui/material/Box';
import type { CSSObject } from '@mui/material/styles';
import type { InputHTMLAttributes } from 'react';

/**
 * A plain styled <input> for the search boxes every visitor loads first (app bar, home). MUI's InputBase
 * family costs several KB of the initial bundle (docs/spec/budgets-and-reliability.md budget); forms elsewhere use TextField.
 */
export function TextInput({ sx, ...props }: InputHTMLAttributes<HTMLInputElement> & { sx?: CSSObject }) {
  return (
    <Box
      component="input"
      {...props}
      sx={(theme) => ({
        font: 'inherit',
        fontSize: '1rem',
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.background.paper,
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: `${theme.shape.borderRadius}px`,
        padding: theme.spacing(0, 1.5),
        height: 40,
        minWidth: 0,
        width: '100%',
        '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 0 },
        ...sx,
      })}
    />
  );
}
