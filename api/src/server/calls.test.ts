// Every call of spec section 7 once, on its happy path, checking the answer's key fields (spec
// section 3 names) and, for writes, that the change is visible to the next read.

import { testPageToken } from '../testing/testPageTokens';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type {
  ApiBoard,
  ApiBoardSection,
  ApiBusinessAccessProfile,
  ApiCollaborator,
  ApiExperience,
  ApiInviteMetadata,
  ApiOffsiteResult,
  ApiPin,
  ApiPinDeleted,
  ApiSession,
  ApiUser,
  ApiViewer,
  ApiVisitor,
} from 'shared-contracts/api';
import { DEMO_LANDMARKS } from '../seed/demoWorld';
import { expectFailure, expectOk } from '../testing/expectAnswer';
import { type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import { signedUpClient } from '../testing/signedUpClient';

type BoardWithSections = ApiBoard & { sections: ApiBoardSection[] };
type Saved = ApiPin & { created: boolean };
type Experiences = Record<string, ApiExperience>;

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const api = startTestApiForFile({ signedIn: ['demo', 'employee', 'newbie'] });

const count = async (sql: string, ...args: unknown[]): Promise<number> => await api.count(sql, ...args);

const ids = (pins: ApiPin[] | null | undefined) => (pins ?? []).map((p) => p.id);

/** A new visitor who answered the cookie banner with `choices`. */
async function visitorWhoChose(
  choices: Record<'allow_analytic_cookies' | 'allow_marketing_cookies' | 'allow_personalization_cookies', boolean>,
) {
  const visitor = api.client();
  await visitor.ensureCsrf();
  expectOk(await visitor.write('UserSettingsResource', 'update', choices));
  return visitor;
}

async function firstHomePins(client: TestClient, n = 25): Promise<ApiPin[]> {
  return expectOk(await client.get<ApiPin[]>('HomefeedResource', { page_size: n }));
}

const signup = (username: string): Promise<TestClient> => signedUpClient(api, username);

async function newBoard(client: TestClient, name: string, extra: Record<string, unknown> = {}): Promise<ApiBoard> {
  return expectOk(await client.write<ApiBoard>('BoardResource', 'create', { name, ...extra }));
}

// -------------------------------------------------------------------------------------------------

describe('sessions and users', () => {
  it('UserSessionResource get: a visitor has an unauthId and a visitor viewer', async () => {
    const visitor = api.client();
    const session = expectOk(await visitor.get<ApiSession>('UserSessionResource'));
    expect(session).toEqual({
      isAuthenticated: false,
      unauthId: visitor.cookies.get('pb_anon'),
      viewer: { isAuth: false, isBot: false, isSocialBot: false },
    });
    expect(session.unauthId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The same visitor keeps the same id.
    expect(expectOk(await visitor.get<ApiSession>('UserSessionResource')).unauthId).toBe(session.unauthId);
  });

  it('UserSessionResource create logs in; get shows the viewer; delete logs out', async () => {
    const client = api.client();
    const created = expectOk(
      await client.write<ApiSession>('UserSessionResource', 'create', { username_or_email: 'demo', password: 'demo-password' }),
    );
    expect(created).toMatchObject({
      isAuthenticated: true,
      unauthId: null,
      viewer: {
        id: '1',
        username: 'demo',
        fullName: 'Demo User',
        firstName: 'Demo',
        isAuth: true,
        isBot: false,
        isSocialBot: false,
        is_employee: false,
        has_quicksave_board: true,
        quicksave_board_id: '1',
        save_behavior: 1,
      },
    });
    const viewer = created.viewer as ApiViewer;
    expect(viewer.secretBoardCount).toBeGreaterThanOrEqual(2);
    expect(viewer.imageMediumUrl).toMatch(/^\/media\/474x\/[0-9a-f]{32}\.jpg$/);
    expect(expectOk(await client.get<ApiSession>('UserSessionResource'))).toMatchObject({
      isAuthenticated: true,
      viewer: { username: 'demo' },
    });

    const deleted = expectOk(await client.write<ApiSession>('UserSessionResource', 'delete', {}));
    expect(deleted).toMatchObject({ isAuthenticated: false, viewer: { isAuth: false } });
    expect(expectOk(await client.get<ApiSession>('UserSessionResource')).isAuthenticated).toBe(false);
  });

  it('UserRegisterResource create mails a link; update with its token makes the account and signs it in', async () => {
    const client = api.client();
    const fields = {
      username: 'Calls_Signup',
      email: 'calls_signup@example.org',
      password: 'a-good-password',
      first_name: ' Cal ',
      last_name: 'Signup',
    };
    expect(expectOk(await client.write('UserRegisterResource', 'create', fields))).toEqual({ sent: true });
    expect(await count("SELECT count(*) AS n FROM users WHERE username = 'calls_signup'")).toBe(0);
    const link = await api.outbox.next((mail) => mail.to === 'calls_signup@example.org');
    expect(link.subject).toBe('Finish signing up as calls_signup');
    const token = link.path.replace('/signup/confirm/', '');
    const session = expectOk(await client.write<ApiSession>('UserRegisterResource', 'update', { token }));
    expect(session).toMatchObject({
      isAuthenticated: true,
      viewer: {
        isAuth: true,
        username: 'calls_signup',
        firstName: 'Cal',
        fullName: 'Cal Signup',
        has_quicksave_board: false,
        quicksave_board_id: null,
        pin_count: 0,
        boardCount: 0,
        save_behavior: 1,
      },
    });
    expect(await count("SELECT count(*) AS n FROM users WHERE username = 'calls_signup' AND email = 'calls_signup@example.org'")).toBe(1);
  });

  it('UserResource get by username and by user_id', async () => {
    const byName = expectOk(await api.demo.get<ApiUser>('UserResource', { username: 'maya_chen' }));
    expect(byName).toMatchObject({
      id: '8',
      entityId: '8',
      username: 'maya_chen',
      fullName: 'Maya Chen',
      firstName: 'Maya',
      isPartner: false,
      isPrimaryWebsiteVerified: false,
    });
    for (const key of ['imageSmallUrl', 'imageMediumUrl', 'imageLargeUrl'] as const) expect(byName[key]).toMatch(/^\/media\//);
    expect(byName.pin_count).toBeGreaterThan(0);
    expect(byName.boardCount).toBeGreaterThan(0);
    expect(typeof byName.followerCount).toBe('number');
    expect(typeof byName.explicitlyFollowedByMe).toBe('boolean');
    expect(byName).not.toHaveProperty('isAuth');
    expect(byName).not.toHaveProperty('email');

    expect(expectOk(await api.demo.get<ApiUser>('UserResource', { user_id: '8' }))).toEqual(byName);
    expect(expectOk(await api.demo.get<ApiUser>('UserResource', { user_id: '8', field_set_key: 'profile' }))).toEqual(byName);
    expect(expectOk(await api.client().get<ApiUser>('UserResource', { username: 'partner' }))).toMatchObject({
      id: '2',
      isPartner: true,
      isPrimaryWebsiteVerified: true,
    });
    expectFailure(await api.demo.get('UserResource', { username: 'no_such_user' }), 404, 'not_found');
    expectFailure(await api.demo.get('UserResource', {}), 400, 'invalid_field', 'user_id');
  });

  it('UserResource get of oneself gives the viewer fields', async () => {
    expect(expectOk(await api.demo.get<ApiViewer>('UserResource', { username: 'demo', field_set_key: 'quicksave' }))).toMatchObject({
      id: '1',
      isAuth: true,
      save_behavior: 1,
      has_quicksave_board: true,
      quicksave_board_id: '1',
      should_show_messaging: true,
    });
    expect(expectOk(await api.newbie.get<ApiViewer>('UserResource', { user_id: '4', field_set_key: 'save_behavior' }))).toMatchObject({
      isAuth: true,
      has_quicksave_board: false,
      quicksave_board_id: null,
    });
    expect(expectOk(await api.employee.get<ApiViewer>('UserResource', { username: 'employee' }))).toMatchObject({
      isAuth: true,
      is_employee: true,
    });
  });

  it('UserResource update changes one’s own names and save behaviour', async () => {
    const client = await signup('calls_updater');
    const updated = expectOk(
      await client.write<ApiViewer>('UserResource', 'update', { first_name: 'Ursula', full_name: 'Ursula Updated', save_behavior: 0 }),
    );
    expect(updated).toMatchObject({
      isAuth: true,
      username: 'calls_updater',
      firstName: 'Ursula',
      fullName: 'Ursula Updated',
      save_behavior: 0,
    });
    expect(expectOk(await client.get<ApiViewer>('UserResource', { username: 'calls_updater' }))).toMatchObject({
      firstName: 'Ursula',
      save_behavior: 0,
    });
    expect(expectOk(await api.client().get<ApiUser>('UserResource', { username: 'calls_updater' }))).toMatchObject({
      firstName: 'Ursula',
      fullName: 'Ursula Updated',
    });
  });

  it('UserSettingsResource update: Accept all sets all three true, Reject all all false, and the viewer shows them', async () => {
    const client = await signup('calls_cookies');
    expect(expectOk(await client.get<ApiViewer>('UserResource', { username: 'calls_cookies' }))).toMatchObject({
      allow_analytic_cookies: null,
      allow_marketing_cookies: null,
      allow_personalization_cookies: null,
    });

    const all = { allow_analytic_cookies: true, allow_marketing_cookies: true, allow_personalization_cookies: true };
    expect(expectOk(await client.write('UserSettingsResource', 'update', { ...all, surface_tag: 'cookie_banner' }))).toEqual({
      ...all,
      surface_tag: 'cookie_banner',
    });
    expect(expectOk(await client.get<ApiViewer>('UserResource', { username: 'calls_cookies' }))).toMatchObject(all);

    const none = { allow_analytic_cookies: false, allow_marketing_cookies: false, allow_personalization_cookies: false };
    expect(expectOk(await client.write('UserSettingsResource', 'update', none))).toEqual({ ...none, surface_tag: null });
    expect(expectOk(await client.get<ApiViewer>('UserResource', { username: 'calls_cookies' }))).toMatchObject(none);
  });

  it('UserSettingsResource update works for a visitor too, kept under the visitor id', async () => {
    const visitor = await visitorWhoChose({
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    });
    const subject = `anon:${visitor.cookies.get('pb_anon') ?? ''}`;
    expect(
      await api.row(
        'SELECT allow_analytic_cookies AS a, allow_personalization_cookies AS p FROM cookie_settings WHERE subject = ?',
        subject,
      ),
    ).toEqual({ a: 0, p: 1 });
    // The browser keeps a copy, so the next page knows the visitor chose (and the event log reads it).
    expect(visitor.cookies.get('pb_cookie_choices')).toBe('a0m0p1');
  });

  it("logging in gives the browser the user's saved cookie choices; a user who never chose gets none", async () => {
    const demo = await api.client().login('demo');
    expect(demo.cookies.get('pb_cookie_choices')).toBe('a1m1p1');
    const newbie = await api.client().login('newbie');
    expect(newbie.cookies.get('pb_cookie_choices')).toBeUndefined();
  });

  it("the session gives a stale browser copy the user's current choices; logging out takes it away", async () => {
    const demo = await api.client().login('demo');
    demo.cookies.set('pb_cookie_choices', 'a0m0p0');
    expectOk(await demo.get('UserSessionResource'));
    expect(demo.cookies.get('pb_cookie_choices')).toBe('a1m1p1');
    expectOk(await demo.write('UserSessionResource', 'delete', {}));
    expect(demo.cookies.get('pb_cookie_choices')).toBeUndefined();
  });

  it("a visitor's answer to the cookie banner becomes theirs when they log in, if they never answered", async () => {
    const visitor = await visitorWhoChose({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    });
    await visitor.login('partner');
    expect(expectOk(await visitor.get<ApiViewer>('UserResource', { username: 'partner' }))).toMatchObject({
      allow_analytic_cookies: true,
      allow_marketing_cookies: true,
      allow_personalization_cookies: true,
    });
    const newbieHere = await visitorWhoChose({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    });
    await newbieHere.login('newbie');
    const session = expectOk(await newbieHere.get<ApiSession>('UserSessionResource', {}));
    expect(session.viewer).toMatchObject({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    });
  });

  it("a visitor's answer to the cookie banner becomes theirs when they sign up", async () => {
    const visitor = await visitorWhoChose({
      allow_analytic_cookies: false,
      allow_marketing_cookies: true,
      allow_personalization_cookies: false,
    });
    const signedUp = await api.signUp(visitor, {
      username: 'calls_consent',
      email: 'calls_consent@example.com',
      password: 'long-enough-pw',
      first_name: 'Con',
    });
    expect(expectOk(signedUp)).toMatchObject({
      viewer: { allow_analytic_cookies: false, allow_marketing_cookies: true, allow_personalization_cookies: false },
    });
  });

  it('UserFollowResource create and delete', async () => {
    const before = expectOk(await api.demo.get<ApiUser>('UserResource', { user_id: '4' }));
    expect(before.explicitlyFollowedByMe).toBe(false);
    const followed = expectOk(await api.demo.write<ApiUser>('UserFollowResource', 'create', { user: '4' }));
    expect(followed).toMatchObject({ id: '4', username: 'newbie', explicitlyFollowedByMe: true, followerCount: before.followerCount + 1 });
    // Following twice is still one follow.
    expect(expectOk(await api.demo.write<ApiUser>('UserFollowResource', 'create', { user: '4' })).followerCount).toBe(
      before.followerCount + 1,
    );
    const unfollowed = expectOk(await api.demo.write<ApiUser>('UserFollowResource', 'delete', { user: '4' }));
    expect(unfollowed).toMatchObject({ explicitlyFollowedByMe: false, followerCount: before.followerCount });

    expectFailure(await api.demo.write('UserFollowResource', 'create', { user: '1' }), 400, 'invalid_field', 'user');
    expectFailure(await api.demo.write('UserFollowResource', 'create', { user: '99999' }), 404, 'not_found');
  });

  it('InterestFollowResource create and delete', async () => {
    const row = async () =>
      (await api.row('SELECT favorited FROM interest_follows WHERE user_id = 4 AND interest_id = 3')) as { favorited: number } | undefined;
    expect(expectOk(await api.newbie.write('InterestFollowResource', 'create', { interest_id: '3' }))).toEqual({
      interest_id: '3',
      followed: true,
    });
    expect(await row()).toEqual({ favorited: 0 });
    expectOk(await api.newbie.write('InterestFollowResource', 'create', { interest_id: '3', interest_list: 'favorited' }));
    expect(await row()).toEqual({ favorited: 1 });
    expect(expectOk(await api.newbie.write('InterestFollowResource', 'delete', { interest_id: '3' }))).toEqual({
      interest_id: '3',
      followed: false,
    });
    expect(await row()).toBeUndefined();
    expectFailure(await api.newbie.write('InterestFollowResource', 'create', { interest_id: '999' }), 404, 'not_found');
  });
});

// -------------------------------------------------------------------------------------------------

describe('boards', () => {
  it('BoardResource create: privacy defaults to public', async () => {
    const board = await newBoard(api.employee, 'Concrete & Light', { description: 'Brutalism, mostly.' });
    expect(board).toMatchObject({
      name: 'Concrete & Light',
      description: 'Brutalism, mostly.',
      url: '/employee/concrete-light/',
      privacy: 'public',
      layout: 'default',
      followedByMe: false,
      collaboratedByMe: false,
      isCollaborative: false,
      collaboratorCount: 0,
      pinCount: 0,
      sectionCount: 0,
      coverImages: [],
      access: ['owner', 'write'],
      owner: { id: '3', username: 'employee' },
    });
    expect(board.entityId).toBe(board.id);
    expect((await newBoard(api.employee, 'Hidden things', { privacy: 'secret' })).privacy).toBe('secret');
    expect((await newBoard(api.employee, 'Friends and family', { privacy: 'protected' })).privacy).toBe('protected');
  });

  it('BoardResource create (quick save) with return_existing gives the same board the second time', async () => {
    const client = await signup('calls_quick');
    const quick = { name: 'Quick Saves', layout: 'quick_saves', return_existing: true };
    const first = expectOk(await client.write<ApiBoard>('BoardResource', 'create', quick));
    expect(first).toMatchObject({
      name: 'Quick Saves',
      layout: 'quick_saves',
      url: '/calls_quick/quick-saves/',
      owner: { username: 'calls_quick' },
    });
    const second = expectOk(await client.write<ApiBoard>('BoardResource', 'create', { ...quick, protected: true }));
    expect(second.id).toBe(first.id);
    expect(await count("SELECT count(*) AS n FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'calls_quick'")).toBe(1);
    expect(expectOk(await client.get<ApiViewer>('UserResource', { username: 'calls_quick' }))).toMatchObject({
      has_quicksave_board: true,
      quicksave_board_id: first.id,
    });
    expectFailure(await client.write('BoardResource', 'create', { ...quick, return_existing: false }), 409, 'conflict', 'layout');
    // demo's seeded quick-saves board is board 1.
    expect(expectOk(await api.demo.write<ApiBoard>('BoardResource', 'create', quick)).id).toBe('1');
  });

  it('BoardResource get by board_id, and by username and slug, with its sections', async () => {
    const byId = expectOk(await api.demo.get<BoardWithSections>('BoardResource', { board_id: '2', field_set_key: 'detailed' }));
    expect(byId).toMatchObject({
      id: '2',
      name: 'Kitchen Ideas',
      description: 'Recipes I actually cook, and a few I dream about.',
      url: '/demo/kitchen-ideas/',
      privacy: 'public',
      sectionCount: 3,
      owner: { username: 'demo' },
      access: ['owner', 'write'],
    });
    expect(byId.sections.map((s) => s.title)).toEqual(['Weeknight Dinners', 'Baking', 'Breakfast']);
    for (const s of byId.sections) {
      expect(s).toMatchObject({ boardId: '2', entityId: s.id, url: `/demo/kitchen-ideas/${s.slug}/` });
      expect(typeof s.pinCount).toBe('number');
    }
    expect(byId.pinCount).toBeGreaterThan(0);
    expect(byId.coverImages.length).toBeGreaterThan(0);

    const bySlug = expectOk(await api.demo.get<BoardWithSections>('BoardResource', { username: 'demo', slug: 'kitchen-ideas' }));
    expect(bySlug).toEqual(byId);
    // Others see it without the owner's access.
    expect(expectOk(await api.client().get<ApiBoard>('BoardResource', { board_id: '2' })).access).toEqual([]);
    expectFailure(await api.demo.get('BoardResource', { username: 'demo', slug: 'no-such-board' }), 404, 'not_found');
    expectFailure(await api.demo.get('BoardResource', { username: 'demo' }), 400, 'invalid_field', 'board_id');
  });

  it('BoardResource update changes name (and slug), description and privacy', async () => {
    const board = await newBoard(api.employee, 'Before Rename');
    const updated = expectOk(
      await api.employee.write<ApiBoard>('BoardResource', 'update', {
        board_id: board.id,
        name: 'After Rename',
        description: 'Now described.',
        privacy: 'secret',
      }),
    );
    expect(updated).toMatchObject({
      id: board.id,
      name: 'After Rename',
      description: 'Now described.',
      privacy: 'secret',
      url: '/employee/after-rename/',
    });
    expect(expectOk(await api.employee.get<ApiBoard>('BoardResource', { username: 'employee', slug: 'after-rename' })).id).toBe(board.id);
    expectFailure(await api.employee.get('BoardResource', { username: 'employee', slug: 'before-rename' }), 404, 'not_found');
  });

  it('BoardResource delete removes the board and its pins', async () => {
    const board = await newBoard(api.employee, 'Short lived');
    const [pin] = await firstHomePins(api.employee, 1);
    expectOk(await api.employee.write('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id }));
    expect(expectOk(await api.employee.write('BoardResource', 'delete', { board_id: board.id }))).toEqual({
      board_id: board.id,
      deleted: true,
    });
    expectFailure(await api.employee.get('BoardResource', { board_id: board.id }), 404, 'not_found');
    expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ?', Number(board.id))).toBe(0);
  });

  describe('BoardsResource get', () => {
    const names = (boards: ApiBoard[]) => boards.map((b) => b.name);
    const demoBoards = (options: Record<string, string | number | boolean> = {}) =>
      api.demo.get<ApiBoard[]>('BoardsResource', { username: 'demo', ...options }).then(expectOk);

    // demo's boards include Family Recipes, maya_chen's group board demo joined (issue 38).
    it('privacy_filter all, public and secret for the owner', async () => {
      const all = await demoBoards({ privacy_filter: 'all' });
      expect(names(all).sort()).toEqual([
        'Family Recipes',
        'Garden Plans',
        'Gift Ideas',
        'Kitchen Ideas',
        'Living Room',
        'Quick Saves',
        'Travel Bucket List',
        'Wedding Inspiration',
      ]);
      const pub = await demoBoards({ privacy_filter: 'public' });
      expect(names(pub).sort()).toEqual([
        'Family Recipes',
        'Garden Plans',
        'Kitchen Ideas',
        'Living Room',
        'Quick Saves',
        'Travel Bucket List',
      ]);
      expect(pub.every((b) => b.privacy !== 'secret')).toBe(true);
      const secret = await demoBoards({ privacy_filter: 'secret' });
      expect(names(secret).sort()).toEqual(['Gift Ideas', 'Wedding Inspiration']);
      expect(secret.every((b) => b.privacy === 'secret')).toBe(true);
      // The archived board only on request.
      expect(names(await demoBoards({ include_archived: true }))).toContain('Old Apartment');
      // The default is all, with the quick-saves board first.
      const byDefault = await demoBoards();
      expect(names(byDefault).sort()).toEqual(names(all).sort());
      expect(byDefault[0]?.layout).toBe('quick_saves');
    });

    it("sort 'alphabetical' really sorts (the quick-saves board stays first)", async () => {
      expect(names(await demoBoards({ sort: 'alphabetical' }))).toEqual([
        'Quick Saves',
        'Family Recipes',
        'Garden Plans',
        'Gift Ideas',
        'Kitchen Ideas',
        'Living Room',
        'Travel Bucket List',
        'Wedding Inspiration',
      ]);
      // A user without a quick-saves board: plain, case-insensitive order.
      const client = await signup('calls_sorter');
      for (const name of ['banana bread', 'Apple pie', 'cherry tart', 'apricot jam', 'Blueberry muffins']) await newBoard(client, name);
      const sorted = expectOk(await client.get<ApiBoard[]>('BoardsResource', { username: 'calls_sorter', sort: 'alphabetical' }));
      expect(names(sorted)).toEqual(['Apple pie', 'apricot jam', 'banana bread', 'Blueberry muffins', 'cherry tart']);
      const oldest = expectOk(await client.get<ApiBoard[]>('BoardsResource', { username: 'calls_sorter', sort: 'oldest' }));
      expect(names(oldest)).toEqual(['banana bread', 'Apple pie', 'cherry tart', 'apricot jam', 'Blueberry muffins']);
    });

    it("group_by 'visibility' puts the secret boards last", async () => {
      const grouped = await demoBoards({ group_by: 'visibility', sort: 'alphabetical' });
      expect(names(grouped)).toEqual([
        'Quick Saves',
        'Family Recipes',
        'Garden Plans',
        'Kitchen Ideas',
        'Living Room',
        'Travel Bucket List',
        'Gift Ideas',
        'Wedding Inspiration',
      ]);
      const firstSecret = grouped.findIndex((b) => b.privacy === 'secret');
      expect(grouped.slice(firstSecret).every((b) => b.privacy === 'secret')).toBe(true);
    });

    it('paging with the bookmark over page_size 2 covers every board once', async () => {
      const whole = await demoBoards({ sort: 'alphabetical' });
      const seen: string[] = [];
      const sizes: number[] = [];
      let bookmark: string | null | undefined;
      for (let page = 0; page < 10; page++) {
        const answer = await api.demo.get<ApiBoard[]>('BoardsResource', {
          username: 'demo',
          sort: 'alphabetical',
          page_size: 2,
          ...(bookmark ? { bookmark } : {}),
        });
        const boards = expectOk(answer);
        sizes.push(boards.length);
        seen.push(...boards.map((b) => b.id));
        bookmark = answer.body.resource_response.bookmark;
        if (bookmark === null) break;
        expect(typeof bookmark).toBe('string');
      }
      expect(bookmark).toBeNull();
      expect(sizes).toEqual([2, 2, 2, 2]);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(whole.map((b) => b.id));
    });
  });

  it('BoardSectionsResource get', async () => {
    const sections = expectOk(await api.demo.get<ApiBoardSection[]>('BoardSectionsResource', { board_id: '3' }));
    expect(sections.map((s) => s.title)).toEqual(['Lighting', 'Rugs', 'Shelving', 'Plants']);
    expect(sections[0]).toEqual({
      id: expect.any(String),
      entityId: sections[0]?.id,
      title: 'Lighting',
      slug: 'lighting',
      url: '/demo/living-room/lighting/',
      boardId: '3',
      pinCount: expect.any(Number),
    });
  });

  it("BoardSectionResource get: the section and its board; a secret board's section is 404 to others", async () => {
    const [living] = expectOk(await api.demo.get<ApiBoardSection[]>('BoardSectionsResource', { board_id: '3' }));
    const read = expectOk(
      await api.demo.get<ApiBoardSection & { board: ApiBoard }>('BoardSectionResource', { section_id: living?.id ?? '' }),
    );
    expect(read).toMatchObject({
      id: living?.id,
      title: 'Lighting',
      url: '/demo/living-room/lighting/',
      board: { id: '3', name: 'Living Room' },
    });
    const [secret] = expectOk(await api.demo.get<ApiBoardSection[]>('BoardSectionsResource', { board_id: '5' }));
    expect((await api.demo.get('BoardSectionResource', { section_id: secret?.id ?? '' })).status).toBe(200);
    expectFailure(await api.employee.get('BoardSectionResource', { section_id: secret?.id ?? '' }), 404, 'not_found');
    expectFailure(await api.demo.get('BoardSectionResource', { section_id: '999999' }), 404, 'not_found');
  });

  it('BoardSectionResource create, update and delete (its pins stay on the board)', async () => {
    const board = await newBoard(api.employee, 'Sectioned');
    const section = expectOk(
      await api.employee.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: board.id, title: 'Lighting Ideas' }),
    );
    expect(section).toMatchObject({
      title: 'Lighting Ideas',
      slug: 'lighting-ideas',
      url: '/employee/sectioned/lighting-ideas/',
      boardId: board.id,
      pinCount: 0,
    });
    expect(expectOk(await api.employee.get<ApiBoard>('BoardResource', { board_id: board.id })).sectionCount).toBe(1);

    const renamed = expectOk(
      await api.employee.write<ApiBoardSection>('BoardSectionResource', 'update', { section_id: section.id, title: 'Lamps' }),
    );
    expect(renamed).toMatchObject({ id: section.id, title: 'Lamps', slug: 'lamps', url: '/employee/sectioned/lamps/' });

    const [pin] = await firstHomePins(api.employee, 1);
    const saved = expectOk(
      await api.employee.write<Saved>('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id, section: section.id }),
    );
    expect(saved.section?.id).toBe(section.id);

    expect(expectOk(await api.employee.write('BoardSectionResource', 'delete', { section_id: section.id }))).toEqual({
      section_id: section.id,
      deleted: true,
    });
    expect(expectOk(await api.employee.get<ApiBoardSection[]>('BoardSectionsResource', { board_id: board.id }))).toEqual([]);
    const stays = expectOk(await api.employee.get<ApiPin>('PinResource', { id: saved.id }));
    expect(stays).toMatchObject({ id: saved.id, board: { id: board.id }, section: null });
  });

  // Regression: this failed before the fix that came with it.
  it('BoardSectionResource delete works when a pin is saved both in the section and on the board', async () => {
    const board = await newBoard(api.employee, 'Saved twice');
    const section = expectOk(
      await api.employee.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: board.id, title: 'Inner' }),
    );
    const [pin] = await firstHomePins(api.employee, 1);
    expectOk(await api.employee.write('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id }));
    expectOk(await api.employee.write('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id, section: section.id }));
    expect(expectOk(await api.employee.write('BoardSectionResource', 'delete', { section_id: section.id }))).toEqual({
      section_id: section.id,
      deleted: true,
    });
    expect(expectOk(await api.employee.get<ApiBoardSection[]>('BoardSectionsResource', { board_id: board.id }))).toEqual([]);
  });

  it('BoardCollaboratorsResource get', async () => {
    const collaborators = expectOk(await api.demo.get<ApiCollaborator[]>('BoardCollaboratorsResource', { board_id: '9' }));
    expect(collaborators.map((c) => [c.user.username, c.status]).sort()).toEqual([
      ['demo', 'accepted'],
      ['jordan_reyes', 'accepted'],
      ['priya_nair', 'invited'],
    ]);
    expect(collaborators[0]?.user).toMatchObject({
      id: expect.any(String),
      username: expect.any(String),
      imageSmallUrl: expect.any(String),
    });
  });

  it('BoardInviteResource create, update (accept) and delete; BoardCollaboratorResource delete', async () => {
    const board = await newBoard(api.employee, 'Team Board');
    const invited = expectOk(
      await api.employee.write<ApiCollaborator[]>('BoardInviteResource', 'create', { board_id: board.id, invited_user_id: '4' }),
    );
    expect(invited.map((c) => [c.user.username, c.status])).toEqual([['newbie', 'invited']]);
    expectOk(await api.employee.write('BoardInviteResource', 'create', { board_id: board.id, invited_user_id: '1' }));

    const accepted = expectOk(await api.newbie.write<ApiBoard>('BoardInviteResource', 'update', { board_id: board.id, accept: true }));
    expect(accepted).toMatchObject({
      id: board.id,
      collaboratedByMe: true,
      isCollaborative: true,
      collaboratorCount: 1,
      access: ['write'],
    });
    expect(
      expectOk(await api.employee.get<ApiCollaborator[]>('BoardCollaboratorsResource', { board_id: board.id })).map((c) => [
        c.user.username,
        c.status,
      ]),
    ).toEqual([
      ['newbie', 'accepted'],
      ['demo', 'invited'],
    ]);
    // Accepting twice: there is no invite any more.
    expectFailure(await api.newbie.write('BoardInviteResource', 'update', { board_id: board.id, accept: true }), 404, 'not_found');

    // The owner withdraws demo's invite; then removes newbie, who can no longer save there.
    expect(expectOk(await api.employee.write('BoardInviteResource', 'delete', { board_id: board.id, invited_user_id: '1' }))).toEqual({
      board_id: board.id,
      invited_user_id: '1',
      removed: true,
    });
    expectFailure(
      await api.employee.write('BoardInviteResource', 'delete', { board_id: board.id, invited_user_id: '1' }),
      404,
      'not_found',
    );
    expect(expectOk(await api.employee.write('BoardCollaboratorResource', 'delete', { board_id: board.id, invited_user_id: '4' }))).toEqual(
      {
        board_id: board.id,
        invited_user_id: '4',
        removed: true,
      },
    );
    expect(expectOk(await api.employee.get<ApiCollaborator[]>('BoardCollaboratorsResource', { board_id: board.id }))).toEqual([]);
    const [pin] = await firstHomePins(api.newbie, 1);
    expectFailure(await api.newbie.write('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id }), 403, 'forbidden');

    // Invitees may deny, collaborators may leave, by themselves.
    expectOk(await api.employee.write('BoardInviteResource', 'create', { board_id: board.id, invited_user_id: '1' }));
    expectOk(await api.demo.write('BoardInviteResource', 'delete', { board_id: board.id, invited_user_id: '1' }));
    expectOk(await api.employee.write('BoardInviteResource', 'create', { board_id: board.id, invited_user_id: '4' }));
    expectOk(await api.newbie.write('BoardInviteResource', 'update', { board_id: board.id, accept: true }));
    expectOk(await api.newbie.write('BoardCollaboratorResource', 'delete', { board_id: board.id, invited_user_id: '4' }));
    expect(expectOk(await api.employee.get<ApiCollaborator[]>('BoardCollaboratorsResource', { board_id: board.id }))).toEqual([]);
  });

  it('PUT and DELETE /v3/boards/{id}/follow/ flip followedByMe', async () => {
    expect(expectOk(await api.newbie.get<ApiBoard>('BoardResource', { board_id: '2' })).followedByMe).toBe(false);
    expect(expectOk(await api.newbie.request<ApiBoard>('PUT', '/v3/boards/2/follow/'))).toMatchObject({ id: '2', followedByMe: true });
    expect(expectOk(await api.newbie.get<ApiBoard>('BoardResource', { board_id: '2' })).followedByMe).toBe(true);
    expect(expectOk(await api.newbie.request<ApiBoard>('DELETE', '/v3/boards/2/follow/'))).toMatchObject({ id: '2', followedByMe: false });
    expect(expectOk(await api.newbie.get<ApiBoard>('BoardResource', { board_id: '2' })).followedByMe).toBe(false);
    expectFailure(await api.newbie.request('PUT', '/v3/boards/99999/follow/'), 404, 'not_found');
  });
});

// -------------------------------------------------------------------------------------------------

describe('pins', () => {
  it('RepinResource create: the save has id, board id and url, originalPinId; it leads the board feed; savedInfo shows it', async () => {
    const pins = await firstHomePins(api.demo, 10);
    const source = pins[3];
    if (!source) throw new Error('no pin');
    const saved = expectOk(
      await api.demo.write<Saved>('RepinResource', 'create', {
        pin_id: source.id,
        board_id: '6',
        clientTrackingParams: 'abc',
        disable_event_log_info: true,
      }),
    );
    expect(saved).toMatchObject({
      board: { id: '6', url: '/demo/garden-plans/' },
      originalPinId: source.originalPinId,
      isRepin: true,
      created: true,
      pinner: { username: 'demo' },
      nativeCreator: { username: source.pinner.username },
      imageSignature: source.imageSignature,
    });
    expect(saved.id).not.toBe(source.id);

    const feed = expectOk(await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '6', page_size: 5 }));
    expect(feed[0]?.id).toBe(saved.id);

    const original = expectOk(await api.demo.get<ApiPin>('PinResource', { id: source.id }));
    expect(original.savedInfo).toEqual({ boardId: '6', pinId: saved.id, url: '/demo/garden-plans/' });
    expect(expectOk(await api.client().get<ApiPin>('PinResource', { id: source.id })).savedInfo).toBeNull();

    // Saving it there again returns the first save.
    const again = expectOk(await api.demo.write<Saved>('RepinResource', 'create', { pin_id: source.id, board_id: '6' }));
    expect(again).toMatchObject({ id: saved.id, created: false });
    // Saving the save (a repin of a repin) keeps the original.
    const onward = expectOk(
      await api.employee.write<Saved>('RepinResource', 'create', {
        pin_id: saved.id,
        board_id: (await newBoard(api.employee, 'Onward')).id,
      }),
    );
    expect(onward.originalPinId).toBe(source.originalPinId);
  });

  it('RepinResource create into a section', async () => {
    const board = expectOk(await api.demo.get<BoardWithSections>('BoardResource', { board_id: '2' }));
    const baking = board.sections.find((s) => s.title === 'Baking');
    const [pin] = await firstHomePins(api.demo, 1);
    const saved = expectOk(await api.demo.write<Saved>('RepinResource', 'create', { pin_id: pin?.id, board_id: '2', section: baking?.id }));
    expect(saved.section).toMatchObject({ id: baking?.id, title: 'Baking' });
    expectFailure(
      await api.demo.write('RepinResource', 'create', { pin_id: pin?.id, board_id: '6', section: baking?.id }),
      400,
      'invalid_field',
      'section',
    );
  });

  it('PinResource get', async () => {
    const [first] = await firstHomePins(api.client(), 1);
    const pin = expectOk(await api.client().get<ApiPin>('PinResource', { id: first?.id ?? '' }));
    expect(pin).toMatchObject({
      id: first?.id,
      entityId: first?.id,
      seoUrl: `/pin/${first?.id ?? ''}/`,
      isRepin: false,
      originalPinId: first?.id,
      access: [],
      savedInfo: null,
    });
    expect(Object.keys(pin.images).sort()).toEqual(['236x', '474x', '736x', 'orig']);
    for (const image of Object.values(pin.images))
      expect(image).toMatchObject({
        url: expect.stringMatching(/^\/media\/(236x|474x|736x|orig)\/[0-9a-f]{32}\.jpg$/),
        width: expect.any(Number),
        height: expect.any(Number),
      });
    expect(pin.pinner).toMatchObject({
      id: expect.any(String),
      username: expect.any(String),
      fullName: expect.any(String),
      imageSmallUrl: expect.any(String),
    });
    expect(pin.board).toMatchObject({
      id: expect.any(String),
      url: expect.any(String),
      privacy: 'public',
      owner: { username: pin.pinner.username },
    });
    expect(pin.aggregatedPinData).toMatchObject({ saves: expect.any(Number), pinTagsChips: expect.any(Array) });
    expectFailure(await api.demo.get('PinResource', { id: '999999' }), 404, 'not_found');
  });

  it('PinResource create from image_base64 (a PNG) stores the picture in every size', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const board = await newBoard(api.employee, 'Uploads');
    const created = expectOk(
      await api.employee.write<{ pin: ApiPin; pinner: ApiUser }>('PinResource', 'create', {
        board_id: board.id,
        method: 'button',
        image_base64: png.toString('base64'),
        title: '  Terracotta swatch  ',
        description: 'A flat colour.',
        link: 'https://www.example.com/swatches/terracotta',
      }),
    );
    expect(created.pinner).toMatchObject({ id: '3', username: 'employee' });
    expect(created.pin).toMatchObject({
      title: 'Terracotta swatch',
      description: 'A flat colour.',
      link: 'https://www.example.com/swatches/terracotta',
      domain: 'example.com',
      contentType: 'image',
      isRepin: false,
      board: { id: board.id },
      pinner: { username: 'employee' },
      access: ['write', 'delete'],
    });
    expect(created.pin.images.orig).toMatchObject({ width: 300, height: 200 });
    expect(created.pin.images['236x']).toMatchObject({ width: 236, height: 157 });
    expect(created.pin.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    for (const size of ['236x', '474x', '736x', 'orig'])
      expect(existsSync(path.join(api.dataDir, 'media', size, `${created.pin.imageSignature}.jpg`))).toBe(true);
    const picture = await fetch(`${api.baseUrl}${created.pin.images['236x'].url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/image\/jpeg/);
    expect(expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id }))[0]?.id).toBe(created.pin.id);

    // A data: URL prefix is fine; bytes that are not a picture are not.
    expectOk(
      await api.employee.write('PinResource', 'create', {
        board_id: board.id,
        method: 'button_external',
        image_base64: `data:image/png;base64,${png.toString('base64')}`,
      }),
    );
    expectFailure(
      await api.employee.write('PinResource', 'create', {
        board_id: board.id,
        method: 'button',
        image_base64: Buffer.from('not a picture').toString('base64'),
      }),
      400,
      'invalid_field',
      'image_base64',
    );
    expectFailure(
      await api.employee.write('PinResource', 'create', { board_id: board.id, method: 'button' }),
      400,
      'invalid_field',
      'image_base64',
    );
  });

  it('PinResource create from the image_url of a seeded pin reuses its picture', async () => {
    const [seeded] = await firstHomePins(api.employee, 1);
    if (!seeded) throw new Error('no pin');
    const board = await newBoard(api.employee, 'From URLs');
    const created = expectOk(
      await api.employee.write<{ pin: ApiPin; pinner: ApiUser }>('PinResource', 'create', {
        board_id: board.id,
        method: 'button',
        image_url: seeded.images['474x'].url,
      }),
    );
    expect(created.pin.imageSignature).toBe(seeded.imageSignature);
    expect(created.pin.images.orig).toEqual(seeded.images.orig);
    expect(created.pin.isRepin).toBe(false);
    expectFailure(
      await api.employee.write('PinResource', 'create', { board_id: board.id, method: 'button', image_url: 'https://example.com/cat.jpg' }),
      400,
      'invalid_field',
      'image_url',
    );
  });

  it('PinResource delete', async () => {
    const board = await newBoard(api.employee, 'Delete one');
    const [pin] = await firstHomePins(api.employee, 1);
    const saved = expectOk(await api.employee.write<Saved>('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id }));
    expect(expectOk(await api.employee.write('PinResource', 'delete', { id: saved.id, client_tracking_params: 'x' }))).toEqual({
      id: saved.id,
      deleted: true,
    });
    // It was there: gone (410), not never there (404).
    expectFailure(await api.employee.get('PinResource', { id: saved.id }), 410, 'gone');
    expect(expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id }))).toEqual([]);
  });

  it('PinResource delete with unsave removes a saved copy and says where it was; it never deletes the pin itself', async () => {
    const board = await newBoard(api.employee, 'Unsave one');
    const [pin] = await firstHomePins(api.employee, 1);
    const saved = expectOk(await api.employee.write<Saved>('RepinResource', 'create', { pin_id: pin?.id, board_id: board.id }));
    const removed = expectOk(await api.employee.write<ApiPinDeleted>('PinResource', 'delete', { id: saved.id, unsave: true }));
    expect(removed).toMatchObject({
      id: saved.id,
      deleted: true,
      unsaved: { sourcePinId: pin?.id, board: { id: board.id, name: 'Unsave one' }, section: null },
    });
    // It was there: gone (410), not never there (404).
    expectFailure(await api.employee.get('PinResource', { id: saved.id }), 410, 'gone');
    // Undo: the same save again, to the same board.
    const again = expectOk(
      await api.employee.write<Saved>('RepinResource', 'create', { pin_id: removed.unsaved?.sourcePinId, board_id: board.id }),
    );
    expect(expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id })).map((p) => p.id)).toEqual([again.id]);

    // The employee's own pin, saved nowhere else: an unsave is refused, and the pin is still there.
    const own = expectOk(
      await api.employee.write<{ pin: ApiPin }>('PinResource', 'create', {
        board_id: board.id,
        method: 'button',
        image_url: pin?.images['474x'].url,
      }),
    );
    expectFailure(await api.employee.write('PinResource', 'delete', { id: own.pin.id, unsave: true }), 409, 'would_delete_pin');
    expectOk(await api.employee.get('PinResource', { id: own.pin.id }));
  });

  async function boardWithSaves(name: string, n: number): Promise<{ board: ApiBoard; saves: string[] }> {
    const board = await newBoard(api.employee, name);
    const pins = await firstHomePins(api.employee, n);
    const saves: string[] = [];
    for (const pin of pins)
      saves.push(expectOk(await api.employee.write<Saved>('RepinResource', 'create', { pin_id: pin.id, board_id: board.id })).id);
    return { board, saves };
  }

  it('BulkEditResource delete removes the two listed pins', async () => {
    const { board, saves } = await boardWithSaves('Bulk two', 4);
    const [a, b, c, d] = saves;
    expect(expectOk(await api.employee.write('BulkEditResource', 'delete', { board_id: board.id, pin_ids: [a, c] }))).toEqual({
      deleted: 2,
    });
    expect(ids(expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id }))).sort()).toEqual([b, d].sort());
  });

  it('BulkEditSelectAllResource delete keeps only the listed pins', async () => {
    const { board, saves } = await boardWithSaves('Select all', 5);
    const keep = saves[2] ?? '';
    expect(
      expectOk(
        await api.employee.write('BulkEditSelectAllResource', 'delete', { board_id: board.id, pin_ids: [keep], orbac_subject_id: '3' }),
      ),
    ).toEqual({ deleted: 4 });
    expect(ids(expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id })))).toEqual([keep]);
  });

  it('BulkEditSelectAllResource delete with section_id touches that section only', async () => {
    const board = await newBoard(api.employee, 'Select in section');
    const section = expectOk(
      await api.employee.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: board.id, title: 'Part' }),
    );
    const pins = await firstHomePins(api.employee, 4);
    for (const [i, pin] of pins.entries())
      expectOk(
        await api.employee.write('RepinResource', 'create', {
          pin_id: pin.id,
          board_id: board.id,
          ...(i < 2 ? { section: section.id } : {}),
        }),
      );
    expect(
      expectOk(
        await api.employee.write('BulkEditSelectAllResource', 'delete', { board_id: board.id, section_id: section.id, pin_ids: [] }),
      ),
    ).toEqual({ deleted: 2 });
    const left = expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id }));
    expect(left).toHaveLength(2);
    expect(left.every((p) => p.section === null)).toBe(true);
  });

  it('PinFeedbackResource update records the feedback', async () => {
    const [pin] = await firstHomePins(api.demo, 1);
    const before = await count('SELECT count(*) AS n FROM pin_feedback WHERE user_id = 1');
    expect(expectOk(await api.demo.write('PinFeedbackResource', 'update', { feedback_type: 1, pin_id: pin?.id }))).toEqual({
      pin_id: pin?.id,
      feedback_type: 1,
    });
    expect(await count('SELECT count(*) AS n FROM pin_feedback WHERE user_id = 1')).toBe(before + 1);
  });

  it('PinFeedbackResource update records a report with its reason, refuses one that is not a reason, and delete takes it back', async () => {
    const [pin] = await firstHomePins(api.demo, 1);
    const reports = async () =>
      (await api.rows('SELECT reason FROM pin_feedback WHERE user_id = 1 AND pin_id = ? AND feedback_type = 2', Number(pin?.id))) as {
        reason: string | null;
      }[];
    expectOk(await api.demo.write('PinFeedbackResource', 'update', { feedback_type: 2, pin_id: pin?.id, report_reason: 'spam' }));
    expect(await reports()).toEqual([{ reason: 'spam' }]);
    expectFailure(
      await api.demo.write('PinFeedbackResource', 'update', { feedback_type: 2, pin_id: pin?.id, report_reason: 'boring' }),
      400,
      'invalid_field',
      'report_reason',
    );
    expect(expectOk(await api.demo.write('PinFeedbackResource', 'delete', { feedback_type: 2, pin_id: pin?.id }))).toEqual({
      pin_id: pin?.id,
      feedback_type: 2,
      removed: true,
    });
    expect(await reports()).toEqual([]);
    const again = expectOk(
      await api.demo.write<{ removed: boolean }>('PinFeedbackResource', 'delete', { feedback_type: 2, pin_id: pin?.id }),
    );
    expect(again.removed).toBe(false);
  });

  describe('the three hide paths and their undo', () => {
    it.each<[string, (pin: string) => string, (pin: string) => string, unknown]>([
      ['news_hub', (p) => `/v3/news_hub/news-42/pin/${p}/hide/`, (p) => `/v3/news_hub/news-42/pin/${p}/undo/`, undefined],
      ['p2p', (p) => `/v3/p2p/${p}/hide/`, (p) => `/v3/p2p/${p}/unhide/`, undefined],
      ['search', (p) => `/v3/search/${p}/hide/`, (p) => `/v3/search/${p}/unhide/`, { query: 'lamp', pin_type: 'pin' }],
    ])('%s: a hidden pin leaves that viewer’s home feed and comes back after the undo', async (_path, hideUrl, undoUrl, body) => {
      const viewer = await api.client().login('maya_chen');
      const before = ids(await firstHomePins(viewer));
      const target = before[0] ?? '';
      expect(expectOk(await viewer.request('PUT', hideUrl(target), body))).toEqual({ pin_id: target, hidden: true });
      const hidden = ids(await firstHomePins(viewer));
      expect(hidden).not.toContain(target);
      expect(hidden.slice(0, 24)).toEqual(before.slice(1, 25));
      // Only for that viewer.
      expect(ids(await firstHomePins(api.demo))).toContain(target);

      expect(expectOk(await viewer.request('PUT', undoUrl(target), body))).toEqual({ pin_id: target, hidden: false });
      expect(ids(await firstHomePins(viewer))).toEqual(before);
    });

    it('a pin hidden from search leaves the search results too', async () => {
      const viewer = await api.client().login('aiko_tanaka');
      const [pin] = await firstHomePins(viewer, 1);
      const word = longestWord(pin?.title ?? '');
      expect(ids(expectOk(await viewer.get<ApiPin[]>('BaseSearchResource', { query: word, page_size: 100 })))).toContain(pin?.id);
      expectOk(await viewer.request('PUT', `/v3/search/${pin?.id ?? ''}/hide/`, { query: word }));
      expect(ids(expectOk(await viewer.get<ApiPin[]>('BaseSearchResource', { query: word, page_size: 100 })))).not.toContain(pin?.id);
    });

    // Regression: this failed before the fix that came with it.
    it('PUT /v3/search/{pin_id}/hide/ without a body → 200', async () => {
      const [pin] = await firstHomePins(api.employee, 1);
      expect(expectOk(await api.employee.request('PUT', `/v3/search/${pin?.id ?? ''}/hide/`))).toEqual({ pin_id: pin?.id, hidden: true });
    });
  });
});

function longestWord(text: string): string {
  return text.split(/[^A-Za-z]+/).reduce((best, word) => (word.length > best.length ? word : best), '');
}

// -------------------------------------------------------------------------------------------------

describe('lookups', () => {
  const offsite = (client: TestClient, url: string, extra: Record<string, string> = {}) =>
    client.request<ApiOffsiteResult>(
      'GET',
      `/v3/offsite/?${new URLSearchParams({ url, check_only: 'true', client_tracking_params: 'ctp', ...extra }).toString()}`,
    );

  it.each<[string, string, ApiOffsiteResult['redirect_status'], string]>([
    ['a blocked host', 'https://cheap-watches-outlet.biz/deal-1', 'blocked', 'This site has been reported for spam.'],
    [
      'another blocked host',
      'http://free-gift-card-winner.net/claim?now=1',
      'blocked',
      'This site has been blocked because it may contain malware.',
    ],
    [
      'a suspicious host',
      'https://quick-loan-approvals.info/apply',
      'suspicious',
      'This site may not be safe. Be careful with any personal information.',
    ],
    ['a porn host', 'https://adult-content-site.xxx/', 'porn', 'This site may contain adult content.'],
    ['a subdomain of a listed host', 'https://www.nsfw-gallery.xxx/a', 'porn', 'This site has been reported for explicit content.'],
    ['a listed host in capitals', 'https://MIRACLE-DIET-SECRETS.CO/x', 'suspicious', 'This site has been reported for misleading claims.'],
    ['an ordinary host', 'https://www.example.com/recipe', 'other', ''],
  ])('GET /v3/offsite/ for %s', async (_label, url, status, message) => {
    const result = expectOk(await offsite(api.demo, url, { pin_id: '1001' }));
    expect(result).toEqual({ message, redirect_status: status, url: new URL(url).href });
    // POST answers the same check.
    expect(expectOk(await api.demo.request<ApiOffsiteResult>('POST', '/v3/offsite/', { url, check_only: true }))).toEqual(result);
    // A visitor may check too.
    expect(expectOk(await offsite(api.client(), url))).toEqual(result);
  });

  it.each<[string, string]>([
    ['a javascript: url', 'javascript:alert(document.cookie)'],
    ['a data: url', 'data:text/html,<b>hi</b>'],
    ['an ftp url', 'ftp://example.com/file'],
    ['not a url', 'not a url'],
    ['a relative path', '/pin/1001/'],
  ])('refuses %s → 400 naming url', async (_label, url) => {
    expectFailure(await offsite(api.demo, url), 400, 'invalid_field', 'url');
  });

  it('GET /v3/offsite/ with check_only false writes nothing: a click-through is logged by POST only (400)', async () => {
    const clickThroughs = async () => await count('SELECT count(*) AS n FROM events WHERE event_type = 12');
    const before = await clickThroughs();
    const answer = await api.demo.request(
      'GET',
      `/v3/offsite/?check_only=false&pin_id=1001&url=${encodeURIComponent('https://www.example.com/')}`,
    );
    expectFailure(answer, 400, 'invalid_field', 'check_only');
    expect(answer.body.resource_response.error?.message).toBe('check_only=false logs a click-through: send it with POST.');
    expect(await clickThroughs()).toBe(before);
  });

  it('POST /v3/offsite/ with check_only false stores a click-through event (type 12)', async () => {
    const clickThroughs = async () => await count('SELECT count(*) AS n FROM events WHERE event_type = 12');
    const before = await clickThroughs();
    expectOk(await offsite(api.demo, 'https://www.example.com/')); // a check alone logs nothing
    expect(await clickThroughs()).toBe(before);

    const aux = JSON.stringify({ clickthrough_type: 'rightClick', objectId: '1001' });
    const result = expectOk(
      await api.demo.request<ApiOffsiteResult>('POST', '/v3/offsite/', {
        check_only: false,
        pin_id: '1001',
        url: 'https://www.example.com/page',
        client_tracking_params: 'ctp-1',
        aux_data: aux,
      }),
    );
    expect(result).toBeTruthy();
    expect(await clickThroughs()).toBe(before + 1);
    expect(
      await api.row('SELECT subject, object_id, aux_data, tracking_params FROM events WHERE event_type = 12 ORDER BY id DESC LIMIT 1'),
    ).toEqual({
      subject: 'user:1',
      object_id: '1001',
      aux_data: aux,
      tracking_params: 'ctp-1',
    });
  });

  // Regression: this failed before the fix that came with it.
  it('a listed host with a trailing dot is still blocked', async () => {
    const result = expectOk(await offsite(api.demo, 'https://cheap-watches-outlet.biz./deal-1'));
    expect(result.redirect_status).toBe('blocked');
  });

  it('InviteCodeMetadataResource get', async () => {
    const codes = DEMO_LANDMARKS.inviteCodes;
    const visitor = api.client();
    expect(expectOk(await visitor.get<ApiInviteMetadata>('InviteCodeMetadataResource', { invite_code: codes.channel1 }))).toEqual({
      invite_code: codes.channel1,
      invite_channel: 1,
      sender: {
        id: '8',
        first_name: 'Maya',
        full_name: 'Maya Chen',
        is_default_image: false,
        image_medium_url: expect.stringMatching(/^\/media\/474x\/[0-9a-f]{32}\.jpg$/),
        should_show_messaging: true,
      },
    });
    expect(expectOk(await visitor.get<ApiInviteMetadata>('InviteCodeMetadataResource', { invite_code: codes.emptyFirstName }))).toEqual({
      invite_code: codes.emptyFirstName,
      invite_channel: 1,
      sender: {
        id: '24',
        first_name: null,
        full_name: 'Studio Nord',
        is_default_image: true,
        image_medium_url: '/media/avatars/24.png',
        should_show_messaging: true,
      },
    });
    // The 30-character cut is the client's: the API gives the whole name.
    expect(
      expectOk(await visitor.get<ApiInviteMetadata>('InviteCodeMetadataResource', { invite_code: codes.longFirstName })).sender.first_name,
    ).toBe('Maximiliana-Konstantina Alexandra');
    for (const [code, channel] of [
      [codes.channel5, 5],
      [codes.channel9, 9],
      [codes.channel12, 12],
      [codes.channel16, 16],
    ] as const) {
      expect(expectOk(await visitor.get<ApiInviteMetadata>('InviteCodeMetadataResource', { invite_code: code })).invite_channel).toBe(
        channel,
      );
    }
    expectFailure(await visitor.get('InviteCodeMetadataResource', { invite_code: 'ffffffffffffffff' }), 404, 'not_found');
    expectFailure(await visitor.get('InviteCodeMetadataResource', { invite_code: 'not a code!' }), 400, 'invalid_field', 'invite_code');
  });

  it('GET /vx/business_access/profiles/', async () => {
    const partner = await api.client().login('partner');
    const profiles = expectOk(await partner.request<ApiBusinessAccessProfile[]>('GET', '/vx/business_access/profiles/'));
    expect(profiles).toHaveLength(3);
    expect(profiles[0]).toEqual({
      id: '1',
      permissions: ['OWNER'],
      viewerMeetsMfaRequirement: false,
      user: {
        id: '5',
        username: 'harborandpine',
        businessName: 'Harbor & Pine Home',
        imgUrl: expect.stringMatching(/^\/media\/236x\//),
        eligibleForStlTool: true,
        merchantId: '5530129841',
        scheduledPinCount: 3,
      },
    });
    expect(profiles.map((p) => [p.user.username, p.permissions, p.viewerMeetsMfaRequirement])).toEqual([
      ['harborandpine', ['OWNER'], false],
      ['brightsideoutdoors', ['ANALYST'], true],
      ['loomandladle', ['CAMPAIGN_MANAGER'], false],
    ]);
    expect(expectOk(await api.demo.request('GET', '/vx/business_access/profiles/'))).toEqual([]);
    expectFailure(await api.client().request('GET', '/vx/business_access/profiles/'), 401, 'not_authenticated');
  });
});

// -------------------------------------------------------------------------------------------------

describe('experiences', () => {
  const SIGNED_IN_PLACEMENTS = [
    '1000069',
    '1000075',
    '1000155',
    '1000161',
    '1000162',
    '1000282',
    '1000290',
    '1000300',
    '1000310',
    '1000421',
  ];

  const placements = (client: TestClient, placementIds: string[]) =>
    client.get<Experiences>('UserExperienceResource', { placement_ids: placementIds, extra_context: '{}' }).then(expectOk);

  it("gives a user's experiences to that user only: demo, a long-time user, has none", async () => {
    const demoClient = await api.client().login('demo');
    expect(await placements(demoClient, SIGNED_IN_PLACEMENTS)).toEqual({});
  });

  it('UserExperienceResource get with placement_ids gives one experience per placement', async () => {
    const got = await placements(api.newbie, ['1000162', '1000075']);
    expect(Object.keys(got).sort()).toEqual(['1000075', '1000162']);
    expect(got['1000162']).toEqual({
      experience_id: '500863',
      placement_id: '1000162',
      placed_experience_id: '1000162:500863',
      type: 10,
      status: 'not_viewed',
      display_data: { text: 'Welcome back! We found fresh ideas for you.', duration: 2000, link: { href: '/ideas/', text: 'Explore' } },
      triggerable_placed_exps: [],
      metadata: { name: 'welcome back toast' },
    });
    expect(got['1000075']).toMatchObject({
      experience_id: '502722',
      type: 14,
      triggerable_placed_exps: ['1000162:503101'],
      display_data: { title: 'Organize your ideas', complete_button_text: 'Create a board' },
    });
    // One id is an array of one.
    expect(Object.keys(await placements(api.newbie, ['1000421']))).toEqual(['1000421']);
    expectFailure(await api.newbie.get('UserExperienceResource', {}), 400, 'invalid_field', 'placement_ids');
  });

  it('UserExperiencePlatformResource get gives every placement for the viewer', async () => {
    const all = expectOk(await api.newbie.get<Experiences>('UserExperiencePlatformResource', { multiExperiencePlatform: true }));
    expect(Object.keys(all).sort()).toEqual(SIGNED_IN_PLACEMENTS);
    expect(all['1000282']).toMatchObject({ experience_id: '505120', type: 27 });
    for (const [placement, e] of Object.entries(all)) expect(e.placed_experience_id).toBe(`${placement}:${e.experience_id}`);
  });

  it('viewed, completed and dismissed (delete) experiences', async () => {
    // The seeded onboarding experiences are newbie's (the tests above only read them).
    const viewer = api.newbie;
    expect(
      expectOk(
        await viewer.write('UserExperienceViewedResource', 'update', { placed_experience_id: '1000421:504210', extra_context: '{}' }),
      ),
    ).toEqual({ placed_experience_id: '1000421:504210', viewed: true });
    expect((await placements(viewer, ['1000421']))['1000421']?.status).toBe('viewed');

    expect(expectOk(await viewer.write('UserExperienceCompletedResource', 'update', { placed_experience_id: '1000421:504210' }))).toEqual({
      placed_experience_id: '1000421:504210',
      completed: true,
    });
    expect(await placements(viewer, ['1000421'])).toEqual({});

    expect(
      expectOk(
        await viewer.write('UserExperienceResource', 'delete', {
          placed_experience_id: '1000075:502722',
          extra_context: '{}',
          targeting: '{}',
        }),
      ),
    ).toEqual({ placed_experience_id: '1000075:502722', dismissed: true });
    expect(await placements(viewer, ['1000075'])).toEqual({});
    // For this viewer only.
    expect(await api.rows("SELECT subject FROM experience_states WHERE experience_id IN ('502722', '504210')")).toEqual([
      { subject: 'user:4' },
      { subject: 'user:4' },
    ]);

    expectFailure(
      await viewer.write('UserExperienceViewedResource', 'update', { placed_experience_id: '1000162:999999' }),
      404,
      'not_found',
    );
    expectFailure(
      await viewer.write('UserExperienceViewedResource', 'update', { placed_experience_id: 'no-colon' }),
      400,
      'invalid_field',
      'placed_experience_id',
    );
  });

  it('PUT /v3/experiences/{placement}%3A{experience}/trigger/ makes a requires-trigger experience eligible', async () => {
    const viewer = api.newbie;
    // The welcome-back toast holds placement 1000162; once completed, 503101 still waits for its trigger.
    expectOk(await viewer.write('UserExperienceCompletedResource', 'update', { placed_experience_id: '1000162:500863' }));
    expect(await placements(viewer, ['1000162'])).toEqual({});

    const triggered = expectOk(
      await viewer.request('PUT', '/v3/experiences/1000162%3A503101/trigger/', {
        extra_context: JSON.stringify({ from: '1000075:502722' }),
      }),
    );
    expect(triggered).toEqual({ placed_experience_id: '1000162:503101', triggered: true });
    expect((await placements(viewer, ['1000162']))['1000162']).toMatchObject({
      experience_id: '503101',
      placed_experience_id: '1000162:503101',
      type: 10,
      status: 'not_viewed',
    });
    expectFailure(await viewer.request('PUT', '/v3/experiences/1000162%3A000000/trigger/', {}), 404, 'not_found');
  });

  // Regression: this failed before the fix that came with it.
  it('PUT /v3/experiences/{placement}%3A{experience}/trigger/ without a body → 200', async () => {
    const viewer = await api.client().login('maxi_hohenberg');
    expect(expectOk(await viewer.request('PUT', '/v3/experiences/1000162%3A503101/trigger/'))).toEqual({
      placed_experience_id: '1000162:503101',
      triggered: true,
    });
  });

  it('signed-out visitors get the signed_out-audience experiences, kept per visitor', async () => {
    const visitor = api.client();
    const all = expectOk(await visitor.get<Experiences>('UserExperiencePlatformResource'));
    expect(Object.keys(all).sort()).toEqual(['1000160', '1000281']);
    expect(all['1000160']).toMatchObject({
      experience_id: '502597',
      type: 5,
      display_data: { component_type: 1, title_text: 'Get your next great idea' },
    });
    expect(all['1000281']).toMatchObject({ experience_id: '506010', type: 28, display_data: { type: 'upsell' } });

    await visitor.ensureCsrf();
    expectOk(await visitor.write('UserExperienceResource', 'delete', { placed_experience_id: '1000160:502597' }));
    expect(Object.keys(expectOk(await visitor.get<Experiences>('UserExperiencePlatformResource')))).toEqual(['1000281']);
    expect(Object.keys(expectOk(await api.client().get<Experiences>('UserExperiencePlatformResource'))).sort()).toEqual([
      '1000160',
      '1000281',
    ]);
  });

  it('a bot user agent (Googlebot) gets no experiences', async () => {
    const bot = api.client();
    bot.userAgent = GOOGLEBOT;
    expect(expectOk(await bot.get<Experiences>('UserExperiencePlatformResource'))).toEqual({});
    expect(expectOk(await bot.get<Experiences>('UserExperienceResource', { placement_ids: ['1000160', '1000281'] }))).toEqual({});
    const signedInBot = await api.client().login('maya_chen');
    signedInBot.userAgent = GOOGLEBOT;
    expect(expectOk(await signedInBot.get<Experiences>('UserExperiencePlatformResource'))).toEqual({});
  });
});

// -------------------------------------------------------------------------------------------------

describe('feeds', () => {
  it('HomefeedResource: 5 pages by bookmark, no duplicates', async () => {
    const visitor = api.client();
    const seen: string[] = [];
    let bookmark: string | null | undefined;
    for (let page = 0; page < 5; page++) {
      const answer = await visitor.get<ApiPin[]>('HomefeedResource', { page_size: 25, ...(bookmark ? { bookmark } : {}) });
      const pins = expectOk(answer);
      expect(pins).toHaveLength(25);
      seen.push(...ids(pins));
      bookmark = answer.body.resource_response.bookmark;
      expect(typeof bookmark).toBe('string');
    }
    expect(new Set(seen).size).toBe(125);
  });

  it('HomefeedResource to its end: every discoverable pin once, then a null bookmark', async () => {
    const visitor = api.client();
    const seen: string[] = [];
    let bookmark: string | null | undefined;
    for (let page = 0; page < 20 && bookmark !== null; page++) {
      const answer = await visitor.get<ApiPin[]>('HomefeedResource', { page_size: 100, ...(bookmark ? { bookmark } : {}) });
      const pins = expectOk(answer);
      seen.push(...ids(pins));
      expect(pins.every((p) => !p.isRepin && p.board?.privacy === 'public')).toBe(true);
      bookmark = answer.body.resource_response.bookmark;
    }
    expect(bookmark).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(
      await count(
        "SELECT count(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0",
      ),
    );
  });

  it.each([
    ['videos', 'video'],
    ['buyable_pins', 'product'],
  ])(
    'HomefeedResource and InterestFeedResource with scope %s hold only %s pins, and page by their own bookmark',
    async (scope, contentType) => {
      const visitor = api.client();
      const first = await visitor.get<ApiPin[]>('HomefeedResource', { scope, page_size: 5 });
      const pins = expectOk(first);
      expect(pins.length).toBe(5);
      expect(pins.every((p) => p.contentType === contentType)).toBe(true);
      const next = expectOk(
        await visitor.get<ApiPin[]>('HomefeedResource', { scope, page_size: 5, bookmark: first.body.resource_response.bookmark ?? '' }),
      );
      expect(next.every((p) => p.contentType === contentType)).toBe(true);
      expect(ids(next).some((id) => ids(pins).includes(id))).toBe(false);
      // A home-feed bookmark is not a videos bookmark.
      expect((await visitor.get('HomefeedResource', { page_size: 5, bookmark: first.body.resource_response.bookmark ?? '' })).status).toBe(
        400,
      );
      const topic = pins[0]?.sourceInterest?.urlName ?? '';
      const topicPins = expectOk(await visitor.get<ApiPin[]>('InterestFeedResource', { interest: topic, scope, page_size: 50 }));
      expect(topicPins.length).toBeGreaterThan(0);
      expect(topicPins.every((p) => p.contentType === contentType && p.sourceInterest?.urlName === topic)).toBe(true);
    },
  );

  it('HomefeedResource refuses an unknown scope', async () => {
    expect((await api.client().get('HomefeedResource', { scope: 'my_pins' })).status).toBe(400);
  });

  it('a short feed ends with a null bookmark', async () => {
    const board = await newBoard(api.employee, 'Three pins');
    for (const pin of await firstHomePins(api.employee, 3))
      expectOk(await api.employee.write('RepinResource', 'create', { pin_id: pin.id, board_id: board.id }));
    const first = await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id, page_size: 2 });
    expect(expectOk(first)).toHaveLength(2);
    const bookmark = first.body.resource_response.bookmark ?? '';
    expect(bookmark).not.toBe('');
    const second = await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id, page_size: 2, bookmark });
    expect(expectOk(second)).toHaveLength(1);
    expect(second.body.resource_response.bookmark).toBeNull();
    const whole = await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: board.id });
    expect(expectOk(whole)).toHaveLength(3);
    expect(whole.body.resource_response.bookmark).toBeNull();
  });

  it('BaseSearchResource finds a pin by a word of its title', async () => {
    const visitor = api.client();
    const [pin] = await firstHomePins(visitor, 1);
    const word = longestWord(pin?.title ?? '');
    expect(word.length).toBeGreaterThan(3);
    const found = expectOk(await visitor.get<ApiPin[]>('BaseSearchResource', { query: word.toUpperCase(), page_size: 100 }));
    expect(ids(found)).toContain(pin?.id);
    for (const p of found) expect(`${p.title} ${p.description}`.toLowerCase()).toContain(word.toLowerCase());
    expect(expectOk(await visitor.get<ApiPin[]>('BaseSearchResource', { query: 'zzqxjv-nothing-matches' }))).toEqual([]);
  });

  it("BaseSearchResource scope 'videos' gives only videos", async () => {
    const visitor = api.client();
    const video = (await firstHomePins(visitor, 100)).find((p) => p.contentType === 'video');
    if (!video) throw new Error('no video in the first 100 home pins');
    const word = longestWord(video.title);
    const videos = expectOk(await visitor.get<ApiPin[]>('BaseSearchResource', { query: word, scope: 'videos', page_size: 100 }));
    expect(ids(videos)).toContain(video.id);
    expect(videos.every((p) => p.contentType === 'video')).toBe(true);
    const everything = expectOk(await visitor.get<ApiPin[]>('BaseSearchResource', { query: word, scope: 'pins', page_size: 100 }));
    expect(everything.length).toBeGreaterThanOrEqual(videos.length);
  });

  it('RelatedPinFeedResource gives pins of the same topic, not the pin itself', async () => {
    const visitor = api.client();
    const pin = (await firstHomePins(visitor, 25)).find((p) => p.sourceInterest !== null);
    if (!pin?.sourceInterest) throw new Error('no pin with a topic');
    const related = expectOk(await visitor.get<ApiPin[]>('RelatedPinFeedResource', { pin_id: pin.id, page_size: 50 }));
    expect(related.length).toBeGreaterThan(0);
    for (const p of related) {
      expect(p.sourceInterest?.id).toBe(pin.sourceInterest.id);
      expect(p.originalPinId).not.toBe(pin.originalPinId);
    }
    expectFailure(await visitor.get('RelatedPinFeedResource', { pin_id: '999999' }), 404, 'not_found');
  });

  it('InterestsResource lists every topic by name', async () => {
    const interests = expectOk(await api.client().get<Array<{ id: string; name: string; urlName: string }>>('InterestsResource'));
    expect(interests).toHaveLength(12);
    expect(interests).toContainEqual({ id: '3', name: 'Travel', urlName: 'travel' });
    expect(interests.map((i) => i.name)).toEqual([...interests.map((i) => i.name)].sort());
  });

  it("InterestFeedResource gives a topic's pins", async () => {
    const pins = expectOk(await api.client().get<ApiPin[]>('InterestFeedResource', { interest: 'travel', page_size: 50 }));
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.every((p) => p.category === 'travel' && p.sourceInterest?.urlName === 'travel')).toBe(true);
    expectFailure(await api.client().get('InterestFeedResource', { interest: 'no-such-topic' }), 404, 'not_found');
  });

  it('BoardFeedResource with section_id, and BoardSectionPinsResource', async () => {
    const board = expectOk(await api.demo.get<BoardWithSections>('BoardResource', { board_id: '3' }));
    const rugs = board.sections.find((s) => s.title === 'Rugs');
    if (!rugs) throw new Error('no Rugs section');
    const pins = await firstHomePins(api.demo, 30);
    const saved = expectOk(
      await api.demo.write<Saved>('RepinResource', 'create', { pin_id: pins[29]?.id, board_id: '3', section: rugs.id }),
    );

    const inSection = expectOk(await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '3', section_id: rugs.id, page_size: 100 }));
    expect(inSection[0]?.id).toBe(saved.id);
    expect(inSection.every((p) => p.section?.id === rugs.id && p.board?.id === '3')).toBe(true);
    expect(inSection).toHaveLength(rugs.pinCount + 1);

    const sectionPins = expectOk(await api.demo.get<ApiPin[]>('BoardSectionPinsResource', { section_id: rugs.id, page_size: 100 }));
    expect(ids(sectionPins)).toEqual(ids(inSection));

    const wholeBoard = expectOk(await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: '3', page_size: 100 }));
    expect(wholeBoard.length).toBeGreaterThanOrEqual(inSection.length);
    // A section of another board is refused.
    const kitchen = expectOk(await api.demo.get<BoardWithSections>('BoardResource', { board_id: '2' }));
    expectFailure(
      await api.demo.get('BoardFeedResource', { board_id: '3', section_id: kitchen.sections[0]?.id ?? '' }),
      400,
      'invalid_field',
      'section_id',
    );
    expectFailure(await api.demo.get('BoardSectionPinsResource', { section_id: '999999' }), 404, 'not_found');
  });

  it('UserPinsResource: created are the user’s own originals, saved is everything they saved', async () => {
    const all = async (client: TestClient, kind: 'created' | 'saved') => {
      const pins: ApiPin[] = [];
      let bookmark: string | null | undefined;
      for (let page = 0; page < 10 && bookmark !== null; page++) {
        const answer = await client.get<ApiPin[]>('UserPinsResource', {
          username: 'demo',
          kind,
          page_size: 100,
          ...(bookmark ? { bookmark } : {}),
        });
        pins.push(...expectOk(answer));
        bookmark = answer.body.resource_response.bookmark;
      }
      return pins;
    };
    const created = await all(api.demo, 'created');
    const saved = await all(api.demo, 'saved');
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((p) => !p.isRepin && p.pinner.username === 'demo')).toBe(true);
    expect(saved.every((p) => p.pinner.username === 'demo')).toBe(true);
    expect(saved.some((p) => p.isRepin)).toBe(true);
    expect(saved.length).toBeGreaterThan(created.length);
    const savedIds = new Set(ids(saved));
    expect(ids(created).every((id) => savedIds.has(id))).toBe(true);
    expect(saved.length).toBe(await count('SELECT count(*) AS n FROM pins WHERE pinner_id = 1'));
    expect(created.length).toBe(await count('SELECT count(*) AS n FROM pins WHERE pinner_id = 1 AND is_repin = 0'));

    // Others do not see what is on demo's secret boards.
    const others = await all(api.client(), 'saved');
    expect(others.length).toBeLessThan(saved.length);
    expect(others.every((p) => p.board?.privacy !== 'secret')).toBe(true);
  });
});

// -------------------------------------------------------------------------------------------------

describe('events, the OpenAPI document and the rest', () => {
  it('POST /v3/events/ stores the batch', async () => {
    const before = await count("SELECT count(*) AS n FROM events WHERE subject = 'user:1'");
    const answer = await api.demo.request('POST', '/v3/events/', {
      events: [
        { event_type: 4503, view_type: 1, view_parameter: 140, object_id: '1001', time: new Date().toISOString() },
        { event_type: 18, impression_kind: 'pin', object_id: '1002', aux_data: { slot_index: 3, slotIndex: 3 } },
        { event_type: 26, object_id: '2', tracking_params: 'tp' },
      ],
      page_token: testPageToken(),
    });
    expect(expectOk(answer)).toEqual({ stored: 3 });
    expect(await count("SELECT count(*) AS n FROM events WHERE subject = 'user:1'")).toBe(before + 3);
    expect(
      await api.row(
        "SELECT event_type, impression_kind, aux_data FROM events WHERE subject = 'user:1' AND object_id = '1002' ORDER BY id DESC LIMIT 1",
      ),
    ).toEqual({
      event_type: 18,
      impression_kind: 'pin',
      // An impression keeps the fields the site sends, and no other.
      aux_data: '{"slot_index":3}',
    });
  });

  it('GET /v3/openapi.json is an OpenAPI 3 document listing the calls', async () => {
    const response = await fetch(`${api.baseUrl}/v3/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Pinboard API');
    expect(doc.paths['/resource/RepinResource/create/']).toHaveProperty('post');
    expect(doc.paths['/v3/offsite/']).toHaveProperty('get');
    expect(doc.paths['/v3/offsite/']).toHaveProperty('post');
    expect(doc.paths['/resource/BoardsResource/get/']).toHaveProperty('get');
    expect(doc.paths['/v3/boards/{board_id}/follow/']).toHaveProperty('put');
  });

  it.each<[string, string]>([
    ['GET', '/v3/no/such/thing/'],
    ['GET', '/vx/nothing/'],
    ['GET', '/resource/NoSuchResource/get/'],
    ['POST', '/v3/nowhere/'],
  ])('%s %s → a 404 in the envelope', async (method, url) => {
    const answer = await api.demo.request(method, url, method === 'POST' ? {} : undefined);
    expectFailure(answer, 404, 'not_found');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });

  it.each<[string, string, boolean]>([
    ['Googlebot', GOOGLEBOT, false],
    ['link-preview bot (facebookexternalhit)', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
  ])('signed-out %s: isBot is true in the session viewer', async (_label, userAgent, isSocialBot) => {
    const bot = api.client();
    bot.userAgent = userAgent;
    const session = expectOk(await bot.get<ApiSession>('UserSessionResource'));
    expect(session).toEqual({
      isAuthenticated: false,
      unauthId: null,
      viewer: { isAuth: false, isBot: true, isSocialBot } satisfies ApiVisitor,
    });
    expect(bot.cookies.has('pb_anon')).toBe(false);
  });

  // Regression: this failed before the fix that came with it.
  it('a signed-in session from a bot user agent also says isBot: true', async () => {
    const bot = await api.client().login('maya_chen');
    bot.userAgent = GOOGLEBOT;
    const session = expectOk(await bot.get<ApiSession>('UserSessionResource'));
    expect(session.viewer).toMatchObject({ isAuth: true, isBot: true });
  });
});
