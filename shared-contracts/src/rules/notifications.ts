// What a notification says (not shown in the spec; chosen to read like the site's other lines) and
// when, as a short age: 'Just now', '5m', '3h', '2d', '1w', then the day itself.

import type { ApiNotificationKind } from '../api/apiTypes';
import { longDay } from './calendarDate';

/** What the actor did, between their name and what it was done to. */
export const NOTIFICATION_VERBS: Readonly<Record<ApiNotificationKind, string>> = {
  saved: 'saved your Pin to',
  followed: 'started following you',
  invited: 'invited you to join',
  sent: 'sent you a Pin',
};

export const NOTIFICATIONS_EMPTY = {
  heading: 'Nothing new yet',
  text: "When someone saves one of your Pins, follows you, sends you a Pin or invites you to a board, you'll see it here.",
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How long ago `at` was, at `now`: whole minutes, hours, days or weeks (up to four), else its day. */
export function notificationAge(at: string, now: number): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return '';
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h`;
  if (ago < WEEK) return `${Math.floor(ago / DAY)}d`;
  if (ago < 5 * WEEK) return `${Math.floor(ago / WEEK)}w`;
  return longDay(at);
}
