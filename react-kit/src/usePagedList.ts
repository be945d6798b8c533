// A list read a page at a time (Show more) through the page's query cache: search's boards and
// people, the notifications. Each entry once by id, though a later page repeats one (the list moved
// between pages); a failed later page can be asked for again without losing the pages before it.

import { useMemo } from 'react';
import { messageForPerson, type ResourcePage } from 'page-runtime';
import { KEPT_FOR_BACK } from './queryCache';
import { useInfiniteQuery, type QueryKey } from './queryLibrary';

export interface PagedList<T> {
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

export interface PagedListOptions {
  /** How long an answer counts as fresh; the page's default unless given (0: read again each visit). */
  staleTime?: number;
  /** Keep the pages while the person may come Back to them, and show them again without a read. */
  keptForBack?: boolean;
}

export function usePagedList<T extends { id: string }>(
  queryKey: QueryKey,
  read: (bookmark: string | null) => Promise<ResourcePage<T[]>>,
  options: PagedListOptions = {},
): PagedList<T> {
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: string | null }) => read(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<T[]>) => last.bookmark,
    ...(options.keptForBack ? KEPT_FOR_BACK : {}),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
  const pages = result.data?.pages;
  const items = useMemo(() => {
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
