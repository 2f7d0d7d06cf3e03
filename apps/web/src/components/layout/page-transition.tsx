import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLocation, useOutlet } from 'react-router';
import { useRouteHandle } from '../../lib/route-handle';

const PAGE_TRANSITION_MS = 200;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * A short fade-in of each new page, keyed by path (a query change is the same page). Off where the
 * route's handle says `transition: false` — detail pages and others (docs/spec/routes-and-navigation.md). A CSS animation,
 * so no transition component is needed in the initial bundle.
 */
export function PageTransition() {
  const outlet = useOutlet();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  if (handle?.transition === false) return <Box data-transition="off">{outlet}</Box>;
  return (
    <Box
      key={pathname}
      data-transition="fade"
      sx={{
        animation: `${fadeIn} ${PAGE_TRANSITION_MS}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {outlet}
    </Box>
  );
}
