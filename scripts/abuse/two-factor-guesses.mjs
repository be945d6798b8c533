// Issue 59, item 6: how many two-factor codes can someone guess who stole an account's password and
// its owner's known-device cookie? demo turns two-factor authentication on from a browser that has
// logged in before; then 8 addresses, each with a copy of that browser's device cookie and the
// right password, send 5 wrong codes each, in turns. The figures are how many guesses were checked
// (the rest refused before checking), and what the owner's own browser is answered after. Before
// the limit per account, the cookie lifted it: 40 of 40 were checked.
import { generate } from 'otplib';
import { browserAt } from '../lib/fromAddress.mjs';

export const title = 'Guessing two-factor codes with a stolen password and known-device cookie';

const ADDRESSES = 8;
const GUESSES_EACH = 5;
const PASSWORD = 'demo-password';

const codeAt = (secret, stepsFromNow) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });
const dataOf = (answer) => JSON.parse(answer.body).resource_response.data;

/** A code the app does not show around now: wrong whenever it is checked. */
async function wrongCode(secret, n) {
  const right = new Set(await Promise.all([-1, 0, 1, 2].map((step) => codeAt(secret, step))));
  let code = String(100_000 + n * 7919).slice(-6);
  while (right.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

const login = (browser, code) =>
  browser.call('POST', '/resource/UserSessionResource/create/', {
    username_or_email: 'demo',
    password: PASSWORD,
    ...(code ? { code } : {}),
  });

export async function run({ url }) {
  const owner = browserAt(url, '127.0.0.2');
  await owner.call('GET', '/resource/UserSessionResource/get/');
  if ((await login(owner)).status !== 200) throw new Error('demo could not log in');
  const setup = dataOf(await owner.call('POST', '/resource/TwoFactorResource/create/', {}));
  const on = await owner.call('POST', '/resource/TwoFactorResource/update/', { code: await codeAt(setup.secret, 0), password: PASSWORD });
  if (on.status !== 200) throw new Error(`two-factor authentication did not turn on: ${on.status} ${on.body}`);
  const deviceCookie = owner.cookie('pb_device');
  if (!deviceCookie) throw new Error('the owner has no known-device cookie');

  const guessers = [];
  for (let i = 0; i < ADDRESSES; i += 1) {
    const guesser = browserAt(url, `127.0.6.${i + 1}`);
    await guesser.call('GET', '/resource/UserSessionResource/get/');
    guesser.setCookie('pb_device', deviceCookie);
    guessers.push(guesser);
  }
  const statuses = new Map();
  for (let round = 0; round < GUESSES_EACH; round += 1)
    for (const [i, guesser] of guessers.entries()) {
      const { status } = await login(guesser, await wrongCode(setup.secret, round * ADDRESSES + i));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  const owned = await login(owner, await codeAt(setup.secret, 1));
  return [
    [`wrong codes sent for demo, with the password and the known-device cookie, from ${ADDRESSES} addresses`, ADDRESSES * GUESSES_EACH],
    ['guesses allowed (checked: 401 wrong code)', statuses.get(401) ?? 0],
    ['refused before checking (429)', statuses.get(429) ?? 0],
    [
      'other answers',
      [...statuses]
        .filter(([s]) => s !== 401 && s !== 429)
        .map(([s, n]) => `${s} ×${n}`)
        .join(', ') || 'none',
    ],
    [
      "then the owner's known browser with the right code",
      `${owned.status}${owned.status === 429 ? ' (the window is spent; a cookie lifts nothing)' : ''}`,
    ],
  ];
}
