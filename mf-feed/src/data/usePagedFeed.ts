// A feed read page by page with the API's bookmarks. One request at a time; a failed page can be
// retried without losing the pages already shown.

import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiClient, type ApiPin } from 'shared-contracts';
import type { FeedSource } from './feedSources';

export const FEED_PAGE_SIZE = 25;

export interface PagedFeed {
  pins: readonly ApiPin[];
  /** More pages exist (the last bookmark was not null). */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
}

export function usePagedFeed(source: FeedSource | null, client: ApiClient = api, pageSize = FEED_PAGE_SIZE): PagedFeed {
  const [pins, setPins] = useState<readonly ApiPin[]>([]);
  const [bookmark, setBookmark] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);
  const sourceKey = source?.key ?? null;

  // A new source starts over; answers for the old one are dropped.
  useEffect(() => {
    setPins([]);
    setBookmark(undefined);
    setError(null);
    setLoading(false);
    inFlight.current = null;
  }, [sourceKey]);

  const loadMore = useCallback(() => {
    if (!source || inFlight.current === source.key || bookmark === null) return;
    const key = source.key;
    inFlight.current = key;
    setLoading(true);
    setError(null);
    client
      .read(source.resource, { ...source.options, page_size: pageSize, ...(bookmark ? { bookmark } : {}) })
      .then(
        (page) => {
          if (inFlight.current !== key) return;
          setPins((before) => {
            const seen = new Set(before.map((p) => p.id));
            return [...before, ...page.data.filter((p) => !seen.has(p.id))];
          });
          setBookmark(page.bookmark);
        },
        (failure: unknown) => {
          if (inFlight.current !== key) return;
          setError(failure instanceof Error ? failure.message : String(failure));
        },
      )
      .finally(() => {
        if (inFlight.current !== key) return;
        inFlight.current = null;
        setLoading(false);
      });
  }, [source, bookmark, client, pageSize]);

  // The first page loads by itself.
  useEffect(() => {
    if (source && bookmark === undefined && pins.length === 0 && inFlight.current === null && error === null) loadMore();
  }, [source, bookmark, pins.length, error, loadMore]);

  return { pins, hasMore: bookmark !== null, loading, error, loadMore };
}
