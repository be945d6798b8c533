// Spec section 5: 'Creator analytics visible to a partner on their own pins only if the pin is on
// a public or protected board, is not a repin, and has 30-day real-time analytics. A user owns a
// pin if they are its pinner.' The 'See more stats' page (/pin/{id}/analytics) shows a pin's
// figures over the last 30 days to its owner; a partner's own pin only under those conditions.
// Everyone else is told the page does not exist (404), so it cannot be used to probe pins.

import type { Privacy } from '../api/apiTypes';

/** The spec's 'last 30 days real-time': the days the analytics page covers, today included. */
export const PIN_ANALYTICS_DAYS = 30;

/** Boards listed in 'More about this Pin' at most (the spec gives no number; a board page's worth). */
export const PIN_DETAILS_BOARDS_MAX = 25;

export interface PinAnalyticsAccess {
  /** The signed-in viewer's id; null for a visitor. */
  viewerId: string | null;
  viewerIsPartner: boolean;
  pinnerId: string;
  /** The privacy of the board the pin is on (null: on no board). */
  boardPrivacy: Privacy | null;
  isRepin: boolean;
  /**
   * Whether the pin has 30-day real-time analytics. Here every figure is counted from the event
   * log and the saves when asked, so this means: the last PIN_ANALYTICS_DAYS days hold at least
   * one impression, save or click-through of the pin.
   */
  hasRealtimeAnalytics: boolean;
}

export function mayViewPinAnalytics(access: PinAnalyticsAccess): boolean {
  // 'A user owns a pin if they are its pinner': only owners see a pin's analytics.
  if (access.viewerId === null || access.viewerId !== access.pinnerId) return false;
  if (!access.viewerIsPartner) return true;
  return (access.boardPrivacy === 'public' || access.boardPrivacy === 'protected') && !access.isRepin && access.hasRealtimeAnalytics;
}
