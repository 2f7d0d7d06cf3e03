import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { API_PATHS } from '@app/contract/api-paths';
import type { PageView } from '@app/contract/public-config';
import { apiRequest } from './api-client';

/**
 * Page views (docs/spec/routes-and-navigation.md): one report after each route change, none when only the query string or hash
 * changed. Only the path is sent — queries can hold search terms or tokens.
 */
const MAX_LENGTH = 2048;

export function createPageViewTracker(send: (view: PageView) => void): (path: string) => void {
  let last: string | null = null;
  return (path) => {
    if (path === last) return;
    const referrer = last ?? (document.referrer || undefined);
    last = path;
    send({
      path: path.slice(0, MAX_LENGTH),
      ...(referrer ? { referrer: referrer.slice(0, MAX_LENGTH) } : {}),
    });
  };
}

/** Fire and forget: a lost page view must never disturb the user. */
function sendPageView(view: PageView): void {
  apiRequest(API_PATHS.pageViews.build(), { method: 'POST', body: view, auth: false }).catch(() => undefined);
}

export function usePageViewReporting(send: (view: PageView) => void = sendPageView): void {
  const { pathname } = useLocation();
  const [track] = useState(() => createPageViewTracker(send));
  useEffect(() => track(pathname), [pathname, track]);
}
