// The shell batches the impression and click events areas put on the bus and sends them to the
// API's event log (POST /v3/events/) with sendBeacon when the page is hidden or left, or when a
// beacon's worth has queued, so logging never competes with the page for the network. Only with
// the visitor's analytics choice allowed.

import {
  analyticsAllowed,
  consentCookieIn,
  CSRF_COOKIE,
  DEBUG_PANEL_LIMITS,
  EVENT_TYPES,
  type EventMap,
  impressionLogEvent,
  MAX_EVENTS_PER_BATCH,
} from 'shared-contracts';
import { bus, type EventBus, readCookie } from 'page-runtime';

export const EVENT_LOG_PATH = '/v3/events/';
/** Each event is about 350 bytes: a full batch stays well under a beacon's 64 KB. */
export const EVENTS_PER_BEACON = MAX_EVENTS_PER_BATCH;

export type LoggedEvent = {
  event_type: number;
  object_id?: string;
  impression_kind?: string;
  time?: string;
  aux_data?: Record<string, unknown>;
};

export interface EventLog {
  flush: () => void;
  pending: () => number;
  /** The last events logged, newest first, sent or not (the employee debug panel shows them). */
  recent: () => readonly LoggedEvent[];
}

interface PageTarget {
  addEventListener: (type: 'visibilitychange' | 'pagehide', listener: () => void) => void;
  document: { visibilityState: DocumentVisibilityState; cookie: string };
}

export function createEventLog(
  target: PageTarget,
  send: (url: string, body: string) => boolean,
  /** The document's signed token (PlatformConfig.reportToken): the API logs events only from pages the site served. */
  pageToken: string | undefined,
  events: EventBus<EventMap> = bus,
): EventLog {
  let queue: LoggedEvent[] = [];
  let recent: LoggedEvent[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, EVENTS_PER_BEACON);
      // A beacon cannot set headers, so the CSRF token rides in the body.
      const csrf = readCookie(target.document.cookie, CSRF_COOKIE);
      const body = JSON.stringify({
        events: batch,
        ...(pageToken ? { page_token: pageToken } : {}),
        ...(csrf ? { csrf_token: csrf } : {}),
      });
      if (!send(EVENT_LOG_PATH, body)) return; // refused: keep them for the next hide
      queue = queue.slice(batch.length);
    }
  };
  const enqueue = (event: LoggedEvent) => {
    recent = [event, ...recent].slice(0, DEBUG_PANEL_LIMITS.logged);
    // Spec section 4, cookie consent: analytics events are sent only with analytics cookies
    // allowed, read when the event happens (a later Accept does not send what came before it).
    if (!analyticsAllowed(consentCookieIn(target.document.cookie))) return;
    queue.push(event);
    if (queue.length >= EVENTS_PER_BEACON) flush();
  };
  events.on('pin/impression-recorded', (record) => enqueue(impressionLogEvent(record)));
  events.on('pin/clicked-through', (click) =>
    enqueue({
      event_type: EVENT_TYPES.clickThrough,
      object_id: click.pinId,
      time: new Date().toISOString(),
      aux_data: {
        url: click.url,
        clickthrough_type: click.kind,
        ...(click.slotIndex !== undefined ? { slot_index: click.slotIndex } : {}),
      },
    }),
  );
  // Spec section 7's experience events: each display's view, complete and dismiss.
  const experienceEvent = { view: EVENT_TYPES.view, complete: EVENT_TYPES.complete, dismiss: EVENT_TYPES.dismiss } as const;
  events.on('experience/stepped', ({ placedExperienceId, step }) =>
    enqueue({ event_type: experienceEvent[step], time: new Date().toISOString(), aux_data: { placed_experience_id: placedExperienceId } }),
  );
  // Spec section 4: after login the held saves are saved, and an event logs the count.
  events.on('pin/held-saves-merged', ({ saved, failed }) =>
    enqueue({
      event_type: EVENT_TYPES.repin,
      time: new Date().toISOString(),
      aux_data: { held_saves_merged: saved, held_saves_failed: failed },
    }),
  );
  events.on('link/check-failed', (failure) =>
    enqueue({
      event_type: EVENT_TYPES.click,
      object_id: failure.pinId,
      time: new Date().toISOString(),
      aux_data: { url: failure.url, offsite_check: 'error' },
    }),
  );
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
  target.addEventListener('pagehide', flush);
  return { flush, pending: () => queue.length, recent: () => recent };
}
