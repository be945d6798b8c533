// Issue 41, item 4: can a stranger lock a person out of their account? (a) From one address, wrong
// passwords for demo by username and by email alternately until refused; then demo, at their own
// address, logs in. (b) Guesses for partner from ten addresses, five each, as fast as answered;
// then partner logs in from a browser they had logged in with before, and from a new one. The
// figures are how many guesses were checked and what the owner was answered. Plain HTTP only, so
// it runs against an older build too.
import { browserAt } from '../lib/fromAddress.mjs';

export const title = 'Locking a person out with wrong passwords';

/** A browser at a loopback address of its own, and the login form's call (its status). */
function loginFrom(url, address) {
  const browser = browserAt(url, address);
  return {
    async login(name, password) {
      if (!browser.has('csrftoken')) await browser.call('GET', '/resource/UserSessionResource/get/');
      return (await browser.call('POST', '/resource/UserSessionResource/create/', { username_or_email: name, password })).status;
    },
  };
}

const tally = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');

export async function run({ url }) {
  // (a) one address, username and email alternately.
  const guesser = loginFrom(url, '127.0.0.2');
  const guesses = [];
  for (let i = 0; i < 12; i += 1) guesses.push(await guesser.login(i % 2 === 0 ? 'demo' : 'demo@example.com', `wrong-${i}`));
  const demoAfter = await loginFrom(url, '127.0.0.1').login('demo', 'demo-password');

  // (b) partner's own browser first, then ten addresses of guesses.
  const knownDevice = loginFrom(url, '127.0.0.3');
  if ((await knownDevice.login('partner', 'demo-password')) !== 200) throw new Error('partner could not log in');
  const spread = [];
  await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const from = loginFrom(url, `127.0.1.${i + 1}`);
      for (let j = 0; j < 5; j += 1) spread.push(await from.login('partner', `wrong-${i}-${j}`));
    }),
  );
  const known = await knownDevice.login('partner', 'demo-password');
  const fresh = await loginFrom(url, '127.0.0.4').login('partner', 'demo-password');
  return [
    ['12 wrong passwords for demo from one address (username, email, …)', tally(guesses)],
    ['then demo logs in from their own address', demoAfter],
    ['50 wrong passwords for partner from 10 addresses', tally(spread)],
    ['then partner logs in from a browser they used before', known],
    ['and from a new browser at a new address', fresh],
  ];
}
