// A pin's figures cannot be forged (issue 59, item 4), on the real API: one page token stored 100
// 'enter' impressions of one pin by varying visible_threshold, the event log took click-throughs
// from the page, and /offsite/ counted a click on every GET. Now an impression counts once per
// viewer, pin and stage per page view, the figures count a viewer's impressions and click-throughs
// of a pin once an hour, and only the server's redirect makes click-throughs: a stranger moves an
// owner's figures by at most one per visitor identity. A real session's figures still count.

import sharp from 'sharp';
import { type ApiPin, type ApiPinAnalytics } from 'shared-contracts/api';
import { EVENT_TYPES, IMPRESSION_TYPES, impressionLogEvent } from 'shared-contracts/rules';
import { type ImpressionRecord } from 'shared-contracts/platform';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectOk } from '../../testing/expectAnswer';
import { startTestApi, type TestApi, type TestClient } from '../../testing/testApi';
import { testPageToken } from '../../testing/testPageTokens';
import { fakeDateOnly } from 'test-support/fakeDateOnly';

const HOUR_MS = 3600_000;
/** A browser's user agent (a bot's clicks are not counted). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let api: TestApi;
let owner: TestClient;
let pin: ApiPin;

beforeAll(async () => {
  // Only the date is fake (the figures count by the hour, and a test across an hour's end would
  // count twice); timers and I/O are real. Set before the API starts, as its budgets read it.
  fakeDateOnly();
  api = await startTestApi();
  owner = await api.client().login('demo');
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#5a189a' } })
    .png()
    .toBuffer();
  pin = expectOk(
    await owner.write<{ pin: ApiPin }>('PinResource', 'create', {
      board_id: String(DEMO_LANDMARKS.boards.demoKitchen),
      method: 'button',
      image_base64: png.toString('base64'),
      link: 'https://www.example.com/figures',
    }),
  ).pin;
}, 60_000);
afterAll(async () => {
  await api.stop();
  jest.useRealTimers();
});

/** The pin's figures as its stats page shows them (the last 30 days' totals). */
async function figures(): Promise<ApiPinAnalytics['totals']> {
  return expectOk(await owner.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: pin.id })).totals;
}

/** A batch of events from one page view (`token`), as the page sends it; resolves with how many were stored. */
async function logEvents(client: TestClient, events: ReadonlyArray<Record<string, unknown>>, token = testPageToken()): Promise<number> {
  await client.ensureCsrf();
  return expectOk(await client.request<{ stored: number }>('POST', '/v3/events/', { events, page_token: token })).stored;
}

const entry = (threshold: number) => ({
  event_type: IMPRESSION_TYPES.pin,
  impression_kind: 'pin',
  object_id: pin.id,
  aux_data: { stage: 'enter', visible_threshold: threshold },
});

/** GET the pin's tracked link as `client` (its cookies, no redirect followed); the status. */
async function followLink(client: TestClient | null): Promise<number> {
  const response = await fetch(`${api.baseUrl}${pin.trackedLink ?? ''}`, {
    headers: { 'user-agent': BROWSER, ...(client ? { cookie: client.cookieHeader() } : {}) },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const loggedEntries = async () =>
  await api.count(
    'SELECT count(*) AS n FROM events WHERE object_id = ? AND event_type = 18 AND aux_data LIKE \'%"stage":"enter"%\'',
    pin.id,
  );

describe("a pin's figures", () => {
  it('count one page token’s 100 entries of the pin, each with another visible_threshold, as one impression', async () => {
    const before = await figures();
    const entriesBefore = await loggedEntries();
    const stranger = api.client();
    const token = testPageToken('stranger-1');
    expect(
      await logEvents(
        stranger,
        Array.from({ length: 100 }, (_, i) => entry(i)),
        token,
      ),
    ).toBe(1);
    // Again, and in batches of its own: nothing more.
    for (let i = 0; i < 5; i += 1) expect(await logEvents(stranger, [entry(i * 7), entry(100 - i)], token)).toBe(0);
    expect(await loggedEntries()).toBe(entriesBefore + 1);
    expect(await figures()).toEqual({ ...before, impressions: before.impressions + 1 });
  });

  it('count a visitor’s impressions of the pin once an hour, however many page views they make', async () => {
    const before = await figures();
    const stranger = api.client();
    // 20 documents, each a page view with its own token: each logs its entry (the log keeps them) ...
    for (let i = 0; i < 20; i += 1) expect(await logEvents(stranger, [entry(0)], testPageToken('stranger-2'))).toBe(1);
    // ... but they are one visitor's, in one hour: one impression.
    expect(await figures()).toEqual({ ...before, impressions: before.impressions + 1 });
    // The next hour, that visitor's next view is one more.
    jest.setSystemTime(Date.now() + HOUR_MS);
    expect(await logEvents(stranger, [entry(0)], testPageToken('stranger-2'))).toBe(1);
    expect(await figures()).toEqual({ ...before, impressions: before.impressions + 2 });
  });

  it('take no click-through from the event log, whatever it claims', async () => {
    const before = await figures();
    const stranger = api.client();
    const claims = Array.from({ length: 100 }, (_, i) => ({
      event_type: EVENT_TYPES.clickThrough,
      object_id: pin.id,
      aux_data: { url: 'https://www.example.com/figures', clickthrough_type: i % 2 === 0 ? 'offsite_redirect' : 'leftClick' },
    }));
    // The page's own click-through events are logged as it sends them, and counted nowhere.
    expect(await logEvents(stranger, claims)).toBe(100);
    expect(await figures()).toEqual(before);
  });

  it('count the redirect’s click-throughs once per viewer, pin and hour: 200 GETs of the link, 50 at a time, are one', async () => {
    const before = await figures();
    const eventsBefore = await api.count('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', pin.id);
    const stranger = api.client();
    await stranger.ensureCsrf();
    for (let round = 0; round < 4; round += 1) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => followLink(stranger)));
      // Every one is sent on: the person clicking again is never refused.
      expect(new Set(statuses)).toEqual(new Set([302]));
    }
    expect(await figures()).toEqual({ ...before, clickthroughs: before.clickthroughs + 1 });
    // Logged once too: the reloads are no events.
    expect(await api.count('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', pin.id)).toBe(eventsBefore + 1);
    jest.setSystemTime(Date.now() + HOUR_MS);
    expect(await followLink(stranger)).toBe(302);
    expect(await figures()).toEqual({ ...before, clickthroughs: before.clickthroughs + 2 });
  });

  it('move by at most one per visitor identity: ten strangers, each with its page views and clicks, are ten', async () => {
    const before = await figures();
    for (let i = 0; i < 10; i += 1) {
      const stranger = api.client();
      await stranger.ensureCsrf();
      for (let view = 0; view < 3; view += 1) await logEvents(stranger, [entry(view), entry(view + 50)], testPageToken(`stranger-x${i}`));
      for (let click = 0; click < 3; click += 1) expect(await followLink(stranger)).toBe(302);
    }
    // A client that keeps no cookie is a new visitor on every request: each of its clicks is another identity's.
    for (let i = 0; i < 3; i += 1) expect(await followLink(null)).toBe(302);
    expect(await figures()).toEqual({ ...before, impressions: before.impressions + 10, clickthroughs: before.clickthroughs + 13 });
  });

  it('still count a real browsing session: a card’s five reports are one impression, and one click on its link one click-through', async () => {
    const before = await figures();
    const person = api.client();
    await person.ensureCsrf();
    const page = testPageToken('a-person');
    const report = (stage: ImpressionRecord['stage'], visibleThreshold: ImpressionRecord['visibleThreshold'], slotIndex: number) =>
      impressionLogEvent({
        pinId: pin.id,
        surface: 'AuthHomefeed',
        stage,
        visibleThreshold,
        slotIndex,
        cellWidth: 236,
        cellHeight: 400,
        windowWidth: 1280,
        windowHeight: 900,
        renderDurationMs: 12,
        time: Date.now(),
      });
    // The grid's reports as the page flushes them: the card enters, crosses 50, 80 and 100 %, leaves.
    expect(await logEvents(person, [report('enter', 0, 3), report('visible', 50, 3), report('visible', 80, 3)], page)).toBe(3);
    expect(await logEvents(person, [report('visible', 100, 3)], page)).toBe(1);
    expect(await logEvents(person, [report('exit', 100, 3)], page)).toBe(1);
    // The person clicks the pin's link: the redirect sends them on.
    expect(await followLink(person)).toBe(302);
    expect(await figures()).toEqual({ ...before, impressions: before.impressions + 1, clickthroughs: before.clickthroughs + 1 });
  });
});
