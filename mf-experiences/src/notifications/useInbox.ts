// The Pins people sent the viewer, a page at a time through the page's query cache.

import type { ApiSentPin } from 'shared-contracts/api';
import { type PagedList, resourceKey, usePagedList } from 'react-kit';
import { useExperiencesDeps } from '../deps';

export const INBOX_PAGE_SIZE = 25;

export function useInbox(): PagedList<ApiSentPin> {
  const { client } = useExperiencesDeps();
  return usePagedList(
    resourceKey('InboxResource', { page_size: INBOX_PAGE_SIZE }),
    (bookmark) => client.read('InboxResource', { page_size: INBOX_PAGE_SIZE, ...(bookmark ? { bookmark } : {}) }),
    // Read again each visit: someone may have sent one since.
    { staleTime: 0 },
  );
}
