import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiCallError, type ResourcePage } from 'page-runtime';
import { QueryRoot } from './QueryRoot';
import { pageQueryClient } from './queryCache';
import { usePagedList } from './usePagedList';

const wrapper = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;
const item = (id: string) => ({ id });

afterEach(() => pageQueryClient().clear());

describe('usePagedList', () => {
  it('reads page after page by bookmark, shows an entry a later page repeats once, and ends at a null bookmark', async () => {
    const asked: Array<string | null> = [];
    const read = async (bookmark: string | null): Promise<ResourcePage<Array<{ id: string }>>> => {
      asked.push(bookmark);
      return bookmark ? { data: [item('2'), item('3')], bookmark: null } : { data: [item('1'), item('2')], bookmark: 'b1' };
    };
    const { result } = renderHook(() => usePagedList(['paged', 'two'], read), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items.map((entry) => entry.id)).toEqual(['1', '2']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((entry) => entry.id)).toEqual(['1', '2', '3']));
    expect(result.current.hasMore).toBe(false);
    expect(asked).toEqual([null, 'b1']);
  });

  it('says what failed in words for a person, and Retry asks for the failed later page again, keeping the first', async () => {
    let failNext = true;
    const read = async (bookmark: string | null): Promise<ResourcePage<Array<{ id: string }>>> => {
      if (!bookmark) return { data: [item('1')], bookmark: 'b1' };
      if (failNext) {
        failNext = false;
        throw new ApiCallError(500, 'internal', 'Sorry! Something went wrong on our end.', undefined, true);
      }
      return { data: [item('2')], bookmark: null };
    };
    const { result } = renderHook(() => usePagedList(['paged', 'retry'], read), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('Sorry! Something went wrong on our end.'));
    expect(result.current.items.map((entry) => entry.id)).toEqual(['1']);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items.map((entry) => entry.id)).toEqual(['1', '2']));
    expect(result.current.error).toBeNull();
  });
});
