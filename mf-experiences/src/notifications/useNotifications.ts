// The viewer's notifications, a page at a time through the page's query cache, and marking them
// seen once the first page has been shown: what was new stays marked new on this visit.

import { useEffect, useMemo, useRef } from 'react';
import { messageForPerson, type ApiNotification, type ResourcePage } from 'shared-contracts';
import { resourceKey, useInfiniteQuery } from 'shared-contracts/react';
import { useExperiencesDeps } from '../deps';

export const NOTIFICATIONS_PAGE_SIZE = 25;

export interface NotificationPages {
  items: readonly ApiNotification[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useNotifications(): NotificationPages {
  const { client } = useExperiencesDeps();
  const result = useInfiniteQuery({
    queryKey: resourceKey('NotificationsResource', { page_size: NOTIFICATIONS_PAGE_SIZE }),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.read('NotificationsResource', { page_size: NOTIFICATIONS_PAGE_SIZE, ...(pageParam ? { bookmark: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResourcePage<ApiNotification[]>) => last.bookmark,
    // Read again each visit: it is about what happened since.
    staleTime: 0,
  });
  const pages = result.data?.pages;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.data), [pages]);

  const marked = useRef(false);
  const shown = pages !== undefined;
  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    // Not being marked seen costs the person nothing: the next visit shows them as new again.
    client.write('NotificationsResource', 'update', { seen: true }).catch(() => undefined);
  }, [shown, client]);

  const { isPending, isFetchingNextPage, isError, error, hasNextPage, fetchNextPage, refetch } = result;
  return {
    items,
    loading: isPending && !isError,
    loadingMore: isFetchingNextPage,
    error: isError ? messageForPerson(error) : null,
    hasMore: hasNextPage,
    loadMore: () => void fetchNextPage(),
    retry: () => void (pages ? fetchNextPage() : refetch()),
  };
}
