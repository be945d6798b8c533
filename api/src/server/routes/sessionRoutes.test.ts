// Sign-up by mail (issue 41, item 13): the form answers the same whether or not the email has an
// account, and the difference goes by mail: a link that makes the account, or word to the owner
// with a reset link. The link works once.
import type { ApiSession } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type Answer } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { SIGNUP_CONFIRM_PATH } from '../signupLink';

const api = startTestApiForFile();

const form = (username: string, email: string) => ({ username, email, password: 'a-good-password', first_name: 'Sam' });
const userCount = () => api.count('SELECT count(*) AS n FROM users');
/** What a person or a script sees of an answer: its status, body and the cookies it sets. */
const seen = (answer: Answer<unknown>) => ({
  status: answer.status,
  body: answer.body,
  cookies: answer.headers
    .getSetCookie()
    .map((line) => line.split('=')[0])
    .sort(),
});

describe('UserRegisterResource', () => {
  it('answers a taken email exactly as a free one, makes no account, and mails the difference', async () => {
    const before = await userCount();
    const free = await api.client().write('UserRegisterResource', 'create', form('free_email', 'free_email@example.org'));
    const taken = await api.client().write('UserRegisterResource', 'create', form('taken_email', 'demo@example.com'));
    expect(seen(taken)).toEqual(seen(free));
    expect(expectOk(taken)).toEqual({ sent: true });
    expect(await userCount()).toBe(before);
    const toOwner = await api.outbox.next((mail) => mail.to === 'demo');
    const toNew = await api.outbox.next((mail) => mail.to === 'free_email@example.org');
    // The owner of the taken email is told, with a way back in.
    expect(toOwner).toMatchObject({
      to: 'demo',
      subject: 'Someone tried to sign up with your email',
      path: expect.stringMatching(/^\/password\/reset\//),
    });
    expect(toNew).toMatchObject({ to: 'free_email@example.org', subject: 'Finish signing up as free_email' });
  });

  it("makes the account from the link once; the link's second use is refused in words a person can act on", async () => {
    const client = api.client();
    expectOk(await client.write('UserRegisterResource', 'create', form('once_only', 'once_only@example.org')));
    const token = (await api.outbox.next((mail) => mail.to === 'once_only@example.org')).path.slice(SIGNUP_CONFIRM_PATH.length);
    expect(expectOk(await client.write<ApiSession>('UserRegisterResource', 'update', { token }))).toMatchObject({
      isAuthenticated: true,
      viewer: { username: 'once_only' },
    });
    const before = await userCount();
    const again = await api.client().write('UserRegisterResource', 'update', { token });
    expectFailure(again, 400, 'invalid_field', 'token');
    expect(again.body.resource_response.error?.message).toBe(
      'This sign-up link has expired or was already used. Sign up again, or log in.',
    );
    expectFailure(
      await api.client().write('UserRegisterResource', 'update', { token: `${token.slice(0, -2)}AA` }),
      400,
      'invalid_field',
      'token',
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a link whose username another sign-up took first, naming the username', async () => {
    const first = api.client();
    const second = api.client();
    expectOk(await first.write('UserRegisterResource', 'create', form('wanted_name', 'wanted_one@example.org')));
    expectOk(await second.write('UserRegisterResource', 'create', form('wanted_name', 'wanted_two@example.org')));
    const linkTo = async (email: string) => (await api.outbox.next((mail) => mail.to === email)).path.slice(SIGNUP_CONFIRM_PATH.length);
    const firstLink = await linkTo('wanted_one@example.org');
    const secondLink = await linkTo('wanted_two@example.org');
    expectOk(await first.write('UserRegisterResource', 'update', { token: firstLink }));
    const refused = await second.write('UserRegisterResource', 'update', { token: secondLink });
    expectFailure(refused, 409, 'conflict', 'username');
    expect(refused.body.resource_response.error?.message).toBe(
      'wanted_name was taken before you opened the link. Sign up again with another username.',
    );
  });

  it('refuses a username that is taken at the form, on its field, and mails nothing', async () => {
    const before = await userCount();
    const refused = await api.client().write('UserRegisterResource', 'create', form('demo', 'dee@example.com'));
    expectFailure(refused, 409, 'conflict', 'username');
    expect(refused.body.resource_response.error?.message).toBe('That username is taken. Pick another one.');
    expect(await userCount()).toBe(before);
    // Refused before anything is mailed: the outbox has nothing for the address.
    expect(api.outbox.recent().filter((mail) => mail.to === 'dee@example.com')).toEqual([]);
  });
});
