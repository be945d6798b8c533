import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../runtime';
import type { ApiPin } from '../api/apiTypes';
import { QueryRoot } from './QueryRoot';
import { usePinFeed } from './useApiQueries';

const pin = (id: string) => ({ id }) as ApiPin;
const wrapper = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;

/** A feed of two pages; the second repeats a pin of the first (the feed moved while reading). */
function twoPageClient(): { client: ApiClient; reads: Array<Record<string, unknown>> } {
  const reads: Array<Record<string, unknown>> = [];
  const read = (async (_resource: string, options: Record<string, unknown> = {}) => {
    reads.push(options);
    return options.bookmark ? { data: [pin('2'), pin('3')], bookmark: null } : { data: [pin('1'), pin('2')], bookmark: 'b1' };
  }) as unknown as ApiClient['read'];
  return { client: { read } as ApiClient, reads };
}

const feed = { resource: 'HomefeedResource', options: {} } as const;

describe('usePinFeed', () => {
  it('reads page after page with the bookmark, shows a repeated pin once, and ends at a null bookmark', async () => {
    const { client, reads } = twoPageClient();
    const { result } = renderHook(() => usePinFeed(client, feed, 25), { wrapper });
    await waitFor(() => expect(result.current.pins.map((p) => p.id)).toEqual(['1', '2']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.pins.map((p) => p.id)).toEqual(['1', '2', '3']));
    expect(result.current.hasMore).toBe(false);
    expect(reads).toEqual([{ page_size: 25 }, { page_size: 25, bookmark: 'b1' }]);
  });

  it('keeps the same pin list and loadMore between renders, so the grid does not lay out again', async () => {
    const { client } = twoPageClient();
    const { result, rerender } = renderHook(() => usePinFeed(client, feed, 25), { wrapper });
    await waitFor(() => expect(result.current.pins).toHaveLength(2));
    const { pins, loadMore } = result.current;
    rerender();
    expect(result.current.pins).toBe(pins);
    expect(result.current.loadMore).toBe(loadMore);
  });

  it('reads nothing for no feed', async () => {
    const { client, reads } = twoPageClient();
    const { result } = renderHook(() => usePinFeed(client, null, 25), { wrapper });
    await act(async () => undefined);
    expect(reads).toEqual([]);
    expect(result.current).toMatchObject({ pins: [], hasMore: false });
  });
});
