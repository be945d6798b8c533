// The home feed follows the viewer's interests: someone who follows interests sees only their pins
// (in the feed's own ranking), someone who follows none and every visitor sees everything, and a
// follow or unfollow shows on the next read, bookmarks included.

import type { ApiBoard, ApiGridPin, ApiPin } from 'shared-contracts/api';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { signedUpClient } from '../../testing/signedUpClient';

const api = startTestApiForFile();

const DISCOVERABLE = "p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0";

/** The whole home feed as this client reads it, page by page, with each page's bookmark. */
async function wholeHomeFeed(client: TestClient, pageSize = 100): Promise<ApiPin[]> {
  const pins: ApiPin[] = [];
  let bookmark: string | null | undefined;
  for (let n = 0; n < 200; n++) {
    const answer = await client.get<ApiPin[]>('HomefeedResource', { page_size: pageSize, ...(bookmark ? { bookmark } : {}) });
    pins.push(...expectOk(answer));
    bookmark = answer.body.resource_response.bookmark;
    if (bookmark === null) return pins;
  }
  throw new Error('the home feed never ended');
}

/** The home feed's pins in its ranking, from the database: all discoverable ones, or those of these interests. */
async function rankedIds(interestIds?: number[]): Promise<string[]> {
  const only = interestIds ? `AND p.interest_id IN ${api.dialect.jsonArrayValues('?', 'integer')}` : '';
  const rows = (await api.rows(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${DISCOVERABLE} ${only} ORDER BY p.feed_rank, p.id`,
    ...(interestIds ? [JSON.stringify(interestIds)] : []),
  )) as { id: number | string }[];
  return rows.map((r) => String(r.id));
}

const interestsOf = (pins: ApiPin[]) => new Set(pins.map((p) => p.sourceInterest?.id));

const signup = (username: string): Promise<TestClient> => signedUpClient(api, username);

const follow = async (client: TestClient, interestId: number) =>
  expectOk(await client.write('InterestFollowResource', 'create', { interest_id: String(interestId) }));
const unfollow = async (client: TestClient, interestId: number) =>
  expectOk(await client.write('InterestFollowResource', 'delete', { interest_id: String(interestId) }));

describe('HomefeedResource and followed interests', () => {
  it("shows demo only the pins of the interests demo follows, in the feed's ranking, and plenty of them", async () => {
    const demo = await api.client().login('demo');
    const followed = (
      (await api.rows('SELECT interest_id FROM interest_follows WHERE user_id = ?', DEMO_LANDMARKS.users.demo)) as {
        interest_id: number | string;
      }[]
    ).map((r) => Number(r.interest_id));
    expect(followed.length).toBeGreaterThanOrEqual(5);
    const pins = await wholeHomeFeed(demo);
    expect(pins.map((p) => p.id)).toEqual(await rankedIds(followed));
    expect([...interestsOf(pins)].sort()).toEqual(followed.map(String).sort());
    // Not a thin feed: many screens of pins.
    expect(pins.length).toBeGreaterThan(200);
  });

  it("says why each pin is in demo's feed: its board, else its pinner, else its topic that demo follows", async () => {
    const demo = await api.client().login('demo');
    const ids = async (sql: string) =>
      new Set(((await api.rows(sql, DEMO_LANDMARKS.users.demo)) as { id: number | string }[]).map((r) => String(r.id)));
    const boards = await ids('SELECT board_id AS id FROM board_follows WHERE user_id = ?');
    const people = await ids('SELECT followee_id AS id FROM user_follows WHERE follower_id = ?');
    const pins = expectOk(await demo.get<ApiGridPin[]>('HomefeedResource', { page_size: 100 }));
    const expected = (pin: ApiGridPin) =>
      pin.board && boards.has(pin.board.id)
        ? { reason: 'recent_followed_board', hasBoard: true }
        : people.has(pin.pinner.id)
          ? { reason: 'following_feed', hasBoard: false }
          : { reason: 'followed_interest', hasBoard: false };
    expect(pins.map((pin) => pin.recommendationReason)).toEqual(pins.map(expected));
    expect(new Set(pins.map((pin) => pin.recommendationReason?.reason)).size).toBe(3);
    // A visitor's feed, and any other read, is recommended by no follow.
    const visitor = expectOk(await api.client().get<ApiGridPin[]>('HomefeedResource', { page_size: 5 }));
    expect(visitor.map((pin) => pin.recommendationReason)).toEqual([null, null, null, null, null]);
    const search = expectOk(await demo.get<ApiGridPin[]>('BaseSearchResource', { query: 'ideas', page_size: 5 }));
    expect(search.every((pin) => pin.recommendationReason === null)).toBe(true);
  });

  it('shows a visitor, and someone who follows nothing, every discoverable pin', async () => {
    const everything = await rankedIds();
    expect((await wholeHomeFeed(api.client())).map((p) => p.id)).toEqual(everything);
    const fresh = await signup('follows_nothing');
    expect((await wholeHomeFeed(fresh)).map((p) => p.id)).toEqual(everything);
    expect(interestsOf(await wholeHomeFeed(fresh)).size).toBe(await api.count('SELECT count(*) AS n FROM interests'));
  });

  it('drops an unfollowed interest on the next read, on the next page of an old bookmark too, and shows everything again after the last', async () => {
    const client = await signup('feed_tuner');
    await follow(client, 2);
    await follow(client, 5);
    expect((await wholeHomeFeed(client)).map((p) => p.id)).toEqual(await rankedIds([2, 5]));

    // A first page read while following both; then interest 5 is unfollowed.
    const first = await client.get<ApiPin[]>('HomefeedResource', { page_size: 10 });
    expect(interestsOf(expectOk(first))).toEqual(new Set(['2', '5']));
    const bookmark = first.body.resource_response.bookmark ?? '';
    await unfollow(client, 5);

    expect((await wholeHomeFeed(client)).map((p) => p.id)).toEqual(await rankedIds([2]));
    const next = expectOk(await client.get<ApiPin[]>('HomefeedResource', { page_size: 10, bookmark }));
    expect(next.length).toBe(10);
    expect(interestsOf(next)).toEqual(new Set(['2']));
    const lastOfFirst = expectOk(first).at(-1)?.id ?? '';
    const after = await rankedIds([2]);
    expect(next.map((p) => p.id)).toEqual(after.slice(after.indexOf(lastOfFirst) + 1, after.indexOf(lastOfFirst) + 11));

    await unfollow(client, 2);
    expect((await wholeHomeFeed(client)).map((p) => p.id)).toEqual(await rankedIds());
  });

  it('leaves the videos and shopping surfaces (home feed scopes) unfiltered', async () => {
    const client = await signup('feed_scopes');
    await follow(client, 1);
    for (const scope of ['videos', 'buyable_pins']) {
      const mine = expectOk(await client.get<ApiPin[]>('HomefeedResource', { scope, page_size: 50 }));
      const visitors = expectOk(await api.client().get<ApiPin[]>('HomefeedResource', { scope, page_size: 50 }));
      expect(mine.map((p) => p.id)).toEqual(visitors.map((p) => p.id));
    }
  });
});

describe('grids answered from the read cache', () => {
  it('give the same bytes while nothing changes, and show a save and a hide on the very next read', async () => {
    const demo = await api.client().login('demo');
    const first = await demo.request<ApiPin[]>('GET', '/resource/HomefeedResource/get/?page_size=10');
    const again = await demo.request<ApiPin[]>('GET', '/resource/HomefeedResource/get/?page_size=10');
    expect(again.body).toEqual(first.body);
    const [unsaved, toHide] = expectOk(first).filter((pin) => pin.savedInfo === null);
    if (!unsaved || !toHide) throw new Error('demo has saved every pin of the first page');

    const boardId = String(
      ((await api.row("SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' LIMIT 1")) as { id: number }).id,
    );
    expectOk(await demo.write('RepinResource', 'create', { pin_id: unsaved.id, board_id: boardId }));
    const afterSave = expectOk(await demo.request<ApiPin[]>('GET', '/resource/HomefeedResource/get/?page_size=10'));
    expect(afterSave.find((pin) => pin.id === unsaved.id)?.savedInfo).not.toBeNull();

    expectOk(await demo.request('PUT', `/v3/p2p/${toHide.id}/hide/`, {}));
    const afterHide = expectOk(await demo.request<ApiPin[]>('GET', '/resource/HomefeedResource/get/?page_size=10'));
    expect(afterHide.map((pin) => pin.id)).not.toContain(toHide.id);
  });

  it('are kept per viewer: a visitor never gets a signed-in answer', async () => {
    const demo = await api.client().login('demo');
    const path = '/resource/HomefeedResource/get/?page_size=3';
    const [pin] = expectOk(await demo.request<ApiPin[]>('GET', path));
    const boardId = String(
      ((await api.row("SELECT id FROM boards WHERE owner_id = 1 AND privacy = 'public' LIMIT 1")) as { id: number }).id,
    );
    if (pin && pin.savedInfo === null) expectOk(await demo.write('RepinResource', 'create', { pin_id: pin.id, board_id: boardId }));
    const signedIn = expectOk(await demo.request<ApiPin[]>('GET', path));
    expect(signedIn[0]?.savedInfo).not.toBeNull();
    const visitor = expectOk(await api.client().request<ApiPin[]>('GET', path));
    expect(visitor.every((p) => p.savedInfo === null)).toBe(true);
  });
});

describe('grid reads answer the grid field set', () => {
  const SUMMARY_KEYS = ['collaboratedByMe', 'followedByMe', 'id', 'isCollaborative', 'name', 'privacy', 'url'];

  it.each([
    ['the home feed', '/resource/HomefeedResource/get/?page_size=25'],
    ['a search', '/resource/BaseSearchResource/get/?query=garden&page_size=25'],
    ["a profile's saves", '/resource/UserPinsResource/get/?username=demo&page_size=25'],
  ])('%s: boards as summaries, no closeup-only fields, and the same board as the board read', async (_name, path) => {
    const demo = await api.client().login('demo');
    const pins = expectOk(await demo.request<ApiGridPin[]>('GET', path));
    const withBoard = pins.filter((pin) => pin.board !== null);
    expect(withBoard.length).toBeGreaterThan(0);
    for (const pin of pins) {
      expect(pin).not.toHaveProperty('nativeCreator');
      expect(pin).not.toHaveProperty('richMetadata');
      if (pin.board) expect(Object.keys(pin.board).sort()).toEqual(SUMMARY_KEYS);
    }
    const first = withBoard[0]!;
    const whole = expectOk(await demo.get<ApiBoard>('BoardResource', { board_id: first.board!.id }));
    expect(first.board).toEqual({
      id: whole.id,
      name: whole.name,
      url: whole.url,
      privacy: whole.privacy,
      followedByMe: whole.followedByMe,
      collaboratedByMe: whole.collaboratedByMe,
      isCollaborative: whole.isCollaborative,
    });
  });
});

describe("a grid read's board and section summaries", () => {
  it('carry a section as a summary, and the owner may delete every pin on their board while a visitor may delete none', async () => {
    const section = (await api.row(
      `SELECT s.id, s.board_id, s.title FROM board_sections s JOIN boards b ON b.id = s.board_id
         WHERE b.owner_id = 1 AND b.privacy = 'public' AND EXISTS (SELECT 1 FROM pins p WHERE p.section_id = s.id) LIMIT 1`,
    )) as { id: number; board_id: number; title: string } | undefined;
    if (!section) throw new Error('demo has no public section with pins');
    const demo = await api.client().login('demo');
    const pins = expectOk(await demo.get<ApiGridPin[]>('BoardSectionPinsResource', { section_id: String(section.id) }));
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) {
      expect(pin.section).toEqual({
        id: String(section.id),
        title: section.title,
        url: expect.stringMatching(/\/$/),
        boardId: String(section.board_id),
      });
      expect(pin.section?.url.startsWith(pin.board?.url ?? '-')).toBe(true);
      expect(pin.access).toEqual(['write', 'delete']);
    }
    const visitor = expectOk(await api.client().get<ApiGridPin[]>('BoardSectionPinsResource', { section_id: String(section.id) }));
    expect(visitor.map((pin) => pin.access)).toEqual(pins.map(() => []));
  });
});

describe("a grid pin's access comes from the viewer's role on its board", () => {
  // The seeded collaborative boards: one of demo's with others' pins, and one demo collaborates on.
  const collaborativeBoard = async (owner: 'demo' | 'other') =>
    (await api.row(
      `SELECT b.id FROM boards b JOIN board_collaborators c ON c.board_id = b.id AND c.status = 'accepted'
         WHERE ${owner === 'demo' ? 'b.owner_id = 1' : 'c.user_id = 1'}
           AND EXISTS (SELECT 1 FROM pins p WHERE p.board_id = b.id AND p.pinner_id <> 1) LIMIT 1`,
    )) as { id: number } | undefined;

  it("lets the owner delete others' pins on their board, and a collaborator only their own", async () => {
    const own = await collaborativeBoard('demo');
    const shared = await collaborativeBoard('other');
    if (!own || !shared) throw new Error('the seeded world lost its collaborative boards');
    const demo = await api.client().login('demo');

    const onOwn = expectOk(await demo.get<ApiGridPin[]>('BoardFeedResource', { board_id: String(own.id) }));
    expect(onOwn.some((pin) => pin.pinner.username !== 'demo')).toBe(true);
    expect(onOwn.every((pin) => pin.access.includes('delete'))).toBe(true);

    const onShared = expectOk(await demo.get<ApiGridPin[]>('BoardFeedResource', { board_id: String(shared.id) }));
    expect(onShared[0]?.board?.collaboratedByMe).toBe(true);
    const others = onShared.filter((pin) => pin.pinner.username !== 'demo');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((pin) => !pin.access.includes('delete'))).toBe(true);
    expect(onShared.filter((pin) => pin.pinner.username === 'demo').every((pin) => pin.access.includes('delete'))).toBe(true);
  });
});
