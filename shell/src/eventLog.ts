// The shell batches the impression and click events areas put on the bus and sends them to the
// API's event log (POST /v3/events/), only with the visitor's analytics choice allowed. While the
// page lives, one batch at a time goes with the page's API client: a full batch at once, what has
// queued a few seconds after its first event. A 429 or a failed network is sent again after the
// server's Retry-After or a growing wait, the events kept in order; nothing goes to the console.
// When the page is hidden or left, what is queued goes with sendBeacon, which outlives the page.

import {
  analyticsAllowed,
  consentCookieIn,
  DEBUG_PANEL_LIMITS,
  EVENT_TYPES,
  impressionLogEvent,
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
} from 'shared-contracts/rules';
import { CSRF_COOKIE, type EventMap } from 'shared-contracts/platform';
// Module code outside React (no deps hook): the page's bus is the default.
import { bus, type EventBus, readCookie } from 'page-runtime';
import { type EventBatch, EVENT_LOG_PATH, type EventTransport } from './eventTransport';

/** A batch is sent at most this long after its first event, however few have queued. */
export const FLUSH_AFTER_MS = 5000;
/** The first wait after a failure with no Retry-After; each further failure doubles it, up to a minute. */
export const FIRST_RETRY_MS = 1000;
export const LONGEST_RETRY_MS = 60_000;
/**
 * Events held while the server refuses: six minutes of a brisk scroll on a large screen (about
 * 3,400 a minute, api/src/server/eventLimits.ts), some 7 MB. Past it the oldest go first.
 */
export const MAX_QUEUED_EVENTS = 20_000;
/** Room in a batch's bytes for its page token and CSRF token (at most 2,000 and 200 characters). */
const ENVELOPE_BYTES = 4096;

export type LoggedEvent = {
  event_type: number;
  object_id?: string;
  impression_kind?: string;
  time?: string;
  aux_data?: Record<string, unknown>;
};

export interface EventLog {
  /** Sends a batch of what is queued now, unless one is on its way or the server asked us to wait. */
  flush: () => void;
  pending: () => number;
  /** The last events logged, newest first, sent or not (the employee debug panel shows them). */
  recent: () => readonly LoggedEvent[];
}

interface PageTarget {
  addEventListener: (type: 'visibilitychange' | 'pagehide', listener: () => void) => void;
  document: { visibilityState: DocumentVisibilityState; cookie: string };
}

interface Queued {
  event: LoggedEvent;
  bytes: number;
}

const bytesOf = (text: string) => new Blob([text]).size;

export function createEventLog(
  target: PageTarget,
  transport: EventTransport,
  /** The document's signed token (PlatformConfig.reportToken): the API logs events only from pages the site served. */
  pageToken: string | undefined,
  events: EventBus<EventMap> = bus,
): EventLog {
  let queue: Queued[] = [];
  let recent: LoggedEvent[] = [];
  /** The batch the API client is sending, or null. */
  let sending: Queued[] | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Set while waiting out a refusal: nothing live is sent before the wait ends. */
  let retrying = false;
  let failures = 0;

  /** The first events of `from` that fit one batch, by count and by bytes. */
  const firstBatch = (from: readonly Queued[]): Queued[] => {
    let bytes = ENVELOPE_BYTES;
    let size = 0;
    for (const queued of from) {
      if (size === MAX_EVENTS_PER_BATCH || (size > 0 && bytes + queued.bytes + 1 > MAX_EVENT_BATCH_BYTES)) break;
      bytes += queued.bytes + 1;
      size += 1;
    }
    return from.slice(0, size);
  };
  const batchOf = (batch: readonly Queued[]): EventBatch => {
    const csrf = readCookie(target.document.cookie, CSRF_COOKIE);
    return { events: batch.map((q) => q.event), page_token: pageToken ?? '', ...(csrf ? { csrf_token: csrf } : {}) };
  };
  const wait = (ms: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      retrying = false;
      sendNext();
    }, ms);
  };
  const fullBatchQueued = () => firstBatch(queue).length < queue.length || queue.length >= MAX_EVENTS_PER_BATCH;

  function sendNext(): void {
    if (sending !== null || retrying || queue.length === 0) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = firstBatch(queue);
    queue = queue.slice(batch.length);
    sending = batch;
    void transport.post(batchOf(batch)).then((outcome) => {
      // Handed to a beacon as the page was left: whatever the answer, it is no longer ours.
      if (sending !== batch) return;
      sending = null;
      if (outcome.kind === 'retry') {
        queue = [...batch, ...queue];
        failures += 1;
        retrying = true;
        const backoff = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
        // A little spread, so pages refused together do not come back together.
        wait(Math.max(outcome.afterMs ?? 0, backoff * (1 + Math.random() / 5)));
        return;
      }
      // Stored, or refused for good (a page too old to log, a batch the API cannot take): either
      // way sending it again cannot help.
      failures = 0;
      if (fullBatchQueued()) sendNext();
      else if (queue.length > 0) wait(FLUSH_AFTER_MS);
    });
  }

  /** Hands everything queued to the browser's beacon, a batch a call, until it refuses one. */
  const beaconAll = (withSending: boolean) => {
    let rest = withSending && sending !== null ? [...sending, ...queue] : queue;
    if (withSending) sending = null;
    while (rest.length > 0) {
      const batch = firstBatch(rest);
      if (!transport.beacon(EVENT_LOG_PATH, JSON.stringify(batchOf(batch)))) break;
      rest = rest.slice(batch.length);
    }
    queue = rest;
  };

  const enqueue = (event: LoggedEvent) => {
    recent = [event, ...recent].slice(0, DEBUG_PANEL_LIMITS.logged);
    // Spec section 4, cookie consent: analytics events are sent only with analytics cookies
    // allowed, read when the event happens (a later Accept does not send what came before it).
    if (!analyticsAllowed(consentCookieIn(target.document.cookie))) return;
    // Without the page's token the API takes nothing.
    if (!pageToken) return;
    queue.push({ event, bytes: bytesOf(JSON.stringify(event)) });
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(queue.length - MAX_QUEUED_EVENTS);
    if (fullBatchQueued()) sendNext();
    else if (timer === null && sending === null && !retrying) wait(FLUSH_AFTER_MS);
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
  // Hidden, the page may never run again (a phone discards it): what is queued goes by beacon,
  // unless the server has just asked us to wait, when a beacon would be refused too; the wait
  // goes on in the background. Left, the page has no later: everything goes, the batch being
  // sent included (an impression sent twice counts once).
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden' && !retrying) beaconAll(false);
  });
  target.addEventListener('pagehide', () => beaconAll(true));
  return {
    flush: sendNext,
    pending: () => queue.length + (sending?.length ?? 0),
    recent: () => recent,
  };
}
