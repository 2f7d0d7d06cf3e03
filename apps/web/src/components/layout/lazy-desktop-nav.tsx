import { Suspense } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazyOrNothing } from '../../lib/lazy-or-nothing';

// The row's code (the feature list and its icons) stays out of the first chunk; narrow screens never load it.
// Without it the app bar's menu button still reaches every feature, so a failed load hides only the row.
const DesktopNav = lazyOrNothing(
  () => import('./desktop-nav'),
  (module) => module.DesktopNav,
);

/** The width from which the main features are in sight (MUI `lg`). */
export const DESKTOP_NAV_QUERY = '(min-width:1200px)';
/** Height of the row, kept while its code loads so the page does not jump when it appears. */
const ROW_HEIGHT = 41;

export function LazyDesktopNav() {
  const wide = useMediaQuery(DESKTOP_NAV_QUERY, { noSsr: true });
  if (!wide) return null;
  return (
    <Box sx={{ minHeight: ROW_HEIGHT }}>
      <Suspense fallback={null}>
        <DesktopNav />
      </Suspense>
    </Box>
  );
}
