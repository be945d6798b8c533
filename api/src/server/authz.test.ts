// Who may do what (spec section 6): visitors cannot write (401), nobody writes to someone else's
// board (403), accepted collaborators write but do not own, invitees only look, and a secret
// board is 'not found' (404, never 403) to anyone who may not read it.

import type { ApiBoard, ApiBoardSection, ApiCollaborator, ApiPin, ApiUser, ApiViewer } from 'shared-contracts/api';
import { expectFailure } from '../testing/expectAnswer';
import { type Answer, type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo', 'employee', 'newbie'], visitorCsrf: true });

/** A public pin anyone may save (the first of the home feed). */
let publicPin: string;
/** A pin priya_nair saved on her board 14. */
let priyaPin: string;
/** A pin on demo's own public board 2. */
let demoPin: string;
/** A section of aiko_tanaka's board 13 (demo is not on that board). */
let aikoSection: string;

beforeAll(async () => {
  const home = await api.demo.get<ApiPin[]>('HomefeedResource', { page_size: 1 });
  publicPin = home.body.resource_response.data?.[0]?.id ?? '';
  const board14 = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '14', page_size: 1 });
  priyaPin = board14.body.resource_response.data?.[0]?.id ?? '';
  const board2 = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '2', page_size: 1 });
  demoPin = board2.body.resource_response.data?.[0]?.id ?? '';
  const board13 = await api.demo.get<ApiBoard & { sections: ApiBoardSection[] }>('BoardResource', { board_id: '13' });
  aikoSection = board13.body.resource_response.data?.sections[0]?.id ?? '';
  expect([publicPin, priyaPin, demoPin, aikoSection].every((id) => /^[1-9][0-9]*$/.test(id))).toBe(true);
}, 60_000);

const count = async (sql: string, ...args: unknown[]): Promise<number> => await api.count(sql, ...args);
const pinRows = async () => await count('SELECT count(*) AS n FROM pins');
const boardRows = async () => await count('SELECT count(*) AS n FROM boards');
const sectionRows = async () => await count('SELECT count(*) AS n FROM board_sections');

type Write = (c: TestClient) => Promise<Answer<unknown>>;
const resource =
  (name: string, action: 'create' | 'update' | 'delete', options: () => Record<string, unknown>): Write =>
  (c) =>
    c.write(name, action, options());
const put =
  (url: () => string): Write =>
  (c) =>
    c.request('PUT', url());

describe('signed-out visitors', () => {
  it.each<[string, Write]>([
    ['RepinResource create', resource('RepinResource', 'create', () => ({ pin_id: publicPin, board_id: '2' }))],
    ['BoardResource create', resource('BoardResource', 'create', () => ({ name: 'Visitor board' }))],
    ['BoardResource update', resource('BoardResource', 'update', () => ({ board_id: '2', name: 'Renamed' }))],
    ['BoardResource delete', resource('BoardResource', 'delete', () => ({ board_id: '2' }))],
    ['BoardSectionResource create', resource('BoardSectionResource', 'create', () => ({ board_id: '2', title: 'Visitor section' }))],
    [
      'PinResource create',
      resource('PinResource', 'create', () => ({
        board_id: '2',
        method: 'button',
        image_url: '/media/736x/00000000000000000000000000000000.jpg',
      })),
    ],
    ['PinResource delete', resource('PinResource', 'delete', () => ({ id: demoPin }))],
    ['BulkEditResource delete', resource('BulkEditResource', 'delete', () => ({ board_id: '2', pin_ids: [demoPin] }))],
    ['BulkEditSelectAllResource delete', resource('BulkEditSelectAllResource', 'delete', () => ({ board_id: '2', pin_ids: [] }))],
    ['UserFollowResource create', resource('UserFollowResource', 'create', () => ({ user: '8' }))],
    ['UserFollowResource delete', resource('UserFollowResource', 'delete', () => ({ user: '8' }))],
    ['InterestFollowResource create', resource('InterestFollowResource', 'create', () => ({ interest_id: '1' }))],
    ['UserResource update', resource('UserResource', 'update', () => ({ first_name: 'Visitor' }))],
    ['PinFeedbackResource update', resource('PinFeedbackResource', 'update', () => ({ feedback_type: 1, pin_id: publicPin }))],
    ['BoardInviteResource create', resource('BoardInviteResource', 'create', () => ({ board_id: '2', invited_user_id: '4' }))],
    ['BoardInviteResource update (accept)', resource('BoardInviteResource', 'update', () => ({ board_id: '10', accept: true }))],
    ['BoardCollaboratorResource delete', resource('BoardCollaboratorResource', 'delete', () => ({ board_id: '9', invited_user_id: '1' }))],
    ['PUT board follow', put(() => '/v3/boards/2/follow/')],
    ['PUT p2p hide', put(() => `/v3/p2p/${publicPin}/hide/`)],
    ['PUT news_hub hide', put(() => `/v3/news_hub/news-1/pin/${publicPin}/hide/`)],
  ])('%s → 401 not_authenticated, nothing written', async (_label, write) => {
    const before = { pins: await pinRows(), boards: await boardRows(), sections: await sectionRows() };
    expectFailure(await write(api.visitor), 401, 'not_authenticated');
    expect({ pins: await pinRows(), boards: await boardRows(), sections: await sectionRows() }).toEqual(before);
  });

  it('search hide → 401 too', async () => {
    expectFailure(await api.visitor.request('PUT', `/v3/search/${publicPin}/hide/`, { query: 'lamp' }), 401, 'not_authenticated');
    expect(await count('SELECT count(*) AS n FROM hidden_pins')).toBe(0);
  });
});

describe("someone else's board (demo on priya_nair's public board 14)", () => {
  it.each<[string, Write]>([
    ['RepinResource create to it', resource('RepinResource', 'create', () => ({ pin_id: publicPin, board_id: '14' }))],
    [
      'PinResource create on it',
      resource('PinResource', 'create', () => ({
        board_id: '14',
        method: 'button',
        image_url: '/media/736x/00000000000000000000000000000000.jpg',
      })),
    ],
    ['BoardSectionResource create', resource('BoardSectionResource', 'create', () => ({ board_id: '14', title: 'Mine now' }))],
    ['BoardResource update (name)', resource('BoardResource', 'update', () => ({ board_id: '14', name: 'Taken over' }))],
    ['BoardResource update (privacy)', resource('BoardResource', 'update', () => ({ board_id: '14', privacy: 'secret' }))],
    ['BoardResource delete', resource('BoardResource', 'delete', () => ({ board_id: '14' }))],
    ['BulkEditResource delete', resource('BulkEditResource', 'delete', () => ({ board_id: '14', pin_ids: [priyaPin] }))],
    ['BulkEditSelectAllResource delete', resource('BulkEditSelectAllResource', 'delete', () => ({ board_id: '14', pin_ids: [] }))],
    ['PinResource delete of her pin', resource('PinResource', 'delete', () => ({ id: priyaPin }))],
    ['BoardInviteResource create', resource('BoardInviteResource', 'create', () => ({ board_id: '14', invited_user_id: '4' }))],
    [
      "BoardSectionResource update of aiko's section",
      resource('BoardSectionResource', 'update', () => ({ section_id: aikoSection, title: 'Renamed' })),
    ],
    ["BoardSectionResource delete of aiko's section", resource('BoardSectionResource', 'delete', () => ({ section_id: aikoSection }))],
  ])('%s → 403 forbidden, nothing changed', async (_label, write) => {
    const before = { pins: await pinRows(), boards: await boardRows(), sections: await sectionRows() };
    expectFailure(await write(api.demo), 403, 'forbidden');
    expect({ pins: await pinRows(), boards: await boardRows(), sections: await sectionRows() }).toEqual(before);
    const board = await api.demo.get<ApiBoard>('BoardResource', { board_id: '14' });
    expect(board.body.resource_response.data).toMatchObject({
      name: 'Cozy Reading Nooks, Window Seats and Quiet Corners',
      privacy: 'public',
      access: [],
    });
  });

  it('refuses a repin made on behalf of another user_id (403)', async () => {
    expectFailure(await api.demo.write('RepinResource', 'create', { pin_id: publicPin, board_id: '2', user_id: '8' }), 403, 'forbidden');
  });
});

describe('an accepted collaborator (demo on maya_chen’s board 9)', () => {
  it('can save a pin to the shared board and add a section', async () => {
    const repin = await api.demo.write<ApiPin>('RepinResource', 'create', { pin_id: publicPin, board_id: '9' });
    expect(repin.status).toBe(200);
    expect(repin.body.resource_response.data?.board?.id).toBe('9');
    const section = await api.demo.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: '9', title: 'Demo adds' });
    expect(section.status).toBe(200);
    expect(section.body.resource_response.data).toMatchObject({ boardId: '9', title: 'Demo adds' });
    const board = await api.demo.get<ApiBoard>('BoardResource', { board_id: '9' });
    expect(board.body.resource_response.data).toMatchObject({ collaboratedByMe: true, access: ['write'] });
  });

  it.each<[string, Record<string, unknown>, 'update' | 'delete']>([
    ['delete the board', { board_id: '9' }, 'delete'],
    ['change its privacy', { board_id: '9', privacy: 'secret' }, 'update'],
    ['rename it', { board_id: '9', name: 'Demo’s recipes' }, 'update'],
  ])('cannot %s (403)', async (_label, options, action) => {
    expectFailure(await api.demo.write('BoardResource', action, options), 403, 'forbidden');
    const maya = await api.client().get<ApiBoard>('BoardResource', { board_id: '9' });
    expect(maya.body.resource_response.data).toMatchObject({ name: 'Family Recipes', privacy: 'public' });
  });
});

// Spec 6 and 7 (shared-contracts rules/boardPermissions.ts): collaborators save and organise their
// own Pins; the owner manages the board, its sections and every Pin on it.
describe('what a collaborator may not do to the owner’s board (demo on maya_chen’s board 9)', () => {
  let maya: TestClient;
  let mayaSection: string;
  beforeAll(async () => {
    maya = await api.client().login('maya_chen');
    mayaSection =
      (await maya.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: '9', title: 'Weeknight' })).body.resource_response
        .data?.id ?? '';
    // demo saves a Pin of their own there.
    expect((await api.demo.write('RepinResource', 'create', { pin_id: demoPin, board_id: '9' })).status).toBe(200);
  });

  it.each<[string, Write, string]>([
    [
      'rename the owner’s section',
      resource('BoardSectionResource', 'update', () => ({ section_id: mayaSection, title: 'Mine now' })),
      'Only the board owner can rename this section.',
    ],
    [
      'delete the owner’s section',
      resource('BoardSectionResource', 'delete', () => ({ section_id: mayaSection })),
      'Only the board owner can delete this section.',
    ],
  ])('cannot %s (403)', async (_label, write, message) => {
    const answer = await write(api.demo);
    expectFailure(answer, 403, 'forbidden');
    expect(answer.body.resource_response.error?.message).toBe(message);
    expect(await api.row('SELECT title FROM board_sections WHERE id = ?', Number(mayaSection))).toEqual({ title: 'Weeknight' });
  });

  it('cannot delete the owner’s Pins one by one', async () => {
    const mayas = (await api.row('SELECT id FROM pins WHERE board_id = 9 AND pinner_id != 1 LIMIT 1')) as { id: number };
    expectFailure(await api.demo.write('PinResource', 'delete', { id: String(mayas.id) }), 403, 'forbidden');
    expect(await count('SELECT count(*) AS n FROM pins WHERE id = ?', mayas.id)).toBe(1);
  });

  it('empties only their own Pins with select all and an empty list, never the owner’s', async () => {
    const others = await count('SELECT count(*) AS n FROM pins WHERE board_id = 9 AND pinner_id != 1');
    const own = await count('SELECT count(*) AS n FROM pins WHERE board_id = 9 AND pinner_id = 1');
    expect(own).toBeGreaterThan(0);
    const answer = await api.demo.write<{ deleted: number }>('BulkEditSelectAllResource', 'delete', { board_id: '9', pin_ids: [] });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data?.deleted).toBe(own);
    expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = 9 AND pinner_id != 1')).toBe(others);
    expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = 9 AND pinner_id = 1')).toBe(0);
  });

  it('leaves the owner every right: renaming any section, deleting any Pin', async () => {
    const demoSection = (await api.row("SELECT id FROM board_sections WHERE board_id = 9 AND title = 'Demo adds'")) as
      { id: number } | undefined;
    const section = demoSection ? String(demoSection.id) : mayaSection;
    expect((await maya.write('BoardSectionResource', 'update', { section_id: section, title: 'Renamed by the owner' })).status).toBe(200);
    expect((await api.demo.write('RepinResource', 'create', { pin_id: demoPin, board_id: '9' })).status).toBe(200);
    const demos = (await api.row('SELECT id FROM pins WHERE board_id = 9 AND pinner_id = 1 LIMIT 1')) as { id: number };
    expect((await maya.write('PinResource', 'delete', { id: String(demos.id) })).status).toBe(200);
  });
});

describe('pending invites (demo invited to tomas_alvarez’s board 10)', () => {
  const invites = async (client: TestClient) =>
    ((await client.get<ApiCollaborator[]>('BoardCollaboratorsResource', { board_id: '10' })).body.resource_response.data ?? [])
      .filter((c) => c.status === 'invited')
      .map((c) => c.user.username);

  it('are listed for the owner, and for the invitee only their own; a stranger and a visitor see none', async () => {
    const tomas = await api.client().login('tomas_alvarez');
    expect(await invites(tomas)).toContain('demo');
    expect(await invites(api.demo)).toEqual(['demo']);
    expect(await invites(api.newbie)).toEqual([]);
    expect(await invites(api.visitor)).toEqual([]);
  });
});

describe('an invited, not yet accepted, user (demo on tomas_alvarez’s board 10)', () => {
  it.each<[string, Write]>([
    ['save a pin to it', resource('RepinResource', 'create', () => ({ pin_id: publicPin, board_id: '10' }))],
    ['add a section', resource('BoardSectionResource', 'create', () => ({ board_id: '10', title: 'Not yet' }))],
    ['bulk delete on it', resource('BulkEditSelectAllResource', 'delete', () => ({ board_id: '10', pin_ids: [] }))],
  ])('cannot %s (403)', async (_label, write) => {
    const before = { pins: await count('SELECT count(*) AS n FROM pins WHERE board_id = 10'), sections: await sectionRows() };
    expectFailure(await write(api.demo), 403, 'forbidden');
    expect({ pins: await count('SELECT count(*) AS n FROM pins WHERE board_id = 10'), sections: await sectionRows() }).toEqual(before);
  });
});

describe('secret boards', () => {
  let secretId: string;
  let secretSlug: string;

  beforeAll(async () => {
    // demo's secret board with newbie as an accepted collaborator.
    const created = await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Surprise for Nina', privacy: 'secret' });
    secretId = created.body.resource_response.data?.id ?? '';
    secretSlug = (created.body.resource_response.data?.url ?? '').split('/')[2] ?? '';
    await api.demo.write('RepinResource', 'create', { pin_id: publicPin, board_id: secretId });
    expect((await api.demo.write('BoardInviteResource', 'create', { board_id: secretId, invited_user_id: '4' })).status).toBe(200);
    expect((await api.newbie.write('BoardInviteResource', 'update', { board_id: secretId, accept: true })).status).toBe(200);
  });

  const reads: Array<[string, (id: string, slug: string) => [string, Record<string, string>]]> = [
    ['BoardResource get by id', (id) => ['BoardResource', { board_id: id }]],
    ['BoardResource get by username and slug', (_id, slug) => ['BoardResource', { username: 'demo', slug }]],
    ['BoardFeedResource get', (id) => ['BoardFeedResource', { board_id: id }]],
    ['BoardSectionsResource get', (id) => ['BoardSectionsResource', { board_id: id }]],
    ['BoardCollaboratorsResource get', (id) => ['BoardCollaboratorsResource', { board_id: id }]],
  ];

  it.each(reads)('%s: another user and a visitor get 404 (not 403); the owner and the collaborator get 200', async (_label, call) => {
    const [name, options] = call(secretId, secretSlug);
    expectFailure(await api.employee.get(name, options), 404, 'not_found');
    expectFailure(await api.client().get(name, options), 404, 'not_found');
    expect((await api.demo.get(name, options)).status).toBe(200);
    expect((await api.newbie.get(name, options)).status).toBe(200);
  });

  // Every read of one pin: a pin saved on the secret board is not there for anyone who may not read the board.
  const pinReads: Array<[string, (pinId: string) => [string, Record<string, string>]]> = [
    ['PinResource get', (id) => ['PinResource', { id }]],
    ['RelatedPinFeedResource get', (id) => ['RelatedPinFeedResource', { pin_id: id }]],
    ['PinDetailsResource get', (id) => ['PinDetailsResource', { pin_id: id }]],
    ['VisualSearchResource get', (id) => ['VisualSearchResource', { pin_id: id }]],
  ];

  it.each(pinReads)(
    '%s of a pin on it: another user and a visitor get 404; the owner and the collaborator get 200',
    async (_label, call) => {
      const feed = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: secretId, page_size: 1 });
      const pinId = feed.body.resource_response.data?.[0]?.id ?? '';
      expect(pinId).toMatch(/^[1-9][0-9]*$/);
      const [name, options] = call(pinId);
      expectFailure(await api.employee.get(name, options), 404, 'not_found');
      expectFailure(await api.visitor.get(name, options), 404, 'not_found');
      expect((await api.demo.get(name, options)).status).toBe(200);
      expect((await api.newbie.get(name, options)).status).toBe(200);
    },
  );

  it('storage.pinAccess says who may read such a pin (the edge server answers 404 pages from it)', async () => {
    const feed = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: secretId, page_size: 1 });
    const pinId = Number(feed.body.resource_response.data?.[0]?.id);
    const { storage } = api.api.deps;
    const viewer = (userId: number | null) => ({ userId, subject: userId === null ? 'anon:x' : `user:${userId}`, isBot: false });
    expect(await storage.pinAccess(viewer(1), pinId)).toMatchObject({ pinId, canRead: true });
    expect(await storage.pinAccess(viewer(4), pinId)).toMatchObject({ pinId, canRead: true });
    expect(await storage.pinAccess(viewer(3), pinId)).toMatchObject({ pinId, canRead: false });
    expect(await storage.pinAccess(viewer(null), pinId)).toMatchObject({ pinId, canRead: false });
    expect(await storage.pinAccess(viewer(1), 999_999)).toBeNull();
  });

  it("jordan_reyes's seeded secret board 11 and its pins are 404 to demo, 200 to jordan", async () => {
    const jordan = await api.client().login('jordan_reyes');
    const feed = await jordan.get<ApiPin[]>('BoardFeedResource', { board_id: '11', page_size: 1 });
    expect(feed.status).toBe(200);
    const pinId = feed.body.resource_response.data?.[0]?.id ?? '';
    expect(pinId).not.toBe('');
    expect((await jordan.get('PinResource', { id: pinId })).status).toBe(200);

    expectFailure(await api.demo.get('BoardResource', { board_id: '11' }), 404, 'not_found');
    expectFailure(await api.demo.get('BoardFeedResource', { board_id: '11' }), 404, 'not_found');
    expectFailure(await api.demo.get('PinResource', { id: pinId }), 404, 'not_found');
    expectFailure(await api.demo.get('RelatedPinFeedResource', { pin_id: pinId }), 404, 'not_found');
    expectFailure(await api.visitor.get('RelatedPinFeedResource', { pin_id: pinId }), 404, 'not_found');
    expect((await jordan.get('RelatedPinFeedResource', { pin_id: pinId })).status).toBe(200);
    // Writing to it is 404 too: its existence is not confirmed by a 403.
    expectFailure(await api.demo.write('RepinResource', 'create', { pin_id: publicPin, board_id: '11' }), 404, 'not_found');
    expectFailure(await api.demo.request('PUT', '/v3/boards/11/follow/'), 404, 'not_found');
  });

  it("are absent from another user's BoardsResource list, and present in the owner's", async () => {
    const names = (answer: Answer<ApiBoard[]>) => (answer.body.resource_response.data ?? []).map((b) => b.name);
    const privacies = (answer: Answer<ApiBoard[]>) => (answer.body.resource_response.data ?? []).map((b) => b.privacy);

    const own = await api.demo.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 });
    expect(names(own)).toEqual(expect.arrayContaining(['Gift Ideas', 'Wedding Inspiration', 'Surprise for Nina']));

    for (const other of [api.employee, api.client()]) {
      const all = await other.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 });
      expect(all.status).toBe(200);
      expect(privacies(all)).not.toContain('secret');
      expect(names(all)).not.toContain('Gift Ideas');
      expect(names(all)).not.toContain('Wedding Inspiration');
      expect(names(all)).not.toContain('Surprise for Nina');
      const secretOnly = await other.get<ApiBoard[]>('BoardsResource', { username: 'demo', privacy_filter: 'secret' });
      expect(secretOnly.body.resource_response.data).toEqual([]);
    }
  });

  it("a user's board count is what each viewer is listed: all for the owner, the public ones for others", async () => {
    const self = await api.demo.get<ApiViewer>('UserResource', { username: 'demo' });
    const other = await api.employee.get<ApiUser>('UserResource', { username: 'demo' });
    expect(self.body.resource_response.data?.secretBoardCount).toBe(3);
    expect(other.body.resource_response.data).not.toHaveProperty('secretBoardCount');
    const ownList = await api.demo.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 });
    const otherList = await api.employee.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 });
    expect(self.body.resource_response.data?.boardCount).toBe(ownList.body.resource_response.data?.length);
    expect(other.body.resource_response.data?.boardCount).toBe(otherList.body.resource_response.data?.length);
    expect(otherList.body.resource_response.data?.length).toBeGreaterThan(0);
    expect(otherList.body.resource_response.data?.every((b) => b.privacy === 'public')).toBe(true);
  });
});

describe('acting for someone else', () => {
  it.each<[string, Record<string, unknown>]>([
    ['username', { name: 'On Maya’s profile', username: 'maya_chen' }],
    ['username in other case', { name: 'On Maya’s profile', username: 'MAYA_CHEN' }],
    ['user_id', { name: 'On Maya’s profile', user_id: '8' }],
  ])('BoardResource create with another user’s %s → 403, no board', async (_label, options) => {
    const before = await boardRows();
    expectFailure(await api.demo.write('BoardResource', 'create', options), 403, 'forbidden');
    expect(await boardRows()).toBe(before);
  });

  it('BoardResource create with one’s own username (any case) is fine', async () => {
    const answer = await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Mine by name', username: 'Demo' });
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data?.owner.username).toBe('demo');
  });

  it('UserResource update with another user_id → 403 and their name is unchanged', async () => {
    expectFailure(await api.demo.write('UserResource', 'update', { user_id: '8', first_name: 'Hacked' }), 403, 'forbidden');
    const maya = await api.client().get<ApiUser>('UserResource', { user_id: '8' });
    expect(maya.body.resource_response.data?.firstName).toBe('Maya');
    const demoSelf = await api.demo.get<ApiViewer>('UserResource', { user_id: '1' });
    expect(demoSelf.body.resource_response.data?.firstName).toBe('Demo');
  });
});

describe('a protected board (one rule for lists, counts and pins)', () => {
  let boardId: string;
  const listedNames = async (client: TestClient) =>
    ((await client.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 })).body.resource_response.data ?? []).map(
      (b) => b.id,
    );
  const boardCountFor = async (client: TestClient) =>
    (await client.get<ApiUser>('UserResource', { username: 'demo' })).body.resource_response.data?.boardCount;

  beforeAll(async () => {
    // employee joins it; newbie is invited and has not accepted.
    boardId =
      (await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Road trip plans', privacy: 'protected' })).body.resource_response
        .data?.id ?? '';
    await api.demo.write('RepinResource', 'create', { pin_id: publicPin, board_id: boardId });
    expect((await api.demo.write('BoardInviteResource', 'create', { board_id: boardId, invited_user_id: '3' })).status).toBe(200);
    expect((await api.employee.write('BoardInviteResource', 'update', { board_id: boardId, accept: true })).status).toBe(200);
    expect((await api.demo.write('BoardInviteResource', 'create', { board_id: boardId, invited_user_id: '4' })).status).toBe(200);
  });

  it('can be read by anyone with its link', async () => {
    expect((await api.visitor.get<ApiBoard>('BoardResource', { board_id: boardId })).status).toBe(200);
  });

  it.each<[string, () => TestClient, boolean]>([
    ['the owner', () => api.demo, true],
    ['an accepted collaborator', () => api.employee, true],
    ['an invitee who has not accepted', () => api.newbie, false],
    ['a visitor', () => api.visitor, false],
  ])('is listed on the profile for %s: %p, and the board count agrees with the list', async (_label, client, listed) => {
    const names = await listedNames(client());
    expect(names.includes(boardId)).toBe(listed);
    expect(await boardCountFor(client())).toBe(names.length);
  });
});

describe("group boards, from a collaborator's side (spec sections 3, 4, 6)", () => {
  const boardNames = async (client: TestClient) =>
    ((await client.get<ApiBoard[]>('BoardsResource', { username: 'demo', page_size: 100 })).body.resource_response.data ?? []).map(
      (b) => b.name,
    );
  const invites = async (client: TestClient) =>
    (await client.get<ApiBoard[]>('BoardInvitesResource', {})).body.resource_response.data ?? [];

  it("lists a board the user joined among their boards (the picker's list), and not one they are only invited to", async () => {
    const names = await boardNames(api.demo);
    expect(names).toContain('Family Recipes');
    expect(names).not.toContain('Cabin Weekend Trip');
    // Others see the joined group board on demo's profile too (it is public).
    expect(await boardNames(api.client())).toContain('Family Recipes');
    const self = await api.demo.get<ApiViewer>('UserResource', { username: 'demo' });
    expect(self.body.resource_response.data?.boardCount).toBe(names.length);
  });

  it('names who invited the viewer, on the board and in their invites, and to no one else', async () => {
    const pending = await invites(api.demo);
    expect(pending.map((b) => [b.name, b.invitedBy?.username])).toEqual([['Cabin Weekend Trip', 'tomas_alvarez']]);
    const cabin = pending[0]?.id ?? '';
    expect((await api.demo.get<ApiBoard>('BoardResource', { board_id: cabin })).body.resource_response.data?.invitedBy?.username).toBe(
      'tomas_alvarez',
    );
    expect((await api.employee.get<ApiBoard>('BoardResource', { board_id: cabin })).body.resource_response.data?.invitedBy).toBeNull();
    expectFailure(await api.visitor.get('BoardInvitesResource', {}), 401, 'not_authenticated');
  });

  it('Accept makes the board one of theirs; Decline drops the invite', async () => {
    const cabin = (await invites(api.demo))[0]?.id ?? '';
    expect((await api.demo.write('BoardInviteResource', 'update', { board_id: cabin, accept: true })).status).toBe(200);
    expect(await boardNames(api.demo)).toContain('Cabin Weekend Trip');
    expect(await invites(api.demo)).toEqual([]);

    expect((await api.demo.write('BoardInviteResource', 'create', { board_id: '2', invited_user_id: '4' })).status).toBe(200);
    // Newest first: newbie was invited to 'Road trip plans' above.
    expect((await invites(api.newbie)).map((b) => b.name)).toEqual(['Kitchen Ideas', 'Road trip plans']);
    expect((await api.newbie.write('BoardInviteResource', 'delete', { board_id: '2', invited_user_id: '4' })).status).toBe(200);
    expect((await invites(api.newbie)).map((b) => b.name)).toEqual(['Road trip plans']);
  });
});
