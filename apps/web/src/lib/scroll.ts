import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by the router's location key (this tab only). */
const positions = new Map<string, number>();
/**
 * The entry on screen. Set in a layout effect, before the browser reports the scroll the next page causes
 * (its scroll to the top, or the clamp when it is shorter), so a listener of the entry just left never
 * records that scroll as where the reader was on the list.
 */
let activeKey: string | null = null;
/** How long Back waits for the page to grow tall enough (its list answered from the cache or the API). */
const RESTORE_WINDOW_MS = 3000;

/**
 * docs/spec/routes-and-navigation.md: the view scrolls to the top at the start of each page (a new path, not a new query).
 * Back and Forward (a POP) return to where the reader was on that entry instead — a result list opened
 * at its 15th row comes back at its 15th row (issue 17, point 8).
 */
export function useScrollToTop(): void {
  const { pathname, key } = useLocation();
  const pop = useNavigationType() === NavigationType.Pop;

  useLayoutEffect(() => {
    activeKey = key;
  }, [key]);

  // Remember the position of the entry on screen as the reader scrolls.
  useEffect(() => {
    let frame = 0;
    const save = () => {
      if (activeKey !== key) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (activeKey === key) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = pop ? positions.get(key) : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    // The page may still be filling in: try again on each frame until it is tall enough or time is up.
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
      if (!reachable && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    // A reader who scrolls meanwhile wins.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchmove', stop, { passive: true, once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
    // A new path, or any Back/Forward (a POP may return to the same path with another query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, pop ? key : null]);
}
