import { CAROUSEL_DOTS_MIN_WIDTH } from './carousel';
import { DESKTOP_MIN_WIDTH, isDesktopWidth, MOBILE_MAX_WIDTH } from './breakpoints';

describe('breakpoints', () => {
  it.each<[number, boolean]>([
    [320, false],
    [MOBILE_MAX_WIDTH, false],
    [767, false],
    [DESKTOP_MIN_WIDTH, true],
    [1280, true],
  ])('a window %i px wide is desktop: %s', (width, desktop) => {
    expect(isDesktopWidth(width)).toBe(desktop);
  });

  it("a phone ends where the carousel's dots begin", () => {
    expect(CAROUSEL_DOTS_MIN_WIDTH).toBe(MOBILE_MAX_WIDTH + 1);
  });
});
