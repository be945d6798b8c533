import { act, renderHook } from '@testing-library/react';
import { useViewportWidth } from './useViewportWidth';
import { resizeWindowTo } from 'test-support/resizeWindow';

describe('useViewportWidth', () => {
  afterEach(() => act(() => resizeWindowTo(1024)));

  it('answers the window width, and the new width after a resize', () => {
    resizeWindowTo(800);
    const { result } = renderHook(() => useViewportWidth(1280));
    expect(result.current).toBe(800);
    act(() => resizeWindowTo(400));
    expect(result.current).toBe(400);
  });

  it('reads the window once for many components, not once per render', () => {
    resizeWindowTo(700);
    const reads = jest.fn(() => 700);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    const hooks = Array.from({ length: 20 }, () => renderHook(() => useViewportWidth(1280)));
    expect(hooks.every(({ result }) => result.current === 700)).toBe(true);
    expect(reads).not.toHaveBeenCalled();
  });
});
