import { useDeferredValue, useState } from 'react';

/**
 * The first page a document opens with can draw what is below the fold a moment later (decision 0046): its
 * first commit holds what the window shows, and the rest is rendered by React in the background (a deferred
 * render yields to the browser every few milliseconds) and committed after. On a phone this splits the one
 * long task that rendered a whole result page or patent into shorter ones, the page's first paint no longer
 * waiting for parts nobody sees yet.
 *
 * Only the page a document OPENS with, on a plain navigation without a #fragment: a fragment's target, a
 * reload's or Back's restored scroll position, and every page reached inside the app need the whole page in
 * the first commit (the scroll restoration runs right after it).
 */
let firstPageTaken = false;

function plainDocumentLoad(): boolean {
  if (typeof window === 'undefined' || window.location.hash !== '') return false;
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return !entry || (entry as PerformanceNavigationTiming).type === 'navigate';
}

/** Whether the parts below the fold are drawn: false in the first commit of the document's first page only. */
export function useBelowFoldReady(): boolean {
  const [split] = useState(() => {
    if (firstPageTaken) return false;
    firstPageTaken = true;
    return plainDocumentLoad();
  });
  return useDeferredValue(true, !split);
}
