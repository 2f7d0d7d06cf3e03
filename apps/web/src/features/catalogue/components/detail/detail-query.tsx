import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../../components/load-error';
import { ApiError } from '../../../../lib/api-error';
import { DetailSkeleton } from './detail-skeleton';

/**
 * An unknown id: the same 404 as the navigation rules' validity check (docs/spec/routes-and-navigation.md rule 1), thrown
 * during render so the route's error screen shows 'Page Not Found: {path}'. It has the fields React
 * Router reads from a route error response (status, statusText, internal, data).
 */
class DetailNotFound extends Error {
  override name = 'DetailNotFound';
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data: string;

  constructor(path: string) {
    const message = `Page Not Found: ${path}`;
    super(message);
    this.data = message;
  }
}

/**
 * The states of a detail call: a skeleton of the page's shape while loading, the 404 screen for an
 * unknown id, a retry for a failed connection, and the page once the data is there.
 */
export function DetailQuery<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** 「特許」: for the load-error text. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { pathname } = useLocation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) throw new DetailNotFound(pathname);
    return <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />;
  }
  return <DetailSkeleton />;
}
