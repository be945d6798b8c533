// Issue 41, item 13: can sign-up tell a stranger whether an email has an account? Fresh visitors,
// each from a loopback address of its own, sign up alternately with an email that has an account
// (demo's, and the other demo users') and with one that has none. The figures compare what each
// answer says (status, body, the cookies it sets) and how long it took. Plain HTTP only.
import { browserAt } from '../lib/fromAddress.mjs';

export const title = 'Sign-up with a taken and a free email: what the answer tells';

const PAIRS = 20;
const TAKEN = ['demo', 'newbie', 'maya_chen', 'aiko_tanaka', 'partner', 'employee', 'demo', 'newbie'];

async function signUp(url, address, email, username) {
  const browser = browserAt(url, address);
  await browser.call('GET', '/resource/UserSessionResource/get/');
  return browser.call('POST', '/resource/UserRegisterResource/create/', {
    first_name: 'Probe',
    email,
    username,
    password: 'a-long-enough-password',
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const shapes = (answers) => [...new Set(answers.map((a) => `${a.status} ${a.body} [${a.cookies}]`))];

export async function run({ url }) {
  const taken = [];
  const free = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const address = `127.0.0.${20 + i}`;
    taken.push(await signUp(url, address, `${TAKEN[i % TAKEN.length]}@example.com`, `probe_taken_${i}`));
    free.push(await signUp(url, address, `nobody_${i}@example.org`, `probe_free_${i}`));
  }
  const takenShapes = shapes(taken);
  const freeShapes = shapes(free);
  const same = takenShapes.length === 1 && freeShapes.length === 1 && takenShapes[0] === freeShapes[0];
  return [
    ['sign-ups per kind (each from its own address)', PAIRS],
    ['taken email: answers (status body [cookies set])', takenShapes.join(' | ')],
    ['free email: answers (status body [cookies set])', freeShapes.join(' | ')],
    ['answers the same', same ? 'yes' : 'no'],
    ['median time: taken / free', `${median(taken.map((a) => a.ms)).toFixed(0)} ms / ${median(free.map((a) => a.ms)).toFixed(0)} ms`],
  ];
}
