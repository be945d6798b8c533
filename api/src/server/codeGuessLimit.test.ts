// Issue 59, item 6, over HTTP from loopback addresses of their own: a guesser who has the password
// and the owner's known-device cookie (both stolen) gets 8 code guesses at the account in all, from
// however many addresses, not 5 from each (40 from 8); the owner's own browser is held to the same
// limit, as nothing tells it from the stolen copy; one address gets 20 across accounts; and a right
// code is never counted.
import { generate } from 'otplib';
import type { ApiTwoFactorSetup, ApiTwoFactorTurnedOn } from 'shared-contracts/api';
import { browserAt } from '../testing/browserAt';
import { expectOk } from '../testing/expectAnswer';
import { startTestApiForFile } from '../testing/testApiForFile';
import { MAX_CODE_GUESSES_PER_ACCOUNT, MAX_CODE_GUESSES_PER_ADDRESS } from './codeGuessLimit';
import { DEVICE_COOKIE } from './loginDevice';

const api = startTestApiForFile();
let port = 0;

beforeAll(async () => {
  port = Number(new URL(api.baseUrl).port);
}, 60_000);

const PASSWORD = 'demo-password';
const codeAt = (secret: string, stepsFromNow = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });

async function turnOn(username: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const client = await api.client().login(username);
  const setup = expectOk(await client.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
  const on = expectOk(
    await client.write<ApiTwoFactorTurnedOn>('TwoFactorResource', 'update', { code: await codeAt(setup.secret), password: PASSWORD }),
  );
  return { secret: setup.secret, recoveryCodes: on.recoveryCodes };
}

/** A code that is none of those the app shows around now (so it is wrong, whatever the second). */
async function wrongCode(secret: string, n: number): Promise<string> {
  const right = new Set(await Promise.all([-1, 0, 1, 2].map((step) => codeAt(secret, step))));
  let code = String(100_000 + n * 7919).slice(-6);
  while (right.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});

describe('wrong two-factor codes', () => {
  it('are limited per account whatever cookie comes with them: 8 guesses from 8 addresses with a known-device cookie, not 40', async () => {
    // The owner's browser logs in before two-factor authentication is on: it is a known device.
    const owner = browserAt('127.0.2.1', port);
    expect(await owner.login('demo', PASSWORD)).toBe(200);
    const knownDevice = owner.cookies.get(DEVICE_COOKIE);
    expect(knownDevice).toBeTruthy();
    const { secret, recoveryCodes } = await turnOn('demo');

    // Five rounds, each address in turn (one at a time: the login's hashing queue would turn a crowd
    // of one account's logins away as busy, and this counts what the code limit does).
    const guessers = Array.from({ length: 8 }, (_, i) => browserAt(`127.0.3.${i + 1}`, port));
    for (const guesser of guessers) guesser.cookies.set(DEVICE_COOKIE, knownDevice ?? '');
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1)
      for (const [i, guesser] of guessers.entries())
        statuses.push(await guesser.login('demo', PASSWORD, { code: await wrongCode(secret, round * 8 + i) }));
    expect(tally(statuses)).toEqual({ 401: MAX_CODE_GUESSES_PER_ACCOUNT, 429: 40 - MAX_CODE_GUESSES_PER_ACCOUNT });
    expect(MAX_CODE_GUESSES_PER_ACCOUNT).toBe(8);
    // The known device is refused too for the rest of the window, even with a right code.
    expect(await owner.login('demo', PASSWORD, { code: recoveryCodes[0] ?? '' })).toBe(429);
  });

  it('are limited per address across accounts', async () => {
    const accounts = ['newbie', 'employee', 'maya_chen'];
    const secrets = await Promise.all(accounts.map(async (name) => (await turnOn(name)).secret));
    const sweeper = browserAt('127.0.4.1', port);
    const checked: number[] = [];
    for (const [i, name] of accounts.entries()) {
      let wrong = 0;
      for (let j = 0; j < MAX_CODE_GUESSES_PER_ACCOUNT; j += 1)
        if ((await sweeper.login(name, PASSWORD, { code: await wrongCode(secrets[i] ?? '', j) })) === 401) wrong += 1;
      checked.push(wrong);
    }
    expect(checked).toEqual([8, 8, MAX_CODE_GUESSES_PER_ADDRESS - 16]);
  });

  it('count only wrong codes: a person who gets it right after a few mistakes is never refused', async () => {
    const { secret } = await turnOn('tomas_alvarez');
    const person = browserAt('127.0.5.1', port);
    for (let j = 0; j < MAX_CODE_GUESSES_PER_ACCOUNT - 1; j += 1)
      expect(await person.login('tomas_alvarez', PASSWORD, { code: await wrongCode(secret, j) })).toBe(401);
    expect(await person.login('tomas_alvarez', PASSWORD, { code: await codeAt(secret, 1) })).toBe(200);
    // The right code took nothing: one wrong code is left, then the limit.
    expect(await person.login('tomas_alvarez', PASSWORD, { code: await wrongCode(secret, 90) })).toBe(401);
    expect(await person.login('tomas_alvarez', PASSWORD, { code: await wrongCode(secret, 91) })).toBe(429);
  });
});
