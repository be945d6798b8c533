// The event log's types and impression kinds (spec section 7). The site sends these; the API
// accepts only these.

/** Events one batch may carry (POST /v3/events/): the shell sends a beacon of at most this many. */
export const MAX_EVENTS_PER_BATCH = 100;
/** Bytes of one batch: sendBeacon sends at most 64 KB, so a page never needs more. */
export const MAX_EVENT_BATCH_BYTES = 64 * 1024;
/** Bytes of one event's aux_data once serialised (a click-through's URL and kind fit easily). */
export const MAX_EVENT_AUX_DATA_BYTES = 4096;

export const EVENT_TYPES = {
  view: 4503,
  complete: 6567,
  dismiss: 6568,
  repin: 5,
  clickThrough: 12,
  click: 101,
  carouselSwipe: 108,
  adModuleSwipeBack: 9315,
  adModuleSwipeForward: 9316,
  closeupNavigationClick: 8948,
  carouselSlotImpression7762: 7762,
  carouselSlotImpression7761: 7761,
  carouselSlotImpression7352: 7352,
  boardFollow: 26,
  boardUnfollow: 27,
  topicFollow: 601,
  topicUnfollow: 602,
  collaboratorRemoval: 25,
  inviteRemoval: 29,
} as const;

/** Impression event type per kind of object. */
export const IMPRESSION_TYPES = {
  pin: 18,
  board: 3700,
  user: 3704,
  interest: 3703,
  story: 170,
  search: 3803,
} as const;

export type ImpressionKind = keyof typeof IMPRESSION_TYPES;

export const KNOWN_EVENT_TYPES: ReadonlySet<number> = new Set<number>([...Object.values(EVENT_TYPES), ...Object.values(IMPRESSION_TYPES)]);

/** Whether an event is acceptable: a known type, and an impression kind that matches its type. */
export function checkLoggedEvent(event: { event_type: number; impression_kind?: string | null }): string | null {
  if (!KNOWN_EVENT_TYPES.has(event.event_type)) return `event_type ${event.event_type} is not an event the site logs.`;
  const kind = event.impression_kind;
  if (kind === undefined || kind === null) return null;
  if (!Object.hasOwn(IMPRESSION_TYPES, kind)) return `impression_kind must be one of: ${Object.keys(IMPRESSION_TYPES).join(', ')}.`;
  const expected = IMPRESSION_TYPES[kind as ImpressionKind];
  return expected === event.event_type ? null : `a ${kind} impression has event_type ${expected}.`;
}
