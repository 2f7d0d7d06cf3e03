import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by the router's location key (this tab only). */
const positions = new Map<string, number>();
/**
 * How long Back keeps the page at its place while it fills in: a list answered from the cache is there at
 * once, one asked of a busy server again may take seconds (3 s was too short for the shared e2e server).
 * The reader's own scrolling ends it at once.
 */
const RESTORE_WINDOW_MS = 10_000;
/** What a reader does to scroll themselves: any of these ends a restore. */
const READER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
/** True while Back restores a position: the scroll events it causes are not the reader's. */
let restoring = false;
/**
 * The entry on screen. Set in a layout effect, before the browser reports the scroll the next page causes
 * (its scroll to the top, or the clamp when it is shorter), so a listener of the entry just left never
 * records that scroll as where the reader was on the list.
 */
let activeKey: string | null = null;

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
        if (!restoring && activeKey === key) positions.set(key, window.scrollY);
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
    // Back first shows the previous page's DOM, then the list, which may pass through a short skeleton that
    // clamps the view to the top: keep the view at its place on every frame of the window (stopping once
    // reached let the list come back at the top), unless the reader scrolls meanwhile.
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    restoring = true;
    const stop = () => {
      cancelAnimationFrame(frame);
      restoring = false;
    };
    const restore = () => {
      if (Math.abs(window.scrollY - saved) > 1) window.scrollTo(0, saved);
      if (performance.now() < until) frame = requestAnimationFrame(restore);
      else stop();
    };
    restore();
    for (const event of READER_SCROLLS) window.addEventListener(event, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const event of READER_SCROLLS) window.removeEventListener(event, stop);
    };
    // A new path, or any Back/Forward (a POP may return to the same path with another query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, pop ? key : null]);
}
