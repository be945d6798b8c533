// The contract's reads as React queries: a resource read, a pin feed read page by page, and what a
// screen shows for either (loading, ready, missing for a 404, failed with the words for a person).

import { keepPreviousData, useInfiniteQuery, useQuery, type UseQueryResult } from './queryLibrary';
import { useCallback, useMemo } from 'react';
import type { ApiGridPin, ReadableResource, ResourceOptions, RouteRequest } from 'shared-contracts/api';
import type { PinFeedRequest } from 'shared-contracts/platform';
import { ApiCallError, type ApiClient, messageForPerson } from 'page-runtime';
import { KEPT_FOR_BACK, pinFeedQuery, resourceQuery, routeQuery, type ReadableRoute } from './queryCache';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'failed'; message: string };

/** A query's state as a screen shows it: a 404 (not there, or not the viewer's to see) is 'missing'. */
export function loadedOf<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error'>): Loaded<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.error instanceof ApiCallError && query.error.status === 404) return { status: 'missing' };
  return { status: 'failed', message: messageForPerson(query.error) };
}

export function useResource<R extends ReadableResource>(client: ApiClient, resource: R, options: ResourceOptions<R, 'get'>) {
  return useQuery(resourceQuery(client, resource, options));
}

export interface RouteReadOptions {
  /** False reads nothing (yet); true by default. */
  enabled?: boolean;
  /** While a changed request loads, keep showing the last answer (a filter or a range being changed). */
  keepPrevious?: boolean;
  /** How long an answer counts as fresh (the page's 30 s by default); 0 reads again each time a screen opens, showing the cached answer meanwhile. */
  staleTime?: number;
}

/** A route read ('GET /vx/...') through the page's query cache, typed by the contract. */
export function useRouteRead<K extends ReadableRoute>(
  client: ApiClient,
  route: K,
  request: RouteRequest<K>,
  options: RouteReadOptions = {},
) {
  return useQuery({
    ...routeQuery(client, route, request),
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

export interface PinFeedPages {
  pins: readonly ApiGridPin[];
  /** More pages exist (the last bookmark was not null). */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
}

/** A pin feed, page by page; null reads nothing. A failed page can be tried again without losing the others. */
export function usePinFeed(client: ApiClient, feed: PinFeedRequest | null, pageSize: number): PinFeedPages {
  const query = useInfiniteQuery({
    ...pinFeedQuery(client, feed ?? { resource: 'HomefeedResource', options: {} }, pageSize),
    ...KEPT_FOR_BACK,
    enabled: feed !== null,
  });
  const pages = query.data?.pages;
  // Once per page that arrives, not per render: the grid lays out and indexes this list, and it
  // renders on every scroll frame. A pin repeated on a later page (the feed moved) is shown once.
  const pins = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.data).filter((pin) => !seen.has(pin.id) && Boolean(seen.add(pin.id)));
  }, [pages]);
  const { isFetching, isError, data, hasNextPage, refetch, fetchNextPage } = query;
  const active = feed !== null;
  const loadMore = useCallback(() => {
    if (!active || isFetching) return;
    if (isError && data === undefined) void refetch();
    else if (hasNextPage || isError) void fetchNextPage();
  }, [active, isFetching, isError, data, hasNextPage, refetch, fetchNextPage]);
  return {
    pins,
    hasMore: active && (data === undefined || hasNextPage),
    loading: isFetching,
    error: isError ? (query.error instanceof Error ? query.error.message : String(query.error)) : null,
    loadMore,
  };
}
