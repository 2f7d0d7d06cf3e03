import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** seed-spec §2: the view scrolls to the top at the start of each page (a new path, not a new query). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
