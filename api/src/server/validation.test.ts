// The validation table of the spec's limits (sections 5 and 9): every refused request is a 400 in
// the failure envelope naming the field, and a refused write leaves nothing behind.

import { testPageToken } from '../testing/testPageTokens';
import type { ApiBoard, ApiPin, ApiViewer } from 'shared-contracts/api';
import { expectFailure } from '../testing/expectAnswer';
import { type Answer, type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo'] });

const count = async (sql: string, ...args: unknown[]): Promise<number> => await api.count(sql, ...args);
const boardRows = async () => await count('SELECT count(*) AS n FROM boards');
const eventRows = async () => await count('SELECT count(*) AS n FROM events');

/** The exact failure envelope: status, null data, and the error naming the field. */
function expectInvalid(answer: Pick<Answer<unknown>, 'status' | 'body'>, field: string, message?: RegExp): void {
  expectFailure(answer, 400, 'invalid_field', field);
  if (message) expect(answer.body.resource_response.error?.message).toMatch(message);
}

/** A raw POST with the client's cookies and CSRF token, for bodies JSON.stringify cannot make. */
async function rawPost(
  client: TestClient,
  url: string,
  body: string,
  contentType: string,
): Promise<Pick<Answer<unknown>, 'status' | 'body'>> {
  await client.ensureCsrf();
  const cookie = client.cookieHeader();
  const token = decodeURIComponent(client.cookies.get('csrftoken') ?? '');
  const response = await fetch(`${api.baseUrl}${url}`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType, 'x-csrftoken': token },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer<unknown>['body'] };
}

// The seed's board 14 has exactly this 50-character name (DEMO_LANDMARKS.boards.fiftyCharName).
const NAME_50 = 'Cozy Reading Nooks, Window Seats and Quiet Corners';

describe('names (shared-contracts nameProblem)', () => {
  const HIDDEN = "can't contain control characters or invisible formatting characters.";
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ['a board name with a bidi override', 'BoardResource', { name: '\u202Eevil.exe' }, 'name', `Board name ${HIDDEN}`],
    ['a board name with a NUL', 'BoardResource', { name: 'a\u0000b' }, 'name', `Board name ${HIDDEN}`],
    ['a board name with a lone surrogate', 'BoardResource', { name: 'a\uD800' }, 'name', `Board name ${HIDDEN}`],
  ])('refuses %s, naming the field, and stores nothing', async (_label, resource, options, field, message) => {
    const demo = await api.client().login('demo');
    const before = await api.count('SELECT count(*) AS n FROM boards');
    const answer = await demo.write(resource, 'create', options);
    expectInvalid(answer, field);
    expect(answer.body.resource_response.error?.message).toBe(message);
    expect(await api.count('SELECT count(*) AS n FROM boards')).toBe(before);
  });

  it('refuses a blank or hidden first name at sign-up and in the profile, and a hidden section name', async () => {
    const stranger = api.client();
    const signup = await stranger.write('UserRegisterResource', 'create', {
      username: 'blank_name',
      email: 'blank@example.com',
      password: 'a-long-password',
      first_name: '   ',
    });
    expectInvalid(signup, 'first_name');
    expect(signup.body.resource_response.error?.message).toBe("First name can't be blank.");
    const demo = await api.client().login('demo');
    expectInvalid(await demo.write('UserResource', 'update', { full_name: 'Demo\u200BUser' }), 'full_name');
    const boards = await demo.get<Array<{ id: string }>>('BoardsResource', { username: 'demo' });
    const boardId = boards.body.resource_response.data?.[1]?.id;
    expectInvalid(await demo.write('BoardSectionResource', 'create', { board_id: boardId, title: '\u2066x\u2069' }), 'title');
    // Names people really have pass.
    expect((await demo.write('BoardResource', 'create', { name: 'Cooking 👩‍🍳 together' })).status).toBe(200);
  });
});

describe('BoardResource create', () => {
  it('accepts a 50-character name and defaults privacy to public', async () => {
    expect(NAME_50).toHaveLength(50);
    const before = await boardRows();
    const answer = await api.demo.write<ApiBoard>('BoardResource', 'create', { name: NAME_50 });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response).toMatchObject({ status: 'success', error: null, data: { name: NAME_50, privacy: 'public' } });
    expect(await boardRows()).toBe(before + 1);
  });

  it('accepts a 500-character description', async () => {
    const answer = await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Long description', description: 'd'.repeat(500) });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data?.description).toHaveLength(500);
  });

  it.each<[string, Record<string, unknown>, string, RegExp | undefined]>([
    ['a 51-character name', { name: `${NAME_50}!` }, 'name', /50/],
    ['an empty name', { name: '' }, 'name', undefined],
    ['a whitespace-only name', { name: '    ' }, 'name', undefined],
    ['a tabs-and-newlines name', { name: '\t\n ' }, 'name', undefined],
    ['no name at all', { privacy: 'public' }, 'name', /required/],
    ["privacy 'friends'", { name: 'Friends only', privacy: 'friends' }, 'privacy', /public, protected, secret/],
    ['a 501-character description', { name: 'Too long', description: 'd'.repeat(501) }, 'description', /500/],
    ['an unknown field', { name: 'Colourful', colour: 'red' }, 'colour', /colour/],
    ["layout 'grid'", { name: 'Grid', layout: 'grid' }, 'layout', /default, quick_saves/],
    ['a malformed user_id', { name: 'Mine', user_id: 'abc' }, 'user_id', undefined],
  ])('refuses %s with a 400 naming the field and writes no board', async (_label, options, field, message) => {
    const before = await boardRows();
    const answer = await api.demo.write('BoardResource', 'create', options);
    expectInvalid(answer, field, message);
    expect(await boardRows()).toBe(before);
  });

  it('refuses a 51-character name on update too, leaving the board as it was', async () => {
    const answer = await api.demo.write('BoardResource', 'update', { board_id: '2', name: `${NAME_50}!` });
    expectInvalid(answer, 'name', /50/);
    const board = await api.demo.get<ApiBoard>('BoardResource', { board_id: '2' });
    expect(board.body.resource_response.data?.name).toBe('Kitchen Ideas');
  });
});

describe('first names (limit 30)', () => {
  it('UserResource update accepts 30 characters and refuses 31, keeping the stored name', async () => {
    const newbie = await api.client().login('newbie');
    const ok = await newbie.write<ApiViewer>('UserResource', 'update', { first_name: 'N'.repeat(30) });
    expect(ok.status).toBe(200);
    expect(ok.body.resource_response.data?.firstName).toBe('N'.repeat(30));

    const tooLong = await newbie.write('UserResource', 'update', { first_name: 'N'.repeat(31) });
    expectInvalid(tooLong, 'first_name', /30/);
    const after = await newbie.get<ApiViewer>('UserResource', { username: 'newbie' });
    expect(after.body.resource_response.data?.firstName).toBe('N'.repeat(30));
  });

  it('UserRegisterResource create refuses a 31-character first name and creates no user', async () => {
    const before = await count('SELECT count(*) AS n FROM users');
    const answer = await api.client().write('UserRegisterResource', 'create', {
      username: 'long_first_name',
      email: 'long_first_name@example.com',
      password: 'a-good-password',
      first_name: 'F'.repeat(31),
    });
    expectInvalid(answer, 'first_name', /30/);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(before);
    expect(await count("SELECT count(*) AS n FROM users WHERE username = 'long_first_name'")).toBe(0);
  });
});

describe('reads', () => {
  it.each<[string, string, Record<string, string | number>, string, RegExp | undefined]>([
    ["BoardsResource sort 'random'", 'BoardsResource', { username: 'demo', sort: 'random' }, 'sort', /alphabetical/],
    [
      "BoardsResource privacy_filter 'hidden'",
      'BoardsResource',
      { username: 'demo', privacy_filter: 'hidden' },
      'privacy_filter',
      /all, public, secret/,
    ],
    ['BoardsResource with an unknown option', 'BoardsResource', { username: 'demo', colour: 'red' }, 'colour', /colour/],
    ['BoardsResource without username', 'BoardsResource', {}, 'username', /required/],
    ["BoardResource board_id 'abc'", 'BoardResource', { board_id: 'abc' }, 'board_id', undefined],
    ["PinResource id 'abc'", 'PinResource', { id: 'abc' }, 'id', undefined],
    ["BoardFeedResource board_id '0'", 'BoardFeedResource', { board_id: '0' }, 'board_id', undefined],
    ["BoardFeedResource board_id '-3'", 'BoardFeedResource', { board_id: '-3' }, 'board_id', undefined],
    ['HomefeedResource page_size 0', 'HomefeedResource', { page_size: 0 }, 'page_size', /at least 1/],
    ['HomefeedResource page_size 101', 'HomefeedResource', { page_size: 101 }, 'page_size', /at most 100/],
    ["HomefeedResource page_size 'ten'", 'HomefeedResource', { page_size: 'ten' }, 'page_size', undefined],
    ['HomefeedResource a bad bookmark string', 'HomefeedResource', { bookmark: 'not-a-bookmark!!' }, 'bookmark', undefined],
    [
      'BoardFeedResource a bad bookmark string',
      'BoardFeedResource',
      { board_id: '2', bookmark: 'eyJub3QiOiJvdXJzIn0' },
      'bookmark',
      undefined,
    ],
    ['BoardsResource a bad bookmark string', 'BoardsResource', { username: 'demo', bookmark: '%%%' }, 'bookmark', undefined],
    ['BaseSearchResource a blank query', 'BaseSearchResource', { query: '   ' }, 'query', undefined],
  ])('%s → 400', async (_label, resource, options, field, message) => {
    expectInvalid(await api.demo.get(resource, options), field, message);
  });

  it('refuses a home-feed bookmark on a board feed, and one board’s bookmark on another board', async () => {
    const home = await api.demo.get<ApiPin[]>('HomefeedResource', { page_size: 5 });
    const homeBookmark = home.body.resource_response.bookmark;
    expect(typeof homeBookmark).toBe('string');
    expectInvalid(await api.demo.get('BoardFeedResource', { board_id: '2', bookmark: homeBookmark ?? '' }), 'bookmark');

    const board2 = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '2', page_size: 2 });
    const board2Bookmark = board2.body.resource_response.bookmark;
    expect(typeof board2Bookmark).toBe('string');
    expectInvalid(await api.demo.get('BoardFeedResource', { board_id: '3', bookmark: board2Bookmark ?? '' }), 'bookmark');
    expectInvalid(await api.demo.get('HomefeedResource', { bookmark: board2Bookmark ?? '' }), 'bookmark');
    // ...while the bookmark still works where it came from.
    expect((await api.demo.get('BoardFeedResource', { board_id: '2', page_size: 2, bookmark: board2Bookmark ?? '' })).status).toBe(200);
  });

  // Regression: this failed before the fix that came with it.
  it('BoardsResource refuses a forged bookmark with a non-numeric offset → 400 bookmark', async () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, f: 'boards', k: ['abc'] })).toString('base64url');
    expectInvalid(await api.demo.get('BoardsResource', { username: 'demo', bookmark: forged }), 'bookmark');
  });
});

describe('bodies', () => {
  it('refuses a body that is not JSON with a 400 in the envelope, writing nothing', async () => {
    const before = await boardRows();
    const answer = await rawPost(api.demo, '/resource/BoardResource/create/', '{"name": "Broken', 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.body.resource_response).toEqual({
      status: 'failure',
      data: null,
      error: { http_status: 400, code: 'bad_request', message: expect.any(String) },
    });
    expect(await boardRows()).toBe(before);
  });

  it.each<[string, string]>([
    ['a JSON array', '[{"name":"In an array"}]'],
    ['a JSON string', '"name"'],
    ['JSON null', 'null'],
  ])('refuses %s as the options object', async (_label, body) => {
    const before = await boardRows();
    const answer = await rawPost(api.demo, '/resource/BoardResource/create/', body, 'application/json');
    expectInvalid(answer, 'request', /object/);
    expect(await boardRows()).toBe(before);
  });

  it('names the first required field when a write has no body at all', async () => {
    const before = await boardRows();
    await api.demo.ensureCsrf();
    const answer = await api.demo.request('POST', '/resource/BoardResource/create/');
    expectInvalid(answer, 'name', /required/);
    expect(await boardRows()).toBe(before);
  });

  it("refuses a malformed id in a write body (RepinResource pin_id 'abc')", async () => {
    expectInvalid(await api.demo.write('RepinResource', 'create', { pin_id: 'abc', board_id: '2' }), 'pin_id');
  });

  // Regression: this failed before the fix that came with it.
  it("PinResource create refuses link 'https://' with a 400 naming link", async () => {
    const feed = await api.demo.get<ApiPin[]>('HomefeedResource', { page_size: 1 });
    const imageUrl = feed.body.resource_response.data?.[0]?.images['736x'].url ?? '';
    const answer = await api.demo.write('PinResource', 'create', {
      board_id: '2',
      method: 'button',
      image_url: imageUrl,
      link: 'https://',
    });
    expectInvalid(answer, 'link');
  });
});

describe('event batches', () => {
  it('refuses a batch with an unknown event_type, naming events.N.event_type, and stores none of it', async () => {
    const before = await eventRows();
    const answer = await api.demo.request('POST', '/v3/events/', {
      events: [{ event_type: 101, object_id: '1001' }, { event_type: 4503 }, { event_type: 99999 }],
      page_token: testPageToken(),
    });
    expectInvalid(answer, 'events.2.event_type', /99999/);
    expect(await eventRows()).toBe(before);
  });

  it.each<[string, unknown, string]>([
    // The message says which event_type that kind has ('a board impression has event_type 3700.').
    ['an impression kind that does not match its type', { events: [{ event_type: 18, impression_kind: 'board' }] }, 'events.0.event_type'],
    ['an unknown impression kind', { events: [{ event_type: 18, impression_kind: 'banner' }] }, 'events.0.impression_kind'],
    ['an empty batch', { events: [] }, 'events'],
    ['a non-numeric event_type', { events: [{ event_type: 'click' }] }, 'events.0.event_type'],
    ['an unknown field on an event', { events: [{ event_type: 101, colour: 'red' }] }, 'events.0.colour'],
  ])('refuses %s', async (_label, body, field) => {
    const before = await eventRows();
    expectInvalid(await api.demo.request('POST', '/v3/events/', { ...(body as object), page_token: testPageToken() }), field);
    expect(await eventRows()).toBe(before);
  });
});
