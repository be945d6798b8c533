// Acting for a business profile with orbac_subject_id (issue 20): the seeded partner is OWNER of
// Harbor & Pine (5), ANALYST of Brightside (6, MFA met) and CAMPAIGN_MANAGER of Loom & Ladle (7,
// MFA not met). Each refusal is checked to have written nothing.

import { ACTING_READ_ONLY_MESSAGE, MFA_UNAVAILABLE_REASON } from 'shared-contracts/rules';
import { type ApiBoard, type ApiPin } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../testing/expectAnswer';
import { type Answer } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import { FORGED_SUBJECT_MESSAGE } from './actingAs';

const HARBOR = '5';
const BRIGHTSIDE = '6';
const LOOM = '7';

const api = startTestApiForFile({ signedIn: ['partner', 'demo'], visitorCsrf: true });

const boardsNamed = async (name: string) => await api.count('SELECT count(*) AS n FROM boards WHERE name = ?', name);
const ownerOf = async (name: string) =>
  ((await api.row('SELECT owner_id FROM boards WHERE name = ?', name)) as { owner_id: number } | undefined)?.owner_id;
const message = (answer: Answer<unknown>) => answer.body.resource_response.error?.message;

describe('orbac_subject_id on writes', () => {
  it("runs as the viewer when it names the viewer's own id", async () => {
    const board = expectOk(
      await api.partner.write<ApiBoard>('BoardResource', 'create', { name: 'Own subject board', orbac_subject_id: '2' }),
    );
    expect(board.owner.username).toBe('partner');
    expect(await ownerOf('Own subject board')).toBe(2);
  });

  it("makes the board the business's when the partner acts for Harbor & Pine (OWNER)", async () => {
    const board = expectOk(
      await api.partner.write<ApiBoard>('BoardResource', 'create', { name: 'Harbor spring', orbac_subject_id: HARBOR }),
    );
    expect(board.owner).toMatchObject({ id: HARBOR, username: 'harborandpine' });
    expect(await ownerOf('Harbor spring')).toBe(5);
    // Listed on the business's profile, not on the partner's own.
    const theirs = expectOk(await api.partner.get<ApiBoard[]>('BoardsResource', { username: 'harborandpine', page_size: 100 }));
    const own = expectOk(await api.partner.get<ApiBoard[]>('BoardsResource', { username: 'partner', page_size: 100 }));
    expect(theirs.map((b) => b.name)).toContain('Harbor spring');
    expect(own.map((b) => b.name)).not.toContain('Harbor spring');
  });

  it("accepts user_id when it is the business's id while acting, and refuses the partner's own id then", async () => {
    expectOk(await api.partner.write('BoardResource', 'create', { name: 'Harbor by user_id', user_id: HARBOR, orbac_subject_id: HARBOR }));
    expect(await ownerOf('Harbor by user_id')).toBe(5);
    expectFailure(
      await api.partner.write('BoardResource', 'create', { name: 'Partner while acting', user_id: '2', orbac_subject_id: HARBOR }),
      403,
      'forbidden',
    );
    expect(await boardsNamed('Partner while acting')).toBe(0);
    // Not acting, the business's id is someone else's, as before.
    expectFailure(await api.partner.write('BoardResource', 'create', { name: 'Harbor unasked', user_id: HARBOR }), 403, 'forbidden');
    expect(await boardsNamed('Harbor unasked')).toBe(0);
  });

  it('saves a pin as the business (RepinResource with user_id the business)', async () => {
    const harborBoard = (
      (await api.row("SELECT id FROM boards WHERE owner_id = 5 AND layout = 'default' ORDER BY id LIMIT 1")) as { id: number }
    ).id;
    const pinId = ((await api.row('SELECT id FROM pins WHERE pinner_id = 8 AND is_repin = 0 ORDER BY id LIMIT 1')) as { id: number }).id;
    const saved = expectOk(
      await api.partner.write<ApiPin & { created: boolean }>('RepinResource', 'create', {
        pin_id: String(pinId),
        board_id: String(harborBoard),
        user_id: HARBOR,
        orbac_subject_id: HARBOR,
      }),
    );
    expect(saved.pinner.id).toBe(HARBOR);
    expect(await api.row('SELECT pinner_id FROM pins WHERE id = ?', saved.id)).toEqual({ pinner_id: 5 });
    expectFailure(
      await api.partner.write('RepinResource', 'create', {
        pin_id: String(pinId),
        board_id: String(harborBoard),
        user_id: '2',
        orbac_subject_id: HARBOR,
      }),
      403,
      'forbidden',
    );
  });

  it.each([
    ['a business demo has no profile for', LOOM],
    ['an id that names no one', '9999'],
  ])('refuses %s (forged), writing nothing', async (_case, subject) => {
    const name = `Forged ${subject}`;
    const answer = await api.demo.write('BoardResource', 'create', { name, orbac_subject_id: subject });
    expectFailure(answer, 403, 'forbidden');
    expect(message(answer)).toBe(FORGED_SUBJECT_MESSAGE);
    expect(await boardsNamed(name)).toBe(0);
  });

  it('refuses Loom & Ladle to the partner by the MFA rule, for writes and reads', async () => {
    const write = await api.partner.write('BoardResource', 'create', { name: 'Loom board', orbac_subject_id: LOOM });
    expectFailure(write, 403, 'forbidden');
    expect(message(write)).toBe(MFA_UNAVAILABLE_REASON);
    expect(await boardsNamed('Loom board')).toBe(0);
    const read = await api.partner.get('BoardsResource', { username: 'loomandladle', orbac_subject_id: LOOM });
    expectFailure(read, 403, 'forbidden');
    expect(message(read)).toBe(MFA_UNAVAILABLE_REASON);
  });

  it('lets the Brightside ANALYST read as the business but not create', async () => {
    const asBusiness = expectOk(
      await api.partner.get<ApiBoard[]>('BoardsResource', { username: 'brightsideoutdoors', page_size: 100, orbac_subject_id: BRIGHTSIDE }),
    );
    const asPartner = expectOk(await api.partner.get<ApiBoard[]>('BoardsResource', { username: 'brightsideoutdoors', page_size: 100 }));
    // Acting, the business's secret boards are its own; as the partner they are not listed.
    expect(asBusiness.some((b) => b.privacy === 'secret')).toBe(true);
    expect(asPartner.some((b) => b.privacy === 'secret')).toBe(false);
    const write = await api.partner.write('BoardResource', 'create', { name: 'Brightside board', orbac_subject_id: BRIGHTSIDE });
    expectFailure(write, 403, 'forbidden');
    expect(message(write)).toBe(ACTING_READ_ONLY_MESSAGE);
    expect(await boardsNamed('Brightside board')).toBe(0);
  });

  it('asks a visitor to log in', async () => {
    expectFailure(
      await api.visitor.get('BoardsResource', { username: 'harborandpine', orbac_subject_id: HARBOR }),
      401,
      'not_authenticated',
    );
    expectFailure(
      await api.visitor.write('BoardResource', 'create', { name: 'Visitor acting', orbac_subject_id: HARBOR }),
      401,
      'not_authenticated',
    );
    expect(await boardsNamed('Visitor acting')).toBe(0);
  });
});

describe('calls that cannot act for a business', () => {
  // Acting reaches saving, creating and listing boards and organizing pins (spec section 7), never a
  // business's deletes, invites or follows: those calls refuse the field outright.
  it.each([
    ['BoardResource', 'delete', { board_id: '22' }],
    ['BoardInviteResource', 'create', { board_id: '22', invited_user_id: '1' }],
    ['UserFollowResource', 'create', { user: '1' }],
  ] as const)('%s %s with orbac_subject_id is refused and changes nothing', async (resource, action, options) => {
    const boards = await api.count('SELECT count(*) AS n FROM boards');
    const follows = await api.count('SELECT count(*) AS n FROM user_follows');
    const answer = await api.partner.write(resource, action, { ...options, orbac_subject_id: HARBOR });
    expect(answer.status).toBe(400);
    expect(await api.count('SELECT count(*) AS n FROM boards')).toBe(boards);
    expect(await api.count('SELECT count(*) AS n FROM user_follows')).toBe(follows);
  });
});
