// Notifications from what happened: someone saves your Pin, follows you, invites you to a board;
// newest first, new until you have looked, and nothing from a board you may not see.
import type { ApiNotification } from 'shared-contracts/api';
import { DEMO_LANDMARKS } from '../../seed/demoWorld/landmarks';
import { SEEDED_NEW_NOTIFICATIONS } from '../../seed/seedDatabase';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile();

const USERS = DEMO_LANDMARKS.users;
const notificationsOf = async (client: TestClient) =>
  expectOk(await client.get<ApiNotification[]>('NotificationsResource', { page_size: 100 }));

/** One of the user's original pins that anyone may see, and one of their boards. */
async function pinOf(userId: number): Promise<number> {
  const row = (await api.row(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
       WHERE p.pinner_id = ? AND p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0 ORDER BY p.id LIMIT 1`,
    userId,
  )) as { id: number };
  return Number(row.id);
}
async function boardOf(username: string, privacy: 'public' | 'secret'): Promise<number> {
  const row = (await api.row(
    "SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = ? AND b.privacy = ? AND b.archived = 0 AND b.layout = 'default' ORDER BY b.id LIMIT 1",
    username,
    privacy,
  )) as { id: number } | undefined;
  if (!row) throw new Error(`${username} has no ${privacy} board`);
  return Number(row.id);
}

describe('NotificationsResource', () => {
  it('greets a seeded person with their newest few as new, not their whole history', async () => {
    const aiko = await api.client().login('aiko_tanaka');
    const all = await notificationsOf(aiko);
    expect(all.length).toBeGreaterThan(SEEDED_NEW_NOTIFICATIONS);
    expect(all.map((n) => n.isNew)).toEqual(all.map((_n, i) => i < SEEDED_NEW_NOTIFICATIONS));
    expect(expectOk(await aiko.get<{ unread: number }>('NotificationCountResource')).unread).toBe(SEEDED_NEW_NOTIFICATIONS);
  });

  it("tells of a save of one's Pin, a new follower and a board invite, newest first", async () => {
    const demo = await api.client().login('demo');
    const before = await notificationsOf(demo);
    expect(
      before.find((n) => n.kind === 'invited' && n.board.id === String(DEMO_LANDMARKS.boards.pendingInviteToDemo))?.actor.username,
    ).toBe('tomas_alvarez');

    const maya = await api.client().login('maya_chen');
    const pin = await pinOf(USERS.demo);
    expectOk(await maya.write('RepinResource', 'create', { pin_id: String(pin), board_id: String(await boardOf('maya_chen', 'public')) }));
    expectOk(await maya.write('UserFollowResource', 'create', { user: String(USERS.demo) }));

    const after = await notificationsOf(demo);
    const [newest, next] = after;
    expect(newest).toMatchObject({ kind: 'followed', isNew: true, actor: { username: 'maya_chen' } });
    expect(next).toMatchObject({ kind: 'saved', isNew: true, actor: { username: 'maya_chen' } });
    expect(next?.kind === 'saved' && next.pin.title).toBeDefined();
    expect(after.map((n) => n.at)).toEqual([...after.map((n) => n.at)].sort().reverse());
  });

  it('never tells of a save to a board the person may not see', async () => {
    const jordan = await api.client().login('jordan_reyes');
    const secret = await boardOf('jordan_reyes', 'secret');
    const pin = await pinOf(USERS.demo);
    const saved = expectOk(
      await jordan.write<{ id: string }>('RepinResource', 'create', { pin_id: String(pin), board_id: String(secret) }),
    );
    const demo = await api.client().login('demo');
    expect((await notificationsOf(demo)).some((n) => n.kind === 'saved' && n.pin.id === saved.id)).toBe(false);
  });

  it('marks everything seen: nothing is new until something happens again', async () => {
    const demo = await api.client().login('demo');
    expect((await notificationsOf(demo)).some((n) => n.isNew)).toBe(true);
    const { seenAt } = expectOk(await demo.write<{ seenAt: string }>('NotificationsResource', 'update', { seen: true }));
    expect(Date.parse(seenAt)).not.toBeNaN();
    expect((await notificationsOf(demo)).some((n) => n.isNew)).toBe(false);
    const aiko = await api.client().login('aiko_tanaka');
    expectOk(await aiko.write('UserFollowResource', 'create', { user: String(USERS.demo) }));
    const [newest, ...rest] = await notificationsOf(demo);
    expect(newest).toMatchObject({ kind: 'followed', isNew: true, actor: { username: 'aiko_tanaka' } });
    expect(rest.some((n) => n.isNew)).toBe(false);
  });

  it('pages with a bookmark, and is for a signed-in person only', async () => {
    const demo = await api.client().login('demo');
    const all = await notificationsOf(demo);
    const first = await demo.get<ApiNotification[]>('NotificationsResource', { page_size: 1 });
    expect(expectOk(first).map((n) => n.id)).toEqual([all[0]?.id]);
    const bookmark = first.body.resource_response.bookmark;
    expect(bookmark).toBeTruthy();
    const second = expectOk(await demo.get<ApiNotification[]>('NotificationsResource', { page_size: 1, bookmark: String(bookmark) }));
    expect(second.map((n) => n.id)).toEqual([all[1]?.id]);
    expectFailure(await api.client().get('NotificationsResource'), 401, 'not_authenticated');
  });

  it('keeps what was new on a later page, though opening the first marked everything seen', async () => {
    for (const follower of ['maya_chen', 'jordan_reyes']) {
      expectOk(await (await api.client().login(follower)).write('UserFollowResource', 'create', { user: String(USERS.newbie) }));
    }
    const newbie = await api.client().login('newbie');
    const first = await newbie.get<ApiNotification[]>('NotificationsResource', { page_size: 1 });
    expect(expectOk(first).map((n) => n.isNew)).toEqual([true]);
    expectOk(await newbie.write('NotificationsResource', 'update', { seen: true }));
    const bookmark = String(first.body.resource_response.bookmark);
    const second = expectOk(await newbie.get<ApiNotification[]>('NotificationsResource', { page_size: 1, bookmark }));
    expect(second.map((n) => [n.kind, n.isNew])).toEqual([['followed', true]]);
    expect((await notificationsOf(newbie)).some((n) => n.isNew)).toBe(false);
  });
});
