// A month of impressions and click-throughs of the three businesses' pins, so each business
// dashboard has a chart read from the event log. A generator of its own: the rest of the world,
// and demo's and the partner's events, draw exactly what they drew before.

import type { WorldBoard, WorldEvent, WorldPin } from '../../storage/worldImport';
import { BUSINESS_IDS } from './businessAccounts';
import { pinEvents, type EventPlan } from './pinEvents';

/** Fewer a day than demo's pins: there are about a hundred business pins, and the seed stays quick. */
export const BUSINESS_EVENTS: EventPlan = {
  seed: 0xb12e7e,
  pinners: Object.values(BUSINESS_IDS),
  popularDaily: [6, 16],
  daily: [0, 2],
};

export function businessEvents(
  pins: readonly WorldPin[],
  boards: readonly WorldBoard[],
  userIds: readonly number[],
  now: Date,
): WorldEvent[] {
  return pinEvents(pins, boards, userIds, now, BUSINESS_EVENTS);
}
