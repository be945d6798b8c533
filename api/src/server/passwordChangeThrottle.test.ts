// Issue 41, item 1, over HTTP: wrong current passwords on the password change form are throttled
// per session and per account before any hashing, and a burst of them from several accounts cannot
// keep another person's login from the hashing queue.

import { expectFailure } from '../testing/expectAnswer';
import { type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import { MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT, MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION } from './passwordChangeThrottle';
import { passwordHashing } from './passwords';

const api = startTestApiForFile();

const wrongChange = (client: TestClient) =>
  client.write('UserPasswordResource', 'update', { old_password: 'not-my-password', new_password: 'a-newer-password' });

describe('wrong current passwords', () => {
  it('throttle a session, then the account across its sessions: 429 before any hashing, even for the right password', async () => {
    const first = await api.client().login('jordan_reyes');
    for (let i = 0; i < MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION; i += 1) expect((await wrongChange(first)).status).toBe(400);
    const hashesBefore = passwordHashing.stats().ran;
    const refused = await wrongChange(first);
    expectFailure(refused, 429, 'too_many_requests');
    expect(refused.body.resource_response.error?.message).toBe('Too many tries with a wrong current password. Try again in 15 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    const right = await first.write('UserPasswordResource', 'update', { old_password: 'demo-password', new_password: 'a-newer-password' });
    expect(right.status).toBe(429);
    expect(passwordHashing.stats().ran).toBe(hashesBefore);

    // Another session has its own count, until the account's runs out.
    const second = await api.client().login('jordan_reyes');
    const third = await api.client().login('jordan_reyes');
    const more = MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT - MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION;
    for (let i = 0; i < more; i += 1) expect((await wrongChange(second)).status).toBe(400);
    expect((await wrongChange(third)).status).toBe(429);
    // Logging in is another matter: the account's owner is not locked out of it.
    await expect(api.client().login('jordan_reyes')).resolves.toBeDefined();
  });

  it("from several accounts at once do not keep another person's login from its turn", async () => {
    const names = ['partner', 'employee', 'newbie', 'harborandpine', 'maya_chen', 'tomas_alvarez', 'aiko_tanaka', 'studio_nord'];
    // Two sessions each, five tries each (all the session throttle lets through): far more than the queue holds.
    const sessions = await Promise.all([...names, ...names].map((name) => api.client().login(name)));
    let busy: () => void = () => undefined;
    const queueFull = new Promise<void>((resolve) => (busy = resolve));
    const burst = sessions.flatMap((client) =>
      Array.from({ length: MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION }, async () => {
        const answer = await wrongChange(client);
        if (answer.status === 503) busy();
        return answer.status;
      }),
    );
    const statuses = Promise.all(burst);
    // Once the burst has been refused in part, the queue is full of it: then the person logs in.
    await Promise.race([queueFull, statuses]);
    const login = await api.client().write('UserSessionResource', 'create', { username_or_email: 'demo', password: 'demo-password' });
    expect(login.status).toBe(200);
    // The burst was refused in part (busy), answered in part (a wrong password): never a server error.
    expect((await statuses).every((status) => status === 400 || status === 503)).toBe(true);
    expect(await statuses).toContain(503);
  });
});
