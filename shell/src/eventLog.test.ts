import { createEventBus } from 'page-runtime';
import { DEBUG_PANEL_LIMITS, type EventMap, type ImpressionRecord } from 'shared-contracts';
import { createEventLog, EVENTS_PER_BEACON } from './eventLog';

function page(consent = 'a1m0p0') {
  const listeners = new Map<string, () => void>();
  const target = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, cookie: `csrftoken=tok; pb_cookie_choices=${consent}` },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  return { target, fire: (type: string) => listeners.get(type)?.() };
}

const impression = (pinId: string): ImpressionRecord => ({
  pinId,
  surface: 'AuthHomefeed',
  stage: 'enter',
  visibleThreshold: 0,
  slotIndex: 0,
  cellWidth: 236,
  cellHeight: 300,
  windowWidth: 1280,
  windowHeight: 900,
  renderDurationMs: 5,
  time: 0,
});

describe('the event log batcher', () => {
  it.each([
    ['refused analytics cookies', 'a0m1p1'],
    ['not chosen yet', ''],
  ])('sends nothing while the visitor has %s, though the debug panel still lists the events', (_n, consent) => {
    const { target, fire } = page(consent);
    const bus = createEventBus<EventMap>();
    const sent: string[] = [];
    const log = createEventLog(target, (_url, body) => sent.push(body) > 0, 'page-token', bus);
    bus.emit('pin/impression-recorded', impression('1'));
    fire('pagehide');
    expect(sent).toEqual([]);
    expect(log.recent()).toHaveLength(1);
    // Allowed later: what came after is sent, what came before is not.
    target.document.cookie = 'csrftoken=tok; pb_cookie_choices=a1m0p0';
    bus.emit('pin/impression-recorded', impression('2'));
    fire('pagehide');
    expect(sent.map((body) => (JSON.parse(body) as { events: Array<{ object_id: string }> }).events.map((e) => e.object_id))).toEqual([
      ['2'],
    ]);
  });

  it('sends impressions and click-throughs in one beacon when the page is hidden, with the page and CSRF tokens', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const sent: Array<{
      url: string;
      body: { events: Array<{ event_type: number; object_id: string }>; csrf_token: string; page_token: string };
    }> = [];
    createEventLog(target, (url, body) => sent.push({ url, body: JSON.parse(body) }) > 0, 'page-token', bus);
    bus.emit('pin/impression-recorded', impression('1'));
    bus.emit('pin/clicked-through', { pinId: '2', url: 'https://example.com/', kind: 'rightClick' });
    expect(sent).toEqual([]);
    target.document.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/v3/events/');
    expect(sent[0]?.body.csrf_token).toBe('tok');
    expect(sent[0]?.body.page_token).toBe('page-token');
    expect(sent[0]?.body.events.map((e) => [e.event_type, e.object_id])).toEqual([
      [18, '1'],
      [12, '2'],
    ]);
  });

  it("logs an experience's view, completion and dismissal with the spec's event types", () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const sent: Array<{ events: Array<{ event_type: number; aux_data: unknown }> }> = [];
    createEventLog(target, (_url, body) => sent.push(JSON.parse(body) as (typeof sent)[number]) > 0, 'page-token', bus);
    for (const step of ['view', 'complete', 'dismiss'] as const)
      bus.emit('experience/stepped', { placedExperienceId: '1000075:502722', step });
    fire('pagehide');
    expect(sent[0]?.events.map((e) => [e.event_type, e.aux_data])).toEqual([
      [4503, { placed_experience_id: '1000075:502722' }],
      [6567, { placed_experience_id: '1000075:502722' }],
      [6568, { placed_experience_id: '1000075:502722' }],
    ]);
  });

  it('logs the count of held saves saved after login (spec section 4)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const sent: Array<{ events: Array<{ event_type: number; aux_data: unknown }> }> = [];
    createEventLog(target, (_url, body) => sent.push(JSON.parse(body) as (typeof sent)[number]) > 0, 'page-token', bus);
    bus.emit('pin/held-saves-merged', { saved: 2, failed: 0 });
    fire('pagehide');
    expect(sent[0]?.events).toEqual([expect.objectContaining({ event_type: 5, aux_data: { held_saves_merged: 2, held_saves_failed: 0 } })]);
  });

  it('counts a failed offsite check as a click with its outcome (spec section 8)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    type Beacon = { events: Array<{ event_type: number; object_id: string; aux_data: unknown }> };
    const sent: Beacon[] = [];
    createEventLog(target, (_url, body) => sent.push(JSON.parse(body) as Beacon) > 0, 'page-token', bus);
    bus.emit('link/check-failed', { pinId: '7', url: 'https://example.com/a' });
    fire('pagehide');
    expect(sent[0]?.events).toEqual([
      expect.objectContaining({ event_type: 101, object_id: '7', aux_data: { url: 'https://example.com/a', offsite_check: 'error' } }),
    ]);
  });

  it('sends a full beacon as soon as one has queued', () => {
    const { target } = page();
    const bus = createEventBus<EventMap>();
    const sizes: number[] = [];
    createEventLog(target, (_url, body) => sizes.push((JSON.parse(body) as { events: unknown[] }).events.length) > 0, 'page-token', bus);
    for (let i = 0; i < EVENTS_PER_BEACON + 1; i += 1) bus.emit('pin/impression-recorded', impression(String(i)));
    expect(sizes).toEqual([EVENTS_PER_BEACON]);
  });

  it('keeps what the browser refused for the next hide', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    let accept = false;
    const log = createEventLog(target, () => accept, 'page-token', bus);
    bus.emit('pin/impression-recorded', impression('1'));
    fire('pagehide');
    expect(log.pending()).toBe(1);
    accept = true;
    fire('pagehide');
    expect(log.pending()).toBe(0);
  });

  it('remembers the last 50 events it logged, newest first, sent or not (for the debug panel)', () => {
    const { target, fire } = page();
    const bus = createEventBus<EventMap>();
    const log = createEventLog(target, () => true, 'page-token', bus);
    expect(log.recent()).toEqual([]);
    for (let i = 0; i < 60; i += 1) bus.emit('pin/impression-recorded', impression(String(i)));
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
