// 'Send this pin': a Pin sent to a person arrives in their inbox and notifications, new and counted
// on their bell until they open their notifications; bad sends are refused in a person's words.
import { type ApiNotification, type ApiSentPin } from 'shared-contracts/api';
import { SEND_PIN_HOURLY_MAX, SEND_PIN_TOO_MANY } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld/landmarks';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile();

const USERS = DEMO_LANDMARKS.users;
const unreadOf = async (client: TestClient) => expectOk(await client.get<{ unread: number }>('NotificationCountResource')).unread;

/** A pin anyone may see (on a public board). */
async function publicPin(): Promise<string> {
  const row = (await api.row(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND b.archived = 0 ORDER BY p.id LIMIT 1",
  )) as { id: number };
  return String(row.id);
}

describe('PinSendResource', () => {
  it("puts the Pin and its note in the recipient's inbox and notifications, counted once on their bell", async () => {
    const newbie = await api.client().login('newbie');
    expectOk(await newbie.write('NotificationsResource', 'update', { seen: true }));
    expect(await unreadOf(newbie)).toBe(0);

    const demo = await api.client().login('demo');
    const pin = await publicPin();
    const { id } = expectOk(
      await demo.write<{ id: string }>('PinSendResource', 'create', {
        pin_id: pin,
        user: String(USERS.newbie),
        message: '  Look at this!  ',
      }),
    );

    expect(await unreadOf(newbie)).toBe(1);
    const [sent] = expectOk(await newbie.get<ApiSentPin[]>('InboxResource'));
    expect(sent).toMatchObject({ id, isNew: true, message: 'Look at this!', sender: { username: 'demo' }, pin: { id: pin } });
    const [newest] = expectOk(await newbie.get<ApiNotification[]>('NotificationsResource', { page_size: 5 }));
    expect(newest).toMatchObject({ id: `sent:${id}`, kind: 'sent', isNew: true, message: 'Look at this!', actor: { username: 'demo' } });

    expectOk(await newbie.write('NotificationsResource', 'update', { seen: true }));
    expect(await unreadOf(newbie)).toBe(0);
    expect(expectOk(await newbie.get<ApiSentPin[]>('InboxResource'))[0]).toMatchObject({ id, isNew: false });
    // The sender's own inbox has nothing of it.
    expect(expectOk(await demo.get<ApiSentPin[]>('InboxResource')).some((s) => s.id === id)).toBe(false);
  });

  it('refuses sending to oneself, to nobody, a Pin nobody can see, a secret Pin to someone who cannot see it, and a long note', async () => {
    const demo = await api.client().login('demo');
    const pin = await publicPin();
    expectFailure(await demo.write('PinSendResource', 'create', { pin_id: pin, user: String(USERS.demo) }), 400, 'invalid_field', 'user');
    expectFailure(await demo.write('PinSendResource', 'create', { pin_id: pin, user: '999999' }), 404, 'not_found');
    expectFailure(await demo.write('PinSendResource', 'create', { pin_id: '999999', user: String(USERS.newbie) }), 404, 'not_found');
    const secret = (await api.row('SELECT id FROM pins WHERE board_id = ? ORDER BY id LIMIT 1', DEMO_LANDMARKS.boards.demoGiftsSecret)) as {
      id: number;
    };
    const refused = await demo.write('PinSendResource', 'create', { pin_id: String(secret.id), user: String(USERS.newbie) });
    expectFailure(refused, 400, 'invalid_field', 'user');
    const long = await demo.write('PinSendResource', 'create', { pin_id: pin, user: String(USERS.newbie), message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const maya = await api.client().login('maya_chen');
    expectFailure(
      await maya.write('PinSendResource', 'create', { pin_id: String(secret.id), user: String(USERS.newbie) }),
      404,
      'not_found',
    );
  });

  it('takes 60 sends from one person in an hour, then refuses the next with 429 in their words', async () => {
    const maya = await api.client().login('maya_chen');
    const pin = await publicPin();
    for (let i = 0; i < SEND_PIN_HOURLY_MAX; i += 1)
      expectOk(await maya.write('PinSendResource', 'create', { pin_id: pin, user: String(USERS.newbie) }));
    const refused = await maya.write('PinSendResource', 'create', { pin_id: pin, user: String(USERS.newbie) });
    expectFailure(refused, 429, 'too_many_requests');
    expect(refused.body.resource_response.error?.message).toBe(SEND_PIN_TOO_MANY);
    // Someone else still sends.
    const demo = await api.client().login('demo');
    expectOk(await demo.write('PinSendResource', 'create', { pin_id: pin, user: String(USERS.newbie) }));
  });

  it('is for a signed-in person only', async () => {
    const visitor = api.client();
    expectFailure(
      await visitor.write('PinSendResource', 'create', { pin_id: await publicPin(), user: String(USERS.newbie) }),
      401,
      'not_authenticated',
    );
    expectFailure(await visitor.get('InboxResource'), 401, 'not_authenticated');
    expectFailure(await visitor.get('NotificationCountResource'), 401, 'not_authenticated');
  });
});
