import { useMemo } from 'react';
import { withExampleFilters } from '../matched/example-filters';

/**
 * The result list a detail page was opened from (issue 17: 前へ / 次へ from a detail page). The list page
 * writes the detail links of the page of results on screen; a detail page whose address is among them
 * offers the neighbours and the way back to the same list. Per browser tab (sessionStorage), so two tabs
 * searching different things keep their own trail.
 */
export interface ResultTrail {
  /** The list's address (path and search), for 検索結果に戻る. */
  listHref: string;
  /** The detail pages of the results on screen, in list order. */
  hrefs: string[];
  /**
   * What every detail link of the list carries after its path (a patent list's example filters, which mark
   * the examples that matched): 前へ / 次へ carry it too, so the next result keeps the marks (issue 17).
   */
  detailQuery?: string;
  /** The number of the first of them in the whole result (1-based), and the whole result's size. */
  first: number;
  total: number;
}

const KEY = 'catalogue-result-trail';

export function rememberResults(trail: ResultTrail): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // Storage full or blocked: the detail page simply offers no neighbours.
  }
}

function readTrail(): ResultTrail | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const trail = JSON.parse(raw) as Partial<ResultTrail>;
    if (typeof trail.listHref !== 'string' || !Array.isArray(trail.hrefs)) return null;
    return {
      listHref: trail.listHref,
      hrefs: trail.hrefs.filter((href): href is string => typeof href === 'string'),
      detailQuery: typeof trail.detailQuery === 'string' ? trail.detailQuery : '',
      first: Number(trail.first) || 1,
      total: Number(trail.total) || trail.hrefs.length,
    };
  } catch {
    return null;
  }
}

export interface Neighbours {
  listHref: string;
  previous: string | null;
  next: string | null;
  /** This result's number in the whole list (1-based) and the list's size. */
  position: number;
  total: number;
}

function neighbour(trail: ResultTrail, at: number): string | null {
  const href = trail.hrefs[at];
  return href === undefined ? null : withExampleFilters(href, trail.detailQuery ?? '');
}

/** Where `pathname` sits in the remembered list, or null when the page was not opened from one. */
function neighboursOf(trail: ResultTrail | null, pathname: string): Neighbours | null {
  if (!trail) return null;
  const at = trail.hrefs.indexOf(pathname);
  if (at < 0) return null;
  return {
    listHref: trail.listHref,
    previous: neighbour(trail, at - 1),
    next: neighbour(trail, at + 1),
    position: trail.first + at,
    total: trail.total,
  };
}

export function useNeighbours(pathname: string): Neighbours | null {
  return useMemo(() => neighboursOf(readTrail(), pathname), [pathname]);
}

/**
 * The history state of a detail page opened from a result list (its links, then 前へ / 次へ, which replace
 * the entry): 検索結果に戻る then goes back in history, so the list comes back scrolled to where the reader
 * was, exactly like the browser's Back (lib/scroll.ts).
 */
export const FROM_RESULT_LIST = { fromResultList: true } as const;

export function isFromResultList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromResultList' in state;
}
