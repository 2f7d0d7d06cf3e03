import { useMemo } from 'react';

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

/** Where `pathname` sits in the remembered list, or null when the page was not opened from one. */
function neighboursOf(trail: ResultTrail | null, pathname: string): Neighbours | null {
  if (!trail) return null;
  const at = trail.hrefs.indexOf(pathname);
  if (at < 0) return null;
  return {
    listHref: trail.listHref,
    previous: trail.hrefs[at - 1] ?? null,
    next: trail.hrefs[at + 1] ?? null,
    position: trail.first + at,
    total: trail.total,
  };
}

export function useNeighbours(pathname: string): Neighbours | null {
  return useMemo(() => neighboursOf(readTrail(), pathname), [pathname]);
}
