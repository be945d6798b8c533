// The contract's reads as React queries: a resource read, a pin feed read page by page, and what a
// screen shows for either (loading, ready, missing for a 404, failed with the words for a person).

import { useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReadableResource, ResourceOptions } from '../api/contract';
import type { ApiPin } from '../api/apiTypes';
import { ApiCallError, messageForPerson, type ApiClient } from '../runtime/apiClient';
import type { PinFeedRequest } from '../runtime/exposedModules';
import { pinFeedQuery, resourceQuery } from './queryCache';

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

export interface PinFeedPages {
  pins: readonly ApiPin[];
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
    enabled: feed !== null,
  });
  const seen = new Set<string>();
  // A pin repeated on a later page (the feed moved while reading) is shown once.
  const pins = (query.data?.pages ?? []).flatMap((page) => page.data).filter((pin) => !seen.has(pin.id) && Boolean(seen.add(pin.id)));
  return {
    pins,
    hasMore: feed !== null && (query.data === undefined || query.hasNextPage),
    loading: query.isFetching,
    error: query.isError ? (query.error instanceof Error ? query.error.message : String(query.error)) : null,
    loadMore: () => {
      if (feed === null || query.isFetching) return;
      if (query.isError && query.data === undefined) void query.refetch();
      else if (query.hasNextPage || query.isError) void query.fetchNextPage();
    },
  };
}
