import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_HIGHLIGHT_MS } from 'shared-contracts/rules';
import { useCarouselSlot } from './useCarouselSlot';

describe('useCarouselSlot (spec section 4: a carousel change highlights content for 4 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts at the given slot, not highlighted', () => {
    const { result } = renderHook(() => useCarouselSlot(2));
    expect(result.current).toMatchObject({ slot: 2, highlight: false });
  });

  it('highlights for 4000 ms from the latest change', () => {
    const { result } = renderHook(() => useCarouselSlot(0));
    act(() => result.current.changeSlot(1));
    expect(result.current).toMatchObject({ slot: 1, highlight: true });
    act(() => jest.advanceTimersByTime(CAROUSEL_HIGHLIGHT_MS - 1000));
    act(() => result.current.changeSlot(2));
    // The first change's 4 s would end here; the second change keeps it on.
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.highlight).toBe(true);
    act(() => jest.advanceTimersByTime(CAROUSEL_HIGHLIGHT_MS));
    expect(result.current).toMatchObject({ slot: 2, highlight: false });
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useCarouselSlot(0));
    act(() => result.current.changeSlot(1));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
