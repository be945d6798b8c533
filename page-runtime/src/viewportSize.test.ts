/** @jest-environment jsdom */
import { resizeWindowTo } from 'test-support/resizeWindow';
import { subscribeToViewport, viewportSize } from './viewportSize';

describe('viewportSize', () => {
  afterEach(() => resizeWindowTo(1024, 768));

  it('answers the window’s size, and the new size after a resize, telling each listener until it stops', () => {
    resizeWindowTo(800, 600);
    expect(viewportSize()).toEqual({ width: 800, height: 600 });
    const heard = jest.fn();
    const stop = subscribeToViewport(heard);
    resizeWindowTo(412, 823);
    expect(viewportSize()).toEqual({ width: 412, height: 823 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    resizeWindowTo(1280, 720);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not read the window between resizes, however often it is asked', () => {
    resizeWindowTo(700, 500);
    const reads = jest.fn(() => 700);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: reads });
    for (let i = 0; i < 20; i += 1) expect(viewportSize()).toEqual({ width: 700, height: 500 });
    expect(reads).not.toHaveBeenCalled();
  });
});
