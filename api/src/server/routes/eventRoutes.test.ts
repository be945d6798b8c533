// The event log under abuse: only pages this site served may log, a visitor and an address have a
// budget per minute, batches and fields are small, and old events are pruned.

import { MAX_EVENT_AUX_DATA_BYTES, MAX_EVENTS_PER_BATCH } from 'shared-contracts/rules';
import { keepEventsFor } from '../../eventRetention';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { fakeDateOnly } from 'test-support/fakeDateOnly';
import { testPageToken } from '../../testing/testPageTokens';
import { MAX_EVENTS_PER_ADDRESS_PER_MINUTE, MAX_EVENTS_PER_VISITOR_PER_MINUTE } from './eventRoutes';

const api = startTestApiForFile();
// A flood's still clock goes with its test, whatever happened in it.
afterEach(() => jest.useRealTimers());

const rows = async () => await api.count('SELECT count(*) AS n FROM events');
/** `size` pin impressions ('enter'), of pins from 1000 + `from` on. */
const batch = (size: number, from = 0) =>
  Array.from({ length: size }, (_, i) => ({ event_type: 18, impression_kind: 'pin', object_id: String(1000 + from + i) }));
async function post(client: TestClient, body: Record<string, unknown>) {
  await client.ensureCsrf();
  return client.request<{ stored: number }>('POST', '/v3/events/', body);
}

// Before the floods below, which spend this address's minute.
describe('one page view (issue 41, item 10)', () => {
  const impressionOf = (pinId: string, aux: Record<string, unknown> = {}) => ({
    event_type: 18,
    impression_kind: 'pin',
    object_id: pinId,
    aux_data: { stage: 'enter', visible_threshold: 0, ...aux },
  });
  const countOf = (pinId: string) => api.count('SELECT count(*) AS n FROM events WHERE object_id = ? AND event_type = 18', pinId);

  it('counts an impression once per pin and stage: a card seen again, a repeated or replayed batch, add nothing', async () => {
    const client = api.client();
    const page = testPageToken('forger', 'one-page-view');
    const seen = impressionOf('777001');
    const crossed = impressionOf('777001', { stage: 'visible', visible_threshold: 50 });
    expect((await post(client, { events: [seen, seen, crossed], page_token: page })).body.resource_response.data).toEqual({ stored: 2 });
    const replay = await post(client, { events: Array.from({ length: 50 }, () => seen), page_token: page });
    expect([replay.status, replay.body.resource_response.data]).toEqual([200, { stored: 0 }]);
    expect(await countOf('777001')).toBe(2);
    // Another page view is another impression.
    expect((await post(client, { events: [seen], page_token: testPageToken('forger', 'another-page-view') })).status).toBe(200);
    expect(await countOf('777001')).toBe(3);
  });

  it("keeps only an impression's own fields, however much a client pads it", async () => {
    const client = api.client();
    const padded = impressionOf('777002', { surface: 'AuthHomefeed', slot_index: 4, junk: 'x'.repeat(3000), nested: { a: 1 } });
    expect((await post(client, { events: [padded], page_token: testPageToken('padder') })).status).toBe(200);
    const row = (await api.row('SELECT aux_data FROM events WHERE object_id = ?', '777002')) as { aux_data: string };
    expect(JSON.parse(row.aux_data)).toEqual({ stage: 'enter', visible_threshold: 0, surface: 'AuthHomefeed', slot_index: 4 });
  });
});

describe('POST /v3/events/', () => {
  it('refuses a batch without the page token, or with a forged one, and stores nothing', async () => {
    const stranger = api.client();
    await stranger.ensureCsrf();
    const before = await rows();
    const missing = await post(stranger, { events: batch(1) });
    expect(missing.status).toBe(400);
    expect(missing.body.resource_response.error).toMatchObject({ field: 'page_token' });
    const forged = await post(stranger, { events: batch(1), page_token: `${testPageToken('x').split('.')[0] ?? ''}.forged` });
    expect(forged.status).toBe(403);
    expect(forged.body.resource_response.error?.message).toBe('This page is too old to log events. Reload the page.');
    expect(await rows()).toBe(before);
  });

  it('refuses more events than a beacon holds, and an aux_data too large, naming the field', async () => {
    const client = api.client();
    const tooMany = await post(client, { events: batch(MAX_EVENTS_PER_BATCH + 1), page_token: testPageToken('big-batch') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.resource_response.error).toMatchObject({ field: 'events' });
    const huge = await post(client, {
      events: [{ event_type: 12, object_id: '1', aux_data: { url: `https://example.com/${'a'.repeat(MAX_EVENT_AUX_DATA_BYTES)}` } }],
      page_token: testPageToken('big-field'),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.resource_response.error).toMatchObject({ field: 'events.0.aux_data' });
  });

  it('gives one signed-out visitor a budget per minute: a flood of 20,000 events stores at most that many', async () => {
    // One minute of the site's clock, however long the flood takes on a loaded machine.
    fakeDateOnly();
    const flooder = api.client();
    const token = testPageToken('flooder');
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1)
      statuses.push((await post(flooder, { events: batch(MAX_EVENTS_PER_BATCH, i * MAX_EVENTS_PER_BATCH), page_token: token })).status);
    expect((await rows()) - before).toBe(MAX_EVENTS_PER_VISITOR_PER_MINUTE);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_EVENTS_PER_VISITOR_PER_MINUTE / MAX_EVENTS_PER_BATCH);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - MAX_EVENTS_PER_VISITOR_PER_MINUTE / MAX_EVENTS_PER_BATCH);
    const refused = await post(flooder, { events: batch(1, 50_000), page_token: token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.resource_response.error?.message).toMatch(/^Too many events from this page\. Try again in \d+ seconds\.$/);
  });

  it('gives one address a budget per minute, however many pages and visitors it has', async () => {
    // One minute of the site's clock, however long the flood takes here: on a loaded machine its 272
    // batches took over a minute, and the address's next minute then let the one more in.
    fakeDateOnly();
    const before = await rows();
    let stored = 0;
    const tries = MAX_EVENTS_PER_ADDRESS_PER_MINUTE / MAX_EVENTS_PER_BATCH + 5;
    for (let i = 0; stored < MAX_EVENTS_PER_ADDRESS_PER_MINUTE + 500 && i < tries; i += 1) {
      const answer = await post(api.client(), { events: batch(MAX_EVENTS_PER_BATCH), page_token: testPageToken(`visitor-${i}`) });
      if (answer.status === 200) stored += MAX_EVENTS_PER_BATCH;
      else expect(answer.status).toBe(429);
    }
    // The earlier tests spent part of this address's minute.
    expect((await rows()) - before).toBeLessThanOrEqual(MAX_EVENTS_PER_ADDRESS_PER_MINUTE);
    // What room is left is less than a batch: the loop stopped at the first refusal.
    expect((await post(api.client(), { events: batch(MAX_EVENTS_PER_BATCH), page_token: testPageToken('one-more') })).status).toBe(429);
    // An address's minute is four brisk people's (27,200 events, 272 batches stored): a bound for a loaded machine.
  }, 180_000);
});

describe('event retention', () => {
  it('deletes events older than the retention and keeps the rest', async () => {
    const pruned: string[] = [];
    const removed: Date[] = [];
    const storage = {
      pruneEvents: async (before: Date) => {
        removed.push(before);
        return 3;
      },
    };
    const job = keepEventsFor(
      storage,
      90,
      (line) => pruned.push(line),
      () => Date.parse('2026-11-23T00:00:00Z'),
    );
    expect(await job.pruned).toBe(3);
    job.stop();
    expect(removed[0]?.toISOString()).toBe('2026-08-25T00:00:00.000Z');
    expect(pruned).toEqual(['api: deleted 3 events older than 90 days']);
  });

  it('prunes by the time an event was received, in the database', async () => {
    const { storage } = api.api.deps;
    const cutoff = new Date(Date.now() - 60_000);
    const older = await api.count('SELECT count(*) AS n FROM events WHERE received_at < ?', cutoff.toISOString());
    const before = await rows();
    await storage.recordEvents('anon:old', [
      {
        event_type: 18,
        view_type: null,
        view_parameter: null,
        object_id: '1',
        impression_kind: 'pin',
        aux_data: null,
        tracking_params: null,
        client_time: null,
      },
    ]);
    // The seeded demo events go back a month: those older than the cutoff go, the new one stays.
    expect(await storage.pruneEvents(cutoff)).toBe(older);
    expect(await rows()).toBe(before + 1 - older);
    expect(await api.count("SELECT count(*) AS n FROM events WHERE subject = 'anon:old'")).toBe(1);
    expect(await storage.pruneEvents(new Date(Date.now() + 60_000))).toBe(before + 1 - older);
    expect(await rows()).toBe(0);
  });
});
