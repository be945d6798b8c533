// The viewer's notifications, a page at a time through the page's query cache, and marking them
// seen once the first page has been shown: what was new stays marked new on this visit.

import { useEffect, useRef } from 'react';
import type { ApiNotification } from 'shared-contracts/api';
import { type PagedList, resourceKey, useApiMutation, usePagedList } from 'react-kit';
import { useExperiencesDeps } from '../deps';

export const NOTIFICATIONS_PAGE_SIZE = 25;

export type NotificationPages = PagedList<ApiNotification>;

export function useNotifications(): NotificationPages {
  const { client } = useExperiencesDeps();
  const list = usePagedList(
    resourceKey('NotificationsResource', { page_size: NOTIFICATIONS_PAGE_SIZE }),
    (bookmark) => client.read('NotificationsResource', { page_size: NOTIFICATIONS_PAGE_SIZE, ...(bookmark ? { bookmark } : {}) }),
    // Read again each visit: it is about what happened since.
    { staleTime: 0 },
  );

  // Not being marked seen costs the person nothing (no error is shown): the next visit shows them as new again.
  const { run: markSeen } = useApiMutation(() => client.write('NotificationsResource', 'update', { seen: true }));
  const marked = useRef(false);
  const shown = !list.loading && list.error === null;
  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    void markSeen();
  }, [shown, markSeen]);

  return list;
}
