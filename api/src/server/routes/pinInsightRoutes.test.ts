// PinDetailsResource ('More about this Pin') and PinAnalyticsResource ('See more stats').

import { withPlaceholders } from '../../testing/placeholders';
import { testPageToken } from '../../testing/testPageTokens';
import sharp from 'sharp';
import { type ApiBoard, type ApiPin, type ApiPinAnalytics, type ApiPinDetails } from 'shared-contracts/api';
import { EVENT_TYPES, IMPRESSION_TYPES } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { analyticsDates } from './pinInsightRoutes';

const api = startTestApiForFile({ signedIn: ['demo', 'employee', 'partner'] });

const L = DEMO_LANDMARKS;

async function upload(client: TestClient, boardId: string | number, background: string): Promise<ApiPin> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  const answer = await client.write<{ pin: ApiPin }>('PinResource', 'create', {
    board_id: String(boardId),
    method: 'button',
    image_base64: png.toString('base64'),
    link: 'https://www.example.com/analytics',
  });
  return expectOk(answer).pin;
}

async function logEvents(client: TestClient, events: Array<Record<string, unknown>>): Promise<void> {
  await client.ensureCsrf();
  const answer = await client.request<{ stored: number }>('POST', '/v3/events/', { events, page_token: testPageToken() });
  expect(expectOk(answer).stored).toBe(events.length);
}

const impression = (pinId: string, stage = 'enter') => ({
  event_type: IMPRESSION_TYPES.pin,
  impression_kind: 'pin',
  object_id: pinId,
  aux_data: { stage, visible_threshold: 0 },
});
const clickThrough = (pinId: string) => ({
  event_type: EVENT_TYPES.clickThrough,
  object_id: pinId,
  aux_data: { url: 'https://www.example.com/' },
});

describe('PinDetailsResource get', () => {
  // A seeded pin with tags, saved to several boards.
  const busyPin = async () =>
    (await api.row(
      `SELECT p.root_pin_id AS id FROM pins p JOIN pins r ON r.id = p.root_pin_id
         WHERE ${api.dialect.jsonArrayLength('r.content', 'pinTagsChips')} > 0 AND r.interest_id IS NOT NULL
         GROUP BY p.root_pin_id ORDER BY count(DISTINCT p.board_id) DESC, p.root_pin_id LIMIT 1`,
    )) as { id: number };

  it("answers the pin's counts, the boards holding it (newest change first) and its related interests", async () => {
    const id = String((await busyPin()).id);
    const pin = expectOk(await api.visitor.get<ApiPin>('PinResource', { id }));
    const details = expectOk(await api.visitor.get<ApiPinDetails>('PinDetailsResource', { pin_id: id }));
    expect(details.pin_id).toBe(id);
    expect(details.counts).toEqual({ saves: pin.aggregatedPinData.saves, likes: 0, shares: pin.shareCount });

    const holding = await api.count(
      `SELECT count(DISTINCT b.id) AS n FROM boards b JOIN pins p ON p.board_id = b.id
         WHERE p.root_pin_id = ? AND b.privacy = 'public' AND b.archived = 0`,
      Number(id),
    );
    expect(holding).toBeGreaterThan(1);
    expect(details.boards).toHaveLength(Math.min(holding, 25));
    const stamps = details.boards.map((b) => b.boardOrderModifiedAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    for (const board of details.boards) {
      expect(board).toMatchObject({ privacy: 'public', url: expect.stringMatching(/^\/[a-z0-9_]+\/[a-z0-9-]+\/$/) });
      expect(board.coverImages.length).toBeGreaterThan(0);
    }

    // The topic first, linking to its page; then the tags, which have no page of their own.
    const interest = pin.sourceInterest;
    if (!interest) throw new Error('the pin has no topic');
    expect(details.interests[0]).toEqual({ id: interest.id, name: interest.name, url: `/ideas/${interest.urlName}/${interest.id}/` });
    expect(details.interests.slice(1)).toEqual(pin.aggregatedPinData.pinTagsChips.map((name) => ({ id: null, name, url: null })));

    // A tag that names an interest links to that interest's page.
    const tag = pin.aggregatedPinData.pinTagsChips[0] ?? '';
    const added = await withPlaceholders(api.api.sql).get<{ id: number }>(
      'INSERT INTO interests (name, url_name) VALUES (?, ?) RETURNING id',
      tag.toUpperCase(),
      'tag-page',
    );
    const again = expectOk(await api.visitor.get<ApiPinDetails>('PinDetailsResource', { pin_id: id }));
    const interestId = String(added?.id);
    expect(again.interests).toContainEqual({ id: interestId, name: tag, url: `/ideas/tag-page/${interestId}/` });
  });

  it("lists a secret board holding the pin only to those who may see it, and never someone else's secret board", async () => {
    const id = String((await busyPin()).id);
    const saved = expectOk(
      await api.demo.write<ApiPin & { created: boolean }>('RepinResource', 'create', {
        pin_id: id,
        board_id: String(L.boards.demoGiftsSecret),
      }),
    );
    expect(saved.board?.privacy).toBe('secret');
    const forDemo = expectOk(await api.demo.get<ApiPinDetails>('PinDetailsResource', { pin_id: id }));
    // Just saved to: the newest change.
    expect(forDemo.boards[0]).toMatchObject({ id: String(L.boards.demoGiftsSecret), privacy: 'secret' });
    for (const client of [api.visitor, api.employee]) {
      const boards = expectOk(await client.get<ApiPinDetails>('PinDetailsResource', { pin_id: id })).boards;
      expect(boards.map((b) => b.id)).not.toContain(String(L.boards.demoGiftsSecret));
      expect(boards.every((b: ApiBoard) => b.privacy !== 'secret')).toBe(true);
    }
  });

  it('is not found for a pin that does not exist or that the viewer may not read, like PinResource', async () => {
    expectFailure(await api.visitor.get('PinDetailsResource', { pin_id: '999999' }), 404, 'not_found');
    const secretPin = (await api.row('SELECT id FROM pins WHERE board_id = ? LIMIT 1', L.boards.otherUserSecret)) as { id: number };
    expectFailure(await api.demo.get('PinDetailsResource', { pin_id: String(secretPin.id) }), 404, 'not_found');
    expectFailure(await api.visitor.get('PinDetailsResource', {}), 400, 'invalid_field', 'pin_id');
  });
});

describe('PinAnalyticsResource get', () => {
  it('counts the last 30 days from the event log, the redirect’s click-throughs and the saves, zero-filled, for the pin of the viewer', async () => {
    const pin = await upload(api.demo, L.boards.demoKitchen, '#6a4c93');
    const someoneElse = String(L.pins.recipe);
    // Each logEvents is another page view: the visitor sees the pin on two pages, in one hour: one impression.
    await logEvents(api.visitor, [impression(pin.id)]);
    await logEvents(api.visitor, [
      impression(pin.id),
      impression(pin.id, 'visible'), // the same impression crossing 50 %: not another one
      impression(pin.id, 'exit'),
      impression(someoneElse),
      clickThrough(pin.id), // the page's word: logged, counted as no click-through
    ]);
    await logEvents(api.employee, [impression(pin.id), clickThrough(pin.id)]);
    // Click-throughs are the redirect's: the visitor and the employee each follow the pin's link.
    for (const client of [api.visitor, api.employee]) {
      const followed = await fetch(`${api.baseUrl}${pin.trackedLink ?? ''}`, {
        headers: { 'user-agent': client.userAgent, cookie: client.cookieHeader() },
        redirect: 'manual',
      });
      expect(followed.status).toBe(302);
    }
    expectOk(
      await api.employee.write('RepinResource', 'create', {
        pin_id: pin.id,
        board_id: String(await api.count('SELECT min(id) AS n FROM boards WHERE owner_id = 3')),
      }),
    );

    const analytics = expectOk(await api.demo.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: pin.id }));
    const dates = analyticsDates(new Date());
    expect(analytics).toMatchObject({ pin_id: pin.id, from: dates[0], to: dates[29] });
    expect(analytics.days.map((d) => d.date)).toEqual(dates);
    expect(analytics.days).toHaveLength(30);
    expect(analytics.days[29]).toEqual({ date: dates[29], impressions: 2, saves: 1, clickthroughs: 2 });
    expect(analytics.days.slice(0, 29).every((d) => d.impressions + d.saves + d.clickthroughs === 0)).toBe(true);
    expect(analytics.totals).toEqual({ impressions: 2, saves: 1, clickthroughs: 2 });
  });

  it("shows demo's seeded pins with real figures", async () => {
    const busiest = (await api.row(
      `SELECT e.object_id AS id FROM events e JOIN pins p ON p.id = CAST(e.object_id AS INTEGER)
         WHERE p.pinner_id = ? AND e.event_type = ? GROUP BY e.object_id ORDER BY count(*) DESC LIMIT 1`,
      L.users.demo,
      IMPRESSION_TYPES.pin,
    )) as { id: string };
    const analytics = expectOk(await api.demo.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: busiest.id }));
    expect(analytics.totals.impressions).toBeGreaterThan(300);
    expect(analytics.totals.clickthroughs).toBeGreaterThan(0);
    expect(analytics.days.filter((d) => d.impressions > 0).length).toBeGreaterThan(10);
  });

  it("is not found for anyone but the pin's owner: visitors, other users, a collaborator on its board", async () => {
    const pin = (await api.row(
      'SELECT id FROM pins WHERE pinner_id = ? AND is_repin = 0 AND board_id = ? LIMIT 1',
      L.users.demo,
      L.boards.demoKitchen,
    )) as {
      id: number;
    };
    const id = String(pin.id);
    expectOk(await api.demo.get('PinAnalyticsResource', { pin_id: id }));
    for (const client of [api.visitor, api.employee, api.partner, await api.client().login('newbie')])
      expectFailure(await client.get('PinAnalyticsResource', { pin_id: id }), 404, 'not_found');
    // A pin of maya_chen's board that demo collaborates on: demo may save there, but it is not demo's pin.
    const theirs = (await api.row(
      'SELECT id FROM pins WHERE board_id = ? AND pinner_id <> ? LIMIT 1',
      L.boards.demoCollaboratesOn,
      L.users.demo,
    )) as {
      id: number;
    };
    expectFailure(await api.demo.get('PinAnalyticsResource', { pin_id: String(theirs.id) }), 404, 'not_found');
    expectFailure(await api.demo.get('PinAnalyticsResource', { pin_id: '999999' }), 404, 'not_found');
  });

  it('shows a user who is not a partner their own pins, on a secret board or saved, even with no figures', async () => {
    const secretPin = await upload(api.demo, L.boards.demoGiftsSecret, '#ffca3a');
    expect(expectOk(await api.demo.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: secretPin.id })).totals).toEqual({
      impressions: 0,
      saves: 0,
      clickthroughs: 0,
    });
    const repin = expectOk(
      await api.demo.write<ApiPin>('RepinResource', 'create', { pin_id: String(L.pins.recipe), board_id: String(L.boards.demoLivingRoom) }),
    );
    expectOk(await api.demo.get('PinAnalyticsResource', { pin_id: repin.id }));
  });

  it('shows a partner their own pin only on a public or protected board, not a repin, with 30-day figures (spec section 5)', async () => {
    const seeded = (await api.row(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
         WHERE p.pinner_id = ? AND p.is_repin = 0 AND b.privacy = 'public'
           AND EXISTS (SELECT 1 FROM events e WHERE e.object_id = CAST(p.id AS TEXT)) LIMIT 1`,
      L.users.partner,
    )) as { id: number };
    expect(
      expectOk(await api.partner.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: String(seeded.id) })).totals.impressions,
    ).toBeGreaterThan(0);

    const publicBoard = expectOk(await api.partner.write<ApiBoard>('BoardResource', 'create', { name: 'Partner public' }));
    const fresh = await upload(api.partner, publicBoard.id, '#1982c4');
    // No 30-day figures yet: not found, until someone sees it.
    expectFailure(await api.partner.get('PinAnalyticsResource', { pin_id: fresh.id }), 404, 'not_found');
    await logEvents(api.visitor, [impression(fresh.id)]);
    expect(expectOk(await api.partner.get<ApiPinAnalytics>('PinAnalyticsResource', { pin_id: fresh.id })).totals.impressions).toBe(1);

    // On a secret board: not found, figures or not.
    const secretBoard = expectOk(
      await api.partner.write<ApiBoard>('BoardResource', 'create', { name: 'Partner secret', privacy: 'secret' }),
    );
    const secret = await upload(api.partner, secretBoard.id, '#8ac926');
    await logEvents(api.partner, [impression(secret.id)]);
    expectFailure(await api.partner.get('PinAnalyticsResource', { pin_id: secret.id }), 404, 'not_found');

    // A repin of the partner's: not found, figures or not.
    const repin = expectOk(
      await api.partner.write<ApiPin>('RepinResource', 'create', { pin_id: String(L.pins.recipe), board_id: publicBoard.id }),
    );
    await logEvents(api.visitor, [impression(repin.id)]);
    expectFailure(await api.partner.get('PinAnalyticsResource', { pin_id: repin.id }), 404, 'not_found');
  });
});

describe('analyticsDates', () => {
  it('is the 30 UTC days ending today, oldest first, across a month and a year', () => {
    const dates = analyticsDates(new Date('2025-01-10T23:59:59.000Z'));
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2024-12-12');
    expect(dates[29]).toBe('2025-01-10');
    expect(analyticsDates(new Date('2024-03-01T00:00:00.000Z'), 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});
