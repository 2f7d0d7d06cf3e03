import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The first page a document opens with can draw what is below the fold a moment later (decision 0046): its
 * first commit with content holds what the window shows, and the rest is rendered by React in the
 * background (a deferred render yields to the browser every few milliseconds) and committed after. On a
 * phone this splits the one long task that rendered a whole result page or patent into shorter ones.
 *
 * Only the document's first entry (React Router's location key `default`), opened by a plain navigation
 * without a #fragment, and only until its deferred parts are committed: a fragment's target, a reload's or
 * Back's restored scroll position, and every page reached inside the app need the whole page at once (the
 * scroll restoration runs right after the commit). Call it only in components that mount with their content
 * (not with a skeleton): every caller mounted before the first deferred commit is split.
 */
let phase: 'undecided' | 'splitting' | 'done' = 'undecided';

function plainDocumentLoad(): boolean {
  if (window.location.hash !== '') return false;
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return !entry || (entry as PerformanceNavigationTiming).type === 'navigate';
}

/** Whether the parts below the fold are drawn: false in the first commit of the document's first page only. */
export function useBelowFoldReady(): boolean {
  const { key } = useLocation();
  const [split] = useState(() => {
    if (phase === 'undecided') phase = key === 'default' && plainDocumentLoad() ? 'splitting' : 'done';
    return phase === 'splitting';
  });
  const ready = useDeferredValue(true, !split);
  useEffect(() => {
    if (ready && split) phase = 'done';
    // A first page left before its deferred commit ends the window too: the next page is not the first.
    return () => {
      if (split) phase = 'done';
    };
  }, [ready, split]);
  return ready;
}
