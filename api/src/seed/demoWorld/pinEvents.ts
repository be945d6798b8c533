// A month of the event log for the pins of demo and the partner (spec section 7 event types:
// pin impressions and click-throughs), so their 'See more stats' pages show real figures read
// from the log; businessEvents.ts does the same for the businesses' pins under a plan of its own.
// Drawn from a generator of its own, so adding it changed no other draw of the world; every event
// is dated back from `now`, never before its pin was made.

import { EVENT_TYPES, IMPRESSION_TYPES, PIN_ANALYTICS_DAYS } from 'shared-contracts/rules';
import type { WorldBoard, WorldEvent, WorldPin } from '../../storage/worldImport';
import { DAY, isoBefore } from './clock';
import { DEMO_LANDMARKS } from './landmarks';
import { Rng } from './random';
import { anonSubject, userSubject } from '../../storage/subject';

/** Whose pins get events, drawn from which generator, and how many impressions a day. */
export interface EventPlan {
  seed: number;
  pinners: readonly number[];
  /** Impressions a day of a popular pin, and of the others (each day varies around it). */
  popularDaily: readonly [number, number];
  daily: readonly [number, number];
}

/** demo's and the partner's pins: their 'See more stats' pages. */
export const PIN_EVENTS: EventPlan = {
  seed: 0x0e7e27,
  pinners: [DEMO_LANDMARKS.users.demo, DEMO_LANDMARKS.users.partner],
  popularDaily: [25, 60],
  daily: [0, 6],
};
/** Signed-out visitors who saw the pins, besides the signed-in users. */
const VISITORS = 40;
/** One pin in this many is popular: tens of impressions a day instead of a handful. */
const POPULAR_EVERY = 8;
const CLICK_THROUGH_RATE = 0.06;

/** The pins that get events: the pinners' originals on public or protected live boards, story pins aside. */
export function pinsWithEvents(pins: readonly WorldPin[], boards: readonly WorldBoard[], pinners = PIN_EVENTS.pinners): WorldPin[] {
  const boardById = new Map(boards.map((b) => [b.id, b]));
  return pins.filter((p) => {
    const board = p.boardId === null ? undefined : boardById.get(p.boardId);
    return (
      p.repinOf === null &&
      pinners.includes(p.pinnerId) &&
      p.contentType !== 'storyPin' &&
      board !== undefined &&
      !board.archived &&
      (board.privacy === 'public' || board.privacy === 'protected')
    );
  });
}

export function pinEvents(
  pins: readonly WorldPin[],
  boards: readonly WorldBoard[],
  userIds: readonly number[],
  now: Date,
  plan: EventPlan = PIN_EVENTS,
): WorldEvent[] {
  const rng = new Rng(plan.seed);
  const iso = isoBefore(now);
  const events: WorldEvent[] = [];
  pinsWithEvents(pins, boards, plan.pinners).forEach((pin, index) => {
    const ageMs = now.getTime() - Date.parse(pin.createdAt);
    const daily = index % POPULAR_EVERY === 0 ? rng.int(...plan.popularDaily) : rng.int(...plan.daily);
    const viewers = userIds.filter((id) => id !== pin.pinnerId);
    for (let day = 0; day < PIN_ANALYTICS_DAYS; day++) {
      const count = Math.round(daily * (0.5 + rng.float()));
      for (let n = 0; n < count; n++) {
        const ago = (day + rng.float()) * DAY;
        const subject = rng.chance(0.3)
          ? userSubject(rng.pick(viewers))
          : anonSubject(`seedvisitor${String(rng.int(1, VISITORS)).padStart(8, '0')}`);
        const clicked = pin.link !== null && rng.chance(CLICK_THROUGH_RATE);
        // Nothing is seen before the pin exists (the draws above happen anyway, so each pin's are fixed).
        if (ago >= ageMs) continue;
        events.push({
          subject,
          eventType: IMPRESSION_TYPES.pin,
          objectId: String(pin.id),
          impressionKind: 'pin',
          auxData: { stage: 'enter', visible_threshold: 0, surface: 'seed' },
          receivedAt: iso(ago),
        });
        if (clicked && pin.link !== null) {
          events.push({
            subject,
            eventType: EVENT_TYPES.clickThrough,
            objectId: String(pin.id),
            impressionKind: null,
            auxData: { url: pin.link, clickthrough_type: 'seed' },
            // A little after the impression, still in the past.
            receivedAt: iso(Math.max(0, ago - 30_000)),
          });
        }
      }
    }
  });
  return events;
}
