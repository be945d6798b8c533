// Profiles, boards and sections that do not exist, or that the visitor may not see (a secret board
// not theirs), are not-found documents with HTTP 404 from the edge server; the rest are the plain
// document with 200. Over the real API's seeded demo world and a real registry.

import { documentVisitorOf } from './documentVisitor';
import { DEMO_LANDMARKS } from 'api/src/seed/demoWorld';
import { parseRoute } from 'shared-contracts/rules';
import { createPagePresence } from './pagePresence';
import { edgeTestDocument } from './testing/edgeTestDocument';
import { edgeOverTestApiForFile } from './testing/edgeOverTestApi';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BOARDS = DEMO_LANDMARKS.boards;
const NOT_FOUND_TITLE = '<title>Page not found · Pinboard</title>';

const TEMPLATE = edgeTestDocument(['mf_boards', 'not-found']);

let demoCookie: string;

/** A board's path, /{owner}/{slug}/, read from the test's database. */
async function boardPath(boardId: number): Promise<string> {
  const row = (await edge.testApi.row(
    'SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?',
    boardId,
  )) as {
    username: string;
    slug: string;
  };
  return `/${row.username}/${row.slug}/`;
}

/** The path of a board's first section. */
async function sectionPath(boardId: number): Promise<string> {
  const row = (await edge.testApi.row('SELECT slug FROM board_sections WHERE board_id = ? ORDER BY id LIMIT 1', boardId)) as {
    slug: string;
  };
  return `${await boardPath(boardId)}${row.slug}/`;
}

async function page(url: string, { cookie = '', userAgent = BROWSER } = {}) {
  const response = await fetch(`${edge.base}${url}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
  return { status: response.status, body: await response.text() };
}

const edge = edgeOverTestApiForFile({ name: 'edge-page-presence', document: TEMPLATE, builds: { mf_boards: { packageVersion: '2.1.0' } } });

beforeAll(async () => {
  demoCookie = (await edge.testApi.client().login('demo')).cookieHeader();
});

describe('profile pages', () => {
  it.each(['/demo/', '/demo/_created/', '/demo/_saved/', '/DEMO/', '/maya_chen/'])('%s is the page, 200', async (url) => {
    const response = await page(url);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain(NOT_FOUND_TITLE);
  });

  it.each(['/no_such_user_here/', '/no_such_user_here/_created/', '/no_such_user_here/_saved/'])(
    '%s (no such user) is the not-found document, 404',
    async (url) => {
      const response = await page(url);
      expect(response.status).toBe(404);
      expect(response.body).toContain(NOT_FOUND_TITLE);
    },
  );
});

describe('board and section pages', () => {
  it('a public board and its section are the page, 200', async () => {
    for (const url of [await boardPath(BOARDS.demoKitchen), await sectionPath(BOARDS.demoKitchen)]) {
      const response = await page(url);
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.body).not.toContain(NOT_FOUND_TITLE);
    }
  });

  it.each([
    ['a board that does not exist', async () => '/demo/no-such-board/'],
    ['a board of a user who does not exist', async () => '/no_such_user_here/kitchen-ideas/'],
    ["another user's board slug under demo", async () => `/demo/${(await boardPath(BOARDS.otherUserSecret)).split('/')[2] ?? ''}/`],
    ['a section that does not exist', async () => `${await boardPath(BOARDS.demoKitchen)}no-such-section/`],
    ['a section of a board that does not exist', async () => '/demo/no-such-board/breakfast/'],
  ])('%s is the not-found document, 404', async (_label, url) => {
    const response = await page(await url());
    expect(response.status).toBe(404);
    expect(response.body).toContain(NOT_FOUND_TITLE);
  });

  it('a secret board and its sections are 404 to visitors, bots and other users, and the page to the owner', async () => {
    const board = await boardPath(BOARDS.demoGiftsSecret);
    const section = await sectionPath(BOARDS.demoGiftsSecret);
    const maya = (await edge.testApi.client().login('maya_chen')).cookieHeader();
    for (const url of [board, section]) {
      expect((await page(url)).status).toBe(404);
      expect((await page(url, { userAgent: GOOGLEBOT })).status).toBe(404);
      expect((await page(url, { cookie: maya })).status).toBe(404);
      const own = await page(url, { cookie: demoCookie });
      expect([url, own.status]).toEqual([url, 200]);
      expect(own.body).not.toContain(NOT_FOUND_TITLE);
    }
  });

  it("a secret board's edit and collaborator pages are 404 to anyone who may not see it, and the page to the owner", async () => {
    const maya = (await edge.testApi.client().login('maya_chen')).cookieHeader();
    for (const view of ['', 'collaborators/']) {
      const url = `/board/${BOARDS.demoGiftsSecret}/edit/${view}`;
      expect((await page(url)).status).toBe(404);
      const other = await page(url, { cookie: maya });
      expect(other.status).toBe(404);
      expect(other.body).toContain(NOT_FOUND_TITLE);
      expect((await page(url, { cookie: demoCookie })).status).toBe(200);
    }
    expect((await page('/board/999999/edit/')).status).toBe(404);
  });

  it("a collaborator and an invitee may see another's secret board; a stranger may not", async () => {
    // demo collaborates on board 9 and is invited to board 10: made secret here, both stay readable to demo.
    const stranger = (await edge.testApi.client().login('newbie')).cookieHeader();
    for (const boardId of [BOARDS.demoCollaboratesOn, BOARDS.pendingInviteToDemo]) {
      const owner = (await edge.testApi.row(
        'SELECT u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?',
        boardId,
      )) as {
        username: string;
      };
      const ownerClient = await edge.testApi.client().login(owner.username);
      const updated = await ownerClient.write('BoardResource', 'update', { board_id: String(boardId), privacy: 'secret' });
      expect(updated.status).toBe(200);
      expect((await page(await boardPath(boardId), { cookie: demoCookie })).status).toBe(200);
      expect((await page(await boardPath(boardId), { cookie: stranger })).status).toBe(404);
      expect((await page(await boardPath(boardId))).status).toBe(404);
      await ownerClient.write('BoardResource', 'update', { board_id: String(boardId), privacy: 'public' });
    }
  });
});

describe('createPagePresence', () => {
  const presence = () => createPagePresence({ storage: edge.testApi.api.deps.storage });

  it.each(['/', '/pin/1001/', '/search/pins?q=x', '/settings', '/board/2/edit/edit/', '/me', '/no_such_user/'])(
    'leaves %s to others unless it is a missing profile',
    async (url) => {
      const [pathname = '', search = ''] = url.split('?');
      const route = parseRoute({ pathname, search: search ? `?${search}` : '' });
      const missing = await presence().isMissing({ route, visitor: documentVisitorOf(null, BROWSER) });
      expect(missing).toBe(route.area === 'boards' && route.page === 'profile');
    },
  );

  it('reads a signed-in visitor from their document key', async () => {
    const route = parseRoute({ pathname: await boardPath(BOARDS.demoGiftsSecret) });
    expect(await presence().isMissing({ route, visitor: documentVisitorOf(`user:${DEMO_LANDMARKS.users.demo}`, BROWSER) })).toBe(false);
    expect(await presence().isMissing({ route, visitor: documentVisitorOf('anon:abcdefghijklmnopqr', BROWSER) })).toBe(true);
    expect(await presence().isMissing({ route, visitor: documentVisitorOf(null, GOOGLEBOT) })).toBe(true);
  });
});
