// Issue 41, item 1: can signed-in accounts block everyone's login with the password change form?
// 40 clients send password changes with a wrong current password for 8 s, first all from one
// account, then spread over eight; meanwhile another person (demo) logs in 20 times. The figures
// are the answers each side got and what the server printed to its log meanwhile. Plain HTTP
// only, so it runs against an older build too.
import { logIn, visitor, write } from '../lib/cookieJar.mjs';

export const title = 'Password changes with a wrong current password, 40 at once for 8 s';
export const countLog = true;

const CLIENTS = 40;
const DURATION_MS = 8_000;
const LOGINS = 20;
/** Seeded people with the demo password, apart from demo, who is the one logging in. */
const ATTACKERS = ['partner', 'employee', 'newbie', 'harborandpine', 'maya_chen', 'jordan_reyes', 'tomas_alvarez', 'aiko_tanaka'];

const tally = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');

const changePassword = (url, jar) =>
  write(url, jar, '/resource/UserPasswordResource/update/', { old_password: 'not-my-password', new_password: 'a-new-long-password' });

async function attack(url, accounts, serverLog) {
  const sessions = [];
  for (const name of accounts) {
    const jar = await visitor(url);
    if ((await logIn(url, jar, 'demo-password', name)) !== 200) throw new Error(`${name} could not log in`);
    sessions.push(jar);
  }
  const person = await visitor(url);
  const logBefore = serverLog();
  const deadline = Date.now() + DURATION_MS;
  const changes = [];
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    while (Date.now() < deadline) changes.push(await changePassword(url, sessions[i % sessions.length]));
  });
  const logins = [];
  for (let i = 0; i < LOGINS; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, DURATION_MS / (LOGINS + 1)));
    logins.push(await logIn(url, person, 'demo-password'));
  }
  await Promise.all(clients);
  const logAfter = serverLog();
  return { changes, logins, log: { bytes: logAfter.bytes - logBefore.bytes, lines: logAfter.lines - logBefore.lines } };
}

export async function run({ url, serverLog }) {
  const rows = [];
  for (const [label, accounts] of [
    ['one account', ATTACKERS.slice(0, 1)],
    [`${ATTACKERS.length} accounts`, ATTACKERS],
  ]) {
    const { changes, logins, log } = await attack(url, accounts, serverLog);
    rows.push(
      [`password changes from ${label}`, tally(changes)],
      [`demo's ${LOGINS} logins meanwhile`, tally(logins)],
      ['server log meanwhile', `${log.lines} lines, ${(log.bytes / 1024).toFixed(1)} KB`],
    );
  }
  return rows;
}
