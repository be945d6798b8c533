// A business read as its screen shows it. The API answers 404 for a business the viewer is no
// member of (or none at all), 403 with a sentence when their profile does not apply or their
// permission lacks the screen, and 401 for a visitor; each has its own designed state.

import { ApiCallError, messageForPerson, serverMessageOf } from 'page-runtime';
import type { RouteAnswer, RouteRequest } from 'shared-contracts/api';
import { type ReadableRoute, type RouteReadOptions, type UseQueryResult, useRouteRead } from 'react-kit';
import { useBusinessDeps } from './deps';

export type BusinessLoaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'missing' }
  | { status: 'refused'; message: string }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

/** Said when a 403 comes without the server's own words. */
export const REFUSED_FALLBACK = "Your permission on this business doesn't include this page.";

export function businessLoadedOf<T>(query: UseQueryResult<T>): BusinessLoaded<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data, refreshing: query.isPlaceholderData };
  if (query.status === 'pending') return { status: 'loading' };
  const error = query.error;
  if (error instanceof ApiCallError) {
    if (error.status === 404) return { status: 'missing' };
    if (error.status === 401) return { status: 'signed-out' };
    if (error.status === 403) return { status: 'refused', message: serverMessageOf(error) ?? REFUSED_FALLBACK };
  }
  return { status: 'failed', message: messageForPerson(error) };
}

export interface BusinessRead<T> {
  loaded: BusinessLoaded<T>;
  retry: () => void;
}

/** A business route read through the page's query cache, as a screen state. */
export function useBusinessRead<K extends ReadableRoute>(
  route: K,
  request: RouteRequest<K>,
  options?: RouteReadOptions,
): BusinessRead<RouteAnswer<K>> {
  const { client } = useBusinessDeps();
  const query = useRouteRead(client, route, request, options);
  return { loaded: businessLoadedOf(query), retry: () => void query.refetch() };
}
