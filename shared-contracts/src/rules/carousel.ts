// Spec section 4 ('Hover and card behaviour', carousel) and section 9: previous and next move by
// items per page, clamped to the slots; arrows hide at the ends; nothing shows without carousel
// data; dots hide on small viewports; a carousel change highlights for 4000 ms; on mobile web a
// short (under 500 ms) horizontal swipe left goes to the next slot and right to the previous.

import { MOBILE_MAX_WIDTH } from './breakpoints';

export const CAROUSEL_HIGHLIGHT_MS = 4000;
/** Spec: a swipe takes under 500 ms. */
export const SWIPE_MAX_MS = 500;
/** Spec: movement over 10 px; anything less is a tap that wobbled. */
export const SWIPE_MIN_PX = 10;
/** The spec leaves "small viewports" open: a phone's (breakpoints.ts). */
export const CAROUSEL_DOTS_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;

export type SwipeDirection = 'next' | 'previous';

// A page of zero or fewer items would never move; one slot per step is the least a click can do.
const step = (itemsPerPage: number): number => Math.max(1, Math.floor(itemsPerPage));

export function carouselPrevious(index: number, itemsPerPage: number): number {
  return Math.max(0, index - step(itemsPerPage));
}

export function carouselNext(index: number, itemsPerPage: number, slotCount: number): number {
  return Math.max(0, Math.min(slotCount - 1, index + step(itemsPerPage)));
}

export function carouselArrows(index: number, slotCount: number): { previous: boolean; next: boolean } {
  if (slotCount <= 1) return { previous: false, next: false };
  return { previous: index > 0, next: index < slotCount - 1 };
}

export function carouselDotsVisible(viewportWidth: number): boolean {
  return viewportWidth >= CAROUSEL_DOTS_MIN_WIDTH;
}

export function swipeDirection(gesture: { dx: number; dy: number; durationMs: number }): SwipeDirection | null {
  if (gesture.durationMs >= SWIPE_MAX_MS) return null;
  const horizontal = Math.abs(gesture.dx);
  // A mostly vertical gesture is the page scrolling, not the carousel.
  if (horizontal <= SWIPE_MIN_PX || horizontal <= Math.abs(gesture.dy)) return null;
  return gesture.dx < 0 ? 'next' : 'previous';
}
