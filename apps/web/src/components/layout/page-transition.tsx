import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { useLocation, useOutlet } from 'react-router';
import { useRouteHandle } from '../../lib/route-handle';

export const PAGE_TRANSITION_MS = 200;

/**
 * A short fade between pages, keyed by path (a query change is the same page). Off where the route's
 * handle says `transition: false` — detail pages and others (seed-spec §2).
 */
export function PageTransition() {
  const outlet = useOutlet();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  if (handle?.transition === false) return <Box data-transition="off">{outlet}</Box>;
  return (
    <Fade key={pathname} in appear timeout={PAGE_TRANSITION_MS}>
      <Box data-transition="fade">{outlet}</Box>
    </Fade>
  );
}
