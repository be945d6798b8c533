// Issue 16, item 4: what can one client do with the login form? (a) 200 wrong passwords for the
// demo account, ten at a time; (b) the home feed API page's throughput for a signed-in person,
// alone and then while 20 clients log in as ten people (with the right password, so throttling
// does not stop them: what is left is the cost of hashing). Plain HTTP only, so it runs against the pre-issue build too.
import autocannon from 'autocannon';
import { CHROME_UA, logIn, visitor } from '../lib/cookieJar.mjs';

export const title = 'Password guessing and login floods from one client';

const GUESSES = 200;
const LOOPS = 20;
const DURATION_S = 5;

/** Seeded people with the demo password: the login flood spreads over them, as many people would. */
const PEOPLE = [
  'demo',
  'partner',
  'employee',
  'newbie',
  'harborandpine',
  'maya_chen',
  'jordan_reyes',
  'tomas_alvarez',
  'aiko_tanaka',
  'studio_nord',
];

const tally = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())].map(([s, n]) => `${s} ×${n}`).join(', ');

async function feed(url, cookie) {
  const result = await autocannon({
    url: `${url}/resource/HomefeedResource/get/`,
    connections: 10,
    duration: DURATION_S,
    headers: { cookie, 'user-agent': CHROME_UA },
  });
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
}

export async function run({ url }) {
  // (b) first, on an untouched server: the person's session, then the feed alone.
  const person = await visitor(url);
  if ((await logIn(url, person, 'demo-password')) !== 200) throw new Error('demo could not log in');
  const alone = await feed(url, person.header());
  let stop = false;
  const loginStatuses = [];
  const loops = Array.from({ length: LOOPS }, async (_, i) => {
    const jar = await visitor(url);
    while (!stop) loginStatuses.push(await logIn(url, jar, 'demo-password', PEOPLE[i % PEOPLE.length]));
  });
  const busy = await feed(url, person.header());
  stop = true;
  await Promise.all(loops);

  // (a) then the guesses, ten at a time.
  const guesser = await visitor(url);
  const statuses = [];
  const started = performance.now();
  for (let i = 0; i < GUESSES; i += 10) {
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => logIn(url, guesser, `wrong-${i + j}`)))));
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    [`${GUESSES} wrong passwords for demo`, tally(statuses)],
    ['time for the guesses', `${seconds.toFixed(2)} s`],
    ['home feed API page, signed in, 10 connections, alone', alone],
    [`the same while ${LOOPS} clients log in over and over`, busy],
    [`logins answered meanwhile`, tally(loginStatuses)],
  ];
}
