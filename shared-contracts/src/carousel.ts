// Carousel navigation (spec section 4): previous and next by items per page, clamped; arrows
// hidden at the ends; dots hidden on small viewports; a short horizontal swipe changes the slot.

export const CAROUSEL_HIGHLIGHT_MS = 4000;
/** Spec: a swipe is under 500 ms; a move under 10 px is a tap, not a swipe. */
export const SWIPE_MAX_MS = 500;
export const SWIPE_MIN_PX = 10;
/** "Small viewports" is not given: below 576 px wide (a phone held upright). */
export const CAROUSEL_DOTS_MIN_WIDTH = 576;

export function carouselPrevious(index: number, itemsPerPage: number): number {
  return Math.max(0, index - itemsPerPage);
}

export function carouselNext(index: number, itemsPerPage: number, slotCount: number): number {
  return Math.max(0, Math.min(slotCount - 1, index + itemsPerPage));
}

export function carouselArrows(index: number, slotCount: number): { previous: boolean; next: boolean } {
  if (slotCount <= 1) return { previous: false, next: false };
  return { previous: index > 0, next: index < slotCount - 1 };
}

export function carouselDotsVisible(viewportWidth: number): boolean {
  return viewportWidth >= CAROUSEL_DOTS_MIN_WIDTH;
}

export function swipeDirection(gesture: { dx: number; dy: number; durationMs: number }): 'next' | 'previous' | null {
  if (gesture.durationMs >= SWIPE_MAX_MS) return null;
  if (Math.abs(gesture.dx) <= SWIPE_MIN_PX || Math.abs(gesture.dx) <= Math.abs(gesture.dy)) return null;
  return gesture.dx < 0 ? 'next' : 'previous';
}
