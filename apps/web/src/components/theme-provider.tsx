import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import { theme } from '../config/theme';

/**
 * Provides the app's single light theme (docs/spec/budgets-and-reliability.md) with the baseline styles.
 *
 * Why not `ThemeProvider` from '@mui/material/styles': for a theme without CSS variables it does exactly
 * this — the system provider with `vars: null` (MUI 9 `ThemeProviderNoVars`) — but it also bundles the
 * CSS-variables/color-scheme provider, 3 KB gzip of the initial bundle that a single light theme never
 * uses (budget: ≤ 200 KB for /). config/theme.test.tsx checks that MUI components still get the theme.
 */
const appTheme = { ...theme, vars: null };

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <SystemThemeProvider theme={appTheme}>
      <CssBaseline />
      {children}
    </SystemThemeProvider>
  );
}
