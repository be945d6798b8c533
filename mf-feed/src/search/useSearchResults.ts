// The boards and people tabs' results: a paged search read through the page's query cache, a page
// at a time (Show more), like the pins grid's feed but for boards and people.

import { useMemo } from 'react';
import { messageForPerson, type ApiBoard, type ApiUser, type ResourcePage } from 'shared-contracts';
import { KEPT_FOR_BACK, resourceKey, useInfiniteQuery } from 'shared-contracts/react';
import { useFeedDeps } from '../data/deps';

export const SEARCH_PAGE_SIZE = 25;

interface SearchOptions {
  query: string;
  page_size: number;
  bookmark?: string;
}

export interface SearchResults<T> {
  items: readonly T[];
  /** The first page is on its way. */
  loading: boolean;
  /** A later page is on its way. */
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

function usePagedSearch<T extends { id: string }>(
  resource: 'BoardSearchResource' | 'UserSearchResource',
  query: string,
  read: (options: SearchOptions) => Promise<ResourcePage<T[]>>,
): SearchResults<T> {
  const result = useInfiniteQuery({
    queryKey: resourceKey(resource, { query, page_size: SEARCH_PAGE_SIZE }),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      read({ query, page_size: SEARCH_PAGE_SIZE, ...(pageParam ? { bookmark: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<T[]>) => last.bookmark,
    ...KEPT_FOR_BACK,
  });
  const pages = result.data?.pages;
  const items = useMemo(() => {
    // One entry per id, though a later page repeats one (the results moved between pages).
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.data).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  }, [pages]);
  const { isPending, isFetchingNextPage, isError, error, hasNextPage, fetchNextPage, refetch } = result;
  return {
    items,
    loading: isPending && !isError,
    loadingMore: isFetchingNextPage,
    error: isError ? messageForPerson(error) : null,
    hasMore: hasNextPage,
    loadMore: () => void fetchNextPage(),
    // A failed first page is read again; a failed later page is asked for again, keeping the others.
    retry: () => void (pages ? fetchNextPage() : refetch()),
  };
}

export function useBoardSearch(query: string): SearchResults<ApiBoard> {
  const { client } = useFeedDeps();
  return usePagedSearch('BoardSearchResource', query, (options) => client.read('BoardSearchResource', options));
}

export function useUserSearch(query: string): SearchResults<ApiUser> {
  const { client } = useFeedDeps();
  return usePagedSearch('UserSearchResource', query, (options) => client.read('UserSearchResource', options));
}
