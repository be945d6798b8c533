import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryRoot, resourceKey, useQuery, useQueryClient } from 'react-kit';
import { useBoardEdits } from './useBoardEdits';

const wrapper = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;

describe('useBoardEdits', () => {
  it('reads again the board on screen and drops the boards no screen shows, fetching nothing for them', async () => {
    let shownReads = 0;
    const offscreenRead = jest.fn(async () => ({ name: 'Old name elsewhere' }));
    const { result } = renderHook(
      () => {
        const shown = useQuery({
          queryKey: resourceKey('BoardResource', { board_id: '2' }),
          queryFn: async () => ({ name: `read ${++shownReads}` }),
        });
        return { shown, edited: useBoardEdits(), client: useQueryClient() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.data).toEqual({ name: 'read 1' }));
    const offscreen = resourceKey('BoardResource', { board_id: '3' });
    await act(() => result.current.client.prefetchQuery({ queryKey: offscreen, queryFn: offscreenRead }));
    expect(offscreenRead).toHaveBeenCalledTimes(1);

    await act(() => result.current.edited());
    await waitFor(() => expect(result.current.shown.data).toEqual({ name: 'read 2' }));
    expect(result.current.client.getQueryData(offscreen)).toBeUndefined();
    expect(offscreenRead).toHaveBeenCalledTimes(1);
  });
});
