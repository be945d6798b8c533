/**
 * @jest-environment jsdom
 */
import { createEventBus } from 'page-runtime';
import { DEBUG_PANEL_LIMITS, MAX_EVENT_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from 'shared-contracts/rules';
import { type EventMap } from 'shared-contracts/platform';
import { createEventLog, FIRST_RETRY_MS, FLUSH_AFTER_MS } from './eventLog';
import type { EventBatch, EventTransport, PostOutcome } from './eventTransport';
import { impressionOf } from './testing/frameFixtures';

function page(consent = 'a1m0p0') {
  const listeners = new Map<string, () => void>();
  const target = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, cookie: `csrftoken=tok; pb_cookie_choices=${consent}` },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const hide = () => {
    target.document.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
  };
  return { target, fire: (type: string) => listeners.get(type)?.(), hide };
}

type Beacon = { url: string; body: EventBatch };

/**
 * The API client's side of the log: each batch posted is answered with the next outcome given (stored
 * when none is left), or held until `release` when `hold` is set; beacons are kept, or refused.
 */
function transport(outcomes: PostOutcome[] = []) {
  const posted: EventBatch[] = [];
  const beacons: Beacon[] = [];
  const held: Array<() => void> = [];
  const state = { hold: false, acceptBeacons: true };
  const send: EventTransport = {
    post: (batch) => {
      posted.push(batch);
      const outcome = outcomes.shift() ?? { kind: 'stored' };
      if (!state.hold) return Promise.resolve(outcome);
      return new Promise((resolve) => held.push(() => resolve(outcome)));
    },
    beacon: (url, body) => state.acceptBeacons && beacons.push({ url, body: JSON.parse(body) as EventBatch }) > 0,
  };
  const ids = (batches: EventBatch[]) => batches.map((batch) => batch.events.map((e) => e.object_id));
  return { send, posted, beacons, state, outcomes, release: () => held.splice(0).forEach((resolve) => resolve()), ids };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => String(from + i));

let consoleCalls: jest.SpyInstance[];
beforeEach(() => {
  jest.useFakeTimers();
  consoleCalls = (['error', 'warn', 'log'] as const).map((method) => jest.spyOn(console, method));
});
afterEach(() => {
  // Nothing the log does reaches the console, refusals included.
  for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the event log: which events, and to whom', () => {
  it.each([
    ['refused analytics cookies', 'a0m1p1'],
    ['not chosen yet', ''],
  ])('sends nothing while the visitor has %s, though the debug panel still lists the events', (_n, consent) => {
    const { target, fire } = page(consent);
    const bus = createEventBus<EventMap>();
    const api = transport();
    const log = createEventLog(target, api.send, 'page-token', bus);
    bus.emit('pin/impression-recorded', impressionOf('1'));
    fire('pagehide');
    expect(api.beacons).toEqual([]);
    expect(log.recent()).toHaveLength(1);
    // Allowed later: what came after is sent, what came before is not.
    target.document.cookie = 'csrftoken=tok; pb_cookie_choices=a1m0p0';
    bus.emit('pin/impression-recorded', impressionOf('2'));
    fire('pagehide');
    expect(api.ids(api.beacons.map((b) => b.body))).toEqual([['2']]);
  });

  it('sends impressions and click-throughs in one beacon when the page is hidden, with the page and CSRF tokens', () => {
    const { target, hide } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    createEventLog(target, api.send, 'page-token', bus);
    bus.emit('pin/impression-recorded', impressionOf('1'));
    bus.emit('pin/clicked-through', { pinId: '2', url: 'https://example.com/', kind: 'rightClick' });
    expect(api.beacons).toEqual([]);
    hide();
    expect(api.posted).toEqual([]);
    expect(api.beacons).toHaveLength(1);
    expect(api.beacons[0]?.url).toBe('/v3/events/');
    expect(api.beacons[0]?.body).toMatchObject({ csrf_token: 'tok', page_token: 'page-token' });
    expect(api.beacons[0]?.body.events.map((e) => [e.event_type, e.object_id])).toEqual([
      [18, '1'],
      [12, '2'],
    ]);
  });

  it('sends nothing without the page token, which the API needs', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    const log = createEventLog(target, api.send, undefined, bus);
    for (const id of range(0, MAX_EVENTS_PER_BATCH + 1)) bus.emit('pin/impression-recorded', impressionOf(id));
    fire('pagehide');
    expect([api.posted, api.beacons, log.pending()]).toEqual([[], [], 0]);
  });

  it("logs an experience's view, completion and dismissal with the spec's event types", () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    createEventLog(target, api.send, 'page-token', bus);
    for (const step of ['view', 'complete', 'dismiss'] as const)
      bus.emit('experience/stepped', { placedExperienceId: '1000075:502722', step });
    fire('pagehide');
    expect(api.beacons[0]?.body.events.map((e) => [e.event_type, e.aux_data])).toEqual([
      [4503, { placed_experience_id: '1000075:502722' }],
      [6567, { placed_experience_id: '1000075:502722' }],
      [6568, { placed_experience_id: '1000075:502722' }],
    ]);
  });

  it('logs the count of held saves saved after login (spec section 4)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    createEventLog(target, api.send, 'page-token', bus);
    bus.emit('pin/held-saves-merged', { saved: 2, failed: 0 });
    fire('pagehide');
    expect(api.beacons[0]?.body.events).toEqual([
      expect.objectContaining({ event_type: 5, aux_data: { held_saves_merged: 2, held_saves_failed: 0 } }),
    ]);
  });

  it('counts a failed offsite check as a click with its outcome (spec section 8)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    createEventLog(target, api.send, 'page-token', bus);
    bus.emit('link/check-failed', { pinId: '7', url: 'https://example.com/a' });
    fire('pagehide');
    expect(api.beacons[0]?.body.events).toEqual([
      expect.objectContaining({ event_type: 101, object_id: '7', aux_data: { url: 'https://example.com/a', offsite_check: 'error' } }),
    ]);
  });

  it('remembers the last 50 events it logged, newest first, sent or not (for the debug panel)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const log = createEventLog(target, transport().send, 'page-token', bus);
    expect(log.recent()).toEqual([]);
    for (let i = 0; i < 60; i += 1) bus.emit('pin/impression-recorded', impressionOf(String(i)));
    bus.emit('pin/clicked-through', { pinId: 'c', url: 'https://example.com/', kind: 'click' });
    fire('pagehide');
    expect(log.pending()).toBe(0);
    const recent = log.recent();
    expect(recent).toHaveLength(DEBUG_PANEL_LIMITS.logged);
    expect(recent.slice(0, 3).map((e) => [e.event_type, e.object_id])).toEqual([
      [12, 'c'],
      [18, '59'],
      [18, '58'],
    ]);
    expect(recent.at(-1)?.object_id).toBe('11');
  });
});

describe('the event log: batches while the page lives', () => {
  it('sends a full batch at once, and the rest a few seconds after it queued', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    const log = createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 130)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.ids(api.posted)).toEqual([range(0, 100)]);
    expect(api.posted[0]).toMatchObject({ page_token: 'page-token', csrf_token: 'tok' });
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(api.posted).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(100, 130)]);
    expect(log.pending()).toBe(0);
    // A lone event goes too, on its own timer.
    bus.emit('pin/impression-recorded', impressionOf('lone'));
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(api.ids(api.posted).at(-1)).toEqual(['lone']);
  });

  it('keeps a batch within the bytes the API takes, however large its events', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    createEventLog(target, api.send, 'page-token', bus);
    // Click-throughs to 3 KB addresses: some 20 to a batch, not 100.
    for (const id of range(0, 60))
      bus.emit('pin/clicked-through', { pinId: id, url: `https://example.com/${'a'.repeat(3000)}`, kind: 'click' });
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS * 4);
    expect(api.posted.length).toBeGreaterThanOrEqual(3);
    for (const batch of api.posted) expect(new Blob([JSON.stringify(batch)]).size).toBeLessThanOrEqual(MAX_EVENT_BATCH_BYTES);
    expect(api.ids(api.posted).flat()).toEqual(range(0, 60));
  });

  it('sends one batch at a time: what queues meanwhile follows it', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    api.state.hold = true;
    createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 250)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS * 2);
    expect(api.posted).toHaveLength(1);
    api.release();
    await jest.advanceTimersByTimeAsync(0);
    api.release();
    await jest.advanceTimersByTimeAsync(0);
    // The third is not full: it waits its few seconds.
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(100, 200)]);
    api.release();
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    api.release();
    await jest.advanceTimersByTimeAsync(0);
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(100, 200), range(200, 250)]);
  });
});

describe('the event log: refusals', () => {
  it("sends a batch refused with 429 again after the server's Retry-After, in order, with what came meanwhile", async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport([{ kind: 'retry', afterMs: 7000 }]);
    const log = createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 100)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.posted).toHaveLength(1);
    // Another full batch queues while it waits: nothing is sent before the wait is over.
    for (const id of range(100, 200)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(6999);
    expect(api.posted).toHaveLength(1);
    expect(log.pending()).toBe(200);
    await jest.advanceTimersByTimeAsync(7000 * 0.2 + 1);
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(0, 100), range(100, 200)]);
    expect(log.pending()).toBe(0);
  });

  it('waits longer after each failure with no Retry-After (a network failure, a 5xx), and starts again after a success', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport([{ kind: 'retry' }, { kind: 'retry' }, { kind: 'retry' }, { kind: 'stored' }]);
    createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 100)) bus.emit('pin/impression-recorded', impressionOf(id));
    const sendsBy = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return api.posted.length;
    };
    expect(await sendsBy(0)).toBe(1);
    // Waits of 1, 2 and 4 s, each with up to a fifth more.
    expect(await sendsBy(FIRST_RETRY_MS * 1.2 + 1)).toBe(2);
    expect(await sendsBy(FIRST_RETRY_MS * 1.6)).toBe(2);
    expect(await sendsBy(FIRST_RETRY_MS * 0.8 + 1)).toBe(3);
    expect(await sendsBy(FIRST_RETRY_MS * 3.2)).toBe(3);
    expect(await sendsBy(FIRST_RETRY_MS * 1.6 + 1)).toBe(4);
    expect(api.ids(api.posted)).toEqual(Array.from({ length: 4 }, () => range(0, 100)));
    // Stored: the next failure waits a second again.
    api.outcomes.push({ kind: 'retry' });
    for (const id of range(100, 200)) bus.emit('pin/impression-recorded', impressionOf(id));
    expect(await sendsBy(0)).toBe(5);
    expect(await sendsBy(FIRST_RETRY_MS * 1.2 + 1)).toBe(6);
  });

  it('drops a batch the API refuses for good (a page too old to log), and goes on with the next', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const api = transport([{ kind: 'refused' }]);
    const log = createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 150)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(100, 150)]);
    expect(log.pending()).toBe(0);
  });

  it('keeps waiting out a 429 when the page is hidden, and beacons everything, the batch on its way included, when it is left', async () => {
    const { target, hide, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport([{ kind: 'retry', afterMs: 30_000 }]);
    const log = createEventLog(target, api.send, 'page-token', bus);
    for (const id of range(0, 120)) bus.emit('pin/impression-recorded', impressionOf(id));
    await jest.advanceTimersByTimeAsync(0);
    hide();
    expect(api.beacons).toEqual([]);
    // The wait goes on hidden; the batch is sent again and is on its way when the page is left.
    api.state.hold = true;
    await jest.advanceTimersByTimeAsync(30_000 * 1.2 + 1);
    expect(api.ids(api.posted)).toEqual([range(0, 100), range(0, 100)]);
    fire('pagehide');
    expect(api.ids(api.beacons.map((b) => b.body)).flat()).toEqual(range(0, 120));
    // Its late answer changes nothing: those events are the beacon's now.
    api.release();
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS * 2);
    expect([api.posted.length, log.pending()]).toEqual([2, 0]);
  });

  it('keeps what the browser refused to beacon for the page to send when it comes back', async () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const api = transport();
    api.state.acceptBeacons = false;
    const log = createEventLog(target, api.send, 'page-token', bus);
    bus.emit('pin/impression-recorded', impressionOf('1'));
    fire('pagehide');
    expect(log.pending()).toBe(1);
    // Back from the back-forward cache: its timer sends it.
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS);
    expect(api.ids(api.posted)).toEqual([['1']]);
    expect(log.pending()).toBe(0);
  });

  it('loses nothing from ten minutes of brisk scrolling, even against a budget below its rate', async () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    // A stand-in for the API's per-minute budget, set below a brisk scroll's 3,393 a minute so the
    // page is refused again and again: 2,000 a minute, a 429 with the time to the next minute.
    const perMinute = 2000;
    let window = { start: Date.now(), used: 0 };
    const stored: string[] = [];
    let refusals = 0;
    const budgeted: EventTransport = {
      post: (batch) => {
        if (Date.now() - window.start >= 60_000) window = { start: Date.now(), used: 0 };
        if (window.used + batch.events.length > perMinute) {
          refusals += 1;
          return Promise.resolve({ kind: 'retry', afterMs: window.start + 60_000 - Date.now() });
        }
        window.used += batch.events.length;
        stored.push(...batch.events.map((e) => e.object_id ?? ''));
        return Promise.resolve({ kind: 'stored' });
      },
      beacon: () => true,
    };
    const log = createEventLog(target, budgeted, 'page-token', bus);
    // 1.5 s steps, each bringing 17 cards' reports (about 678 cards, 3,390 events a minute).
    const offered: string[] = [];
    for (let step = 0; step < 400; step += 1) {
      for (const id of range(step * 85, step * 85 + 85)) {
        offered.push(id);
        bus.emit('pin/impression-recorded', impressionOf(id));
      }
      await jest.advanceTimersByTimeAsync(1500);
    }
    // The page stays open after the scroll: the backlog drains at the budget's pace.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(refusals).toBeGreaterThan(10);
    expect(log.pending()).toBe(0);
    expect(stored).toEqual(offered);
  });
});
