// The widths the layouts change at, written once (the CSS's media queries use the same numbers):
// a phone is below 576 px (the usual portrait breakpoint: the bottom nav bar, the carousel without
// dots); the desktop layout, whose features the spec gates to desktop (section 5), starts at 768 px.

export const MOBILE_MAX_WIDTH = 575;
export const DESKTOP_MIN_WIDTH = 768;

/** Whether a window this wide gets the desktop layout and its desktop-only features. */
export function isDesktopWidth(viewportWidth: number): boolean {
  return viewportWidth >= DESKTOP_MIN_WIDTH;
}
