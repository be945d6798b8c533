// TypeaheadResource (the search box), BoardSearchResource and UserSearchResource (the search page's
// boards and people tabs), over the seeded demo world.

import { type ApiBoard, type ApiTypeahead, type ApiUser } from 'shared-contracts/api';
import { TYPEAHEAD_LIMITS } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { foldText } from '../../storage/sql/searchStore';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo'] });

const BOARDS = DEMO_LANDMARKS.boards;

const typeahead = async (client: TestClient, term: string, count?: number) =>
  expectOk(await client.get<ApiTypeahead>('TypeaheadResource', { term, ...(count ? { count } : {}) }));

const boardName = async (id: number) => ((await api.row('SELECT name FROM boards WHERE id = ?', id)) as { name: string }).name;

/** Every page of a paged search, following bookmarks to the end. */
async function everyPage<T>(client: TestClient, resource: string, query: string, pageSize: number): Promise<T[]> {
  const all: T[] = [];
  let bookmark: string | null | undefined;
  for (let n = 0; n < 100; n++) {
    const answer = await client.get<T[]>(resource, { query, page_size: pageSize, ...(bookmark ? { bookmark } : {}) });
    const items = expectOk(answer);
    expect(items.length).toBeLessThanOrEqual(pageSize);
    all.push(...items);
    bookmark = answer.body.resource_response.bookmark;
    if (bookmark === null) return all;
  }
  throw new Error('the search never ended');
}

/** Names that start with the query before names that contain it elsewhere, each group in name order. */
function expectRanked(names: string[], query: string): void {
  const q = foldText(query);
  const rank = (name: string) => (foldText(name).startsWith(q) ? 0 : 1);
  const ranks = names.map(rank);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  for (const group of [0, 1]) {
    const folded = names.filter((n) => rank(n) === group).map(foldText);
    expect(folded).toEqual([...folded].sort());
  }
}

describe('TypeaheadResource get', () => {
  it('suggests interests by name, those starting with the term first', async () => {
    const answer = await typeahead(api.visitor, 'ho', TYPEAHEAD_LIMITS.maxPerKind);
    expect(answer.term).toBe('ho');
    expect(answer.interests.map((i) => i.name)).toEqual(['Home Decor', 'Photography']);
    expect(answer.interests[0]).toEqual({ id: '1', name: 'Home Decor', urlName: 'home-decor' });
  });

  it('ignores case and accents', async () => {
    const lower = await typeahead(api.visitor, 'home decor');
    expect(await typeahead(api.visitor, 'HOME DÉCOR')).toEqual({ ...lower, term: 'HOME DÉCOR' });
    expect(lower.interests.map((i) => i.name)).toEqual(['Home Decor']);
    // 'Chloé Martin' by her full name without the accent (her username has no space).
    expect((await typeahead(api.visitor, 'chloe m')).users.map((u) => u.username)).toEqual(['chloe_martin']);
    expect((await typeahead(api.visitor, 'Tomás Álv')).users.map((u) => u.username)).toEqual(['tomas_alvarez']);
  });

  it(`answers ${TYPEAHEAD_LIMITS.defaultPerKind} of each kind by default, and up to count`, async () => {
    const some = await typeahead(api.visitor, 'e');
    expect([some.interests.length, some.boards.length, some.users.length]).toEqual(Array(3).fill(TYPEAHEAD_LIMITS.defaultPerKind));
    const more = await typeahead(api.visitor, 'e', TYPEAHEAD_LIMITS.maxPerKind);
    // Seven of the twelve interests have an 'e' in their name.
    const interestsWithE = await api.count("SELECT count(*) AS n FROM interests WHERE lower(name) LIKE '%e%'");
    expect(interestsWithE).toBeGreaterThan(TYPEAHEAD_LIMITS.defaultPerKind);
    expect([more.interests.length, more.boards.length, more.users.length]).toEqual([
      Math.min(interestsWithE, TYPEAHEAD_LIMITS.maxPerKind),
      TYPEAHEAD_LIMITS.maxPerKind,
      TYPEAHEAD_LIMITS.maxPerKind,
    ]);
    // The default answer is the start of the longer one.
    expect(some.boards.map((b) => b.id)).toEqual(more.boards.slice(0, TYPEAHEAD_LIMITS.defaultPerKind).map((b) => b.id));
    expectRanked(
      more.interests.map((i) => i.name),
      'e',
    );
    expectRanked(
      more.boards.map((b) => b.name),
      'e',
    );
  });

  it('suggests people by username or full name as summaries', async () => {
    const answer = await typeahead(api.visitor, 'maya', TYPEAHEAD_LIMITS.maxPerKind);
    expect(answer.users.map((u) => u.username)).toEqual(['maya_chen']);
    expect(answer.users[0]).toMatchObject({ username: 'maya_chen', fullName: 'Maya Chen', id: '8' });
    expect(answer.users[0]).not.toHaveProperty('pin_count');
    expect((await typeahead(api.visitor, 'Reyes')).users.map((u) => u.username)).toEqual(['jordan_reyes']);
  });

  it("suggests only boards the viewer may see: never someone else's secret board", async () => {
    const gifts = await boardName(BOARDS.demoGiftsSecret);
    expect((await typeahead(api.demo, gifts)).boards.map((b) => b.id)).toContain(String(BOARDS.demoGiftsSecret));
    expect((await typeahead(api.visitor, gifts)).boards.map((b) => b.id)).not.toContain(String(BOARDS.demoGiftsSecret));
    const maya = await api.client().login('maya_chen');
    expect((await typeahead(maya, gifts)).boards.map((b) => b.id)).not.toContain(String(BOARDS.demoGiftsSecret));
    const party = await boardName(BOARDS.otherUserSecret);
    expect((await typeahead(api.demo, party)).boards.map((b) => b.id)).not.toContain(String(BOARDS.otherUserSecret));
    const jordan = await api.client().login('jordan_reyes');
    expect((await typeahead(jordan, party)).boards.map((b) => b.id)).toContain(String(BOARDS.otherUserSecret));
  });

  it('matches %, _ and \\ as themselves, not as LIKE wildcards', async () => {
    for (const term of ['%', '%%', '\\', '\\%']) {
      expect(await typeahead(api.visitor, term, TYPEAHEAD_LIMITS.maxPerKind)).toEqual({
        term,
        queries: [],
        interests: [],
        boards: [],
        users: [],
      });
    }
    // '_' is in many usernames and in no interest's name: only those users, not everyone.
    const underscored = await typeahead(api.visitor, '_', TYPEAHEAD_LIMITS.maxPerKind);
    expect(underscored.interests).toEqual([]);
    expect(underscored.users.length).toBeGreaterThan(0);
    expect(underscored.users.every((u) => u.username.includes('_') || u.fullName.includes('_'))).toBe(true);
    expect(underscored.users.map((u) => u.username)).not.toContain('demo');
  });

  it.each([
    ['no term', {}],
    ['an empty term', { term: '' }],
    ['a term of spaces', { term: '   ' }],
    ['a term over the limit', { term: 'x'.repeat(TYPEAHEAD_LIMITS.termMaxLength + 1) }],
    ['count 0', { term: 'a', count: 0 }],
    ['count over the limit', { term: 'a', count: TYPEAHEAD_LIMITS.maxPerKind + 1 }],
    ['an unknown option', { term: 'a', scope: 'pins' }],
  ])('refuses %s with a 400', async (_label, options) => {
    const answer = await api.visitor.get('TypeaheadResource', options);
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response.error?.message).toEqual(expect.any(String));
  });
});

describe('BoardSearchResource get', () => {
  const listedMatches = async (query: string, viewerId: number) =>
    (
      (await api.rows(
        `SELECT b.id FROM boards b
           WHERE (b.privacy = 'public' OR b.owner_id = ? OR EXISTS (
             SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = ? AND c.status = 'accepted'))
             AND (b.archived = 0 OR b.owner_id = ?) AND lower(b.name) LIKE '%' || ? || '%'`,
        viewerId,
        viewerId,
        viewerId,
        query,
      )) as { id: number | string }[]
    )
      .map((r) => String(r.id))
      .sort();

  it('pages through every matching board the viewer is listed, once each, names starting with the query first', async () => {
    const boards = await everyPage<ApiBoard>(api.visitor, 'BoardSearchResource', 'e', 7);
    expect(boards.length).toBeGreaterThan(20);
    expect(boards.map((b) => b.id).sort()).toEqual(await listedMatches('e', -1));
    expectRanked(
      boards.map((b) => b.name),
      'e',
    );
    expect(boards.every((b) => b.privacy === 'public')).toBe(true);
  });

  it("shows the viewer their own secret, protected and archived boards and their group boards, never another's secret one", async () => {
    const mine = await everyPage<ApiBoard>(api.demo, 'BoardSearchResource', 'e', 25);
    expect(mine.map((b) => b.id).sort()).toEqual(await listedMatches('e', DEMO_LANDMARKS.users.demo));
    // Each of these boards has an 'a' in its name.
    const ids = (await everyPage<ApiBoard>(api.demo, 'BoardSearchResource', 'a', 50)).map((b) => b.id);
    for (const own of [BOARDS.demoGiftsSecret, BOARDS.demoTravelCollab, BOARDS.demoArchived, BOARDS.demoCollaboratesOn])
      expect(ids).toContain(String(own));
    expect(ids).not.toContain(String(BOARDS.otherUserSecret));
    const visitorIds = (await everyPage<ApiBoard>(api.visitor, 'BoardSearchResource', 'a', 50)).map((b) => b.id);
    for (const hidden of [BOARDS.demoGiftsSecret, BOARDS.demoTravelCollab, BOARDS.demoArchived, BOARDS.otherUserSecret])
      expect(visitorIds).not.toContain(String(hidden));
  });

  it("refuses another query's bookmark", async () => {
    const first = await api.visitor.get<ApiBoard[]>('BoardSearchResource', { query: 'e', page_size: 2 });
    const bookmark = first.body.resource_response.bookmark ?? '';
    expect(bookmark).not.toBe('');
    expectFailure(await api.visitor.get('BoardSearchResource', { query: 'a', page_size: 2, bookmark }), 400, 'invalid_field', 'bookmark');
    expectFailure(await api.visitor.get('UserSearchResource', { query: 'e', page_size: 2, bookmark }), 400, 'invalid_field', 'bookmark');
  });

  it('finds nothing for a wildcard', async () => {
    const answer = await api.visitor.get<ApiBoard[]>('BoardSearchResource', { query: '%' });
    expect(expectOk(answer)).toEqual([]);
    expect(answer.body.resource_response.bookmark).toBeNull();
  });
});

describe('UserSearchResource get', () => {
  it('finds people by username or full name, those starting with the query first, as full users with About', async () => {
    const users = await everyPage<ApiUser>(api.visitor, 'UserSearchResource', 'ma', 2);
    const usernames = users.map((u) => u.username);
    const expected = (
      (await api.rows("SELECT username FROM users WHERE lower(username) LIKE '%ma%' OR lower(full_name) LIKE '%ma%'")) as {
        username: string;
      }[]
    ).map((r) => r.username);
    expect([...usernames].sort()).toEqual([...expected].sort());
    const prefix = users.filter((u) => /^ma/i.test(u.username) || /^ma/i.test(u.fullName)).length;
    expect(prefix).toBeGreaterThanOrEqual(2);
    expect(users.slice(0, prefix).every((u) => /^ma/i.test(u.username) || /^ma/i.test(u.fullName))).toBe(true);
    expect(users[0]).toMatchObject({ about: '', pin_count: expect.any(Number), boardCount: expect.any(Number) });
  });

  it('refuses an empty query', async () => {
    expect((await api.visitor.get('UserSearchResource', { query: ' ' })).status).toBe(400);
    expect((await api.visitor.get('UserSearchResource', {})).status).toBe(400);
  });
});
