import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient } from 'page-runtime';
import type { ApiPin } from 'shared-contracts/api';
import { fakeApiClient, notFound } from 'test-support/fakeApiClient';
import { invalidateRoutes, pageQueryClient } from './queryCache';
import { QueryRoot } from './QueryRoot';
import { loadedOf, usePinFeed, useRouteRead } from './useApiQueries';

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

describe('useRouteRead', () => {
  const catalog = (options: Record<string, unknown>) => ({ total: 2, products: [], asked: options });

  it('reads a route with its parameters and query through the shared cache, once for the same request', async () => {
    const { client, calls } = fakeApiClient({ 'GET /vx/business/42/catalog/': catalog });
    const request = { params: { business_id: '42' }, payload: { availability: 'in_stock' as const } };
    const first = renderHook(() => useRouteRead(client, 'GET /vx/business/:business_id/catalog/', request), { wrapper });
    await waitFor(() => expect(first.result.current.data?.total).toBe(2));
    const second = renderHook(() => useRouteRead(client, 'GET /vx/business/:business_id/catalog/', request), { wrapper });
    expect(second.result.current.data?.total).toBe(2);
    expect(calls).toEqual([{ kind: 'send', name: 'GET /vx/business/42/catalog/', options: { availability: 'in_stock' } }]);
  });

  it('reads again after invalidateRoutes names its route', async () => {
    const { client, named } = fakeApiClient({ 'GET /vx/business/account/': () => null });
    const { result } = renderHook(() => useRouteRead(client, 'GET /vx/business/account/', {}), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(() => invalidateRoutes(pageQueryClient(), ['GET /vx/business/account/']));
    await waitFor(() => expect(named('GET /vx/business/account/')).toHaveLength(2));
  });

  it('is missing on a 404, and reads nothing while not enabled', async () => {
    const { client, named } = fakeApiClient({ 'GET /vx/business/7/members/': () => notFound('That business') });
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useRouteRead(client, 'GET /vx/business/:business_id/members/', { params: { business_id: '7' } }, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    await act(async () => undefined);
    expect(named('GET /vx/business/7/members/')).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(loadedOf(result.current)).toEqual({ status: 'missing' }));
  });

  it('keeps the last answer on screen while a changed request loads, when asked to', async () => {
    let release: () => void = () => undefined;
    const { client } = fakeApiClient({
      'GET /vx/business/42/dashboard/': (options) =>
        options.days === 30 ? new Promise((resolve) => (release = () => resolve({ days: 30 }))) : { days: 7 },
    });
    const { result, rerender } = renderHook(
      ({ days }: { days: 7 | 30 }) =>
        useRouteRead(
          client,
          'GET /vx/business/:business_id/dashboard/',
          { params: { business_id: '42' }, payload: { days } },
          { keepPrevious: true },
        ),
      { wrapper, initialProps: { days: 7 } },
    );
    await waitFor(() => expect(result.current.data?.days).toBe(7));
    rerender({ days: 30 });
    expect(result.current.data?.days).toBe(7);
    expect(result.current.isPlaceholderData).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.data?.days).toBe(30));
  });
});

describe('useRouteRead freshness', () => {
  it('reads again when a screen opens if asked to keep nothing fresh, showing the cached answer meanwhile', async () => {
    let saves = 1;
    const { client, named } = fakeApiClient({ 'GET /vx/business/42/dashboard/': () => ({ totals: { saves: saves++ } }) });
    const request = { params: { business_id: '42' }, payload: { days: 7 as const } };
    const useDashboard = () => useRouteRead(client, 'GET /vx/business/:business_id/dashboard/', request, { staleTime: 0 });
    const first = renderHook(useDashboard, { wrapper });
    await waitFor(() => expect(first.result.current.data?.totals.saves).toBe(1));
    first.unmount();
    const again = renderHook(useDashboard, { wrapper });
    expect(again.result.current.data?.totals.saves).toBe(1);
    await waitFor(() => expect(again.result.current.data?.totals.saves).toBe(2));
    expect(named('GET /vx/business/42/dashboard/')).toHaveLength(2);
  });
});
