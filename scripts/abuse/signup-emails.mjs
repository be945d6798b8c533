// Issue 41, item 13: can sign-up tell a stranger whether an email has an account? Fresh visitors,
// each from a loopback address of its own, sign up alternately with an email that has an account
// (demo's, and the other demo users') and with one that has none. The figures compare what each
// answer says (status, body, the cookies it sets) and how long it took. Plain HTTP only.
import { request } from 'node:http';
import { CHROME_UA } from '../lib/cookieJar.mjs';

export const title = 'Sign-up with a taken and a free email: what the answer tells';

const PAIRS = 20;
const TAKEN = ['demo', 'newbie', 'maya_chen', 'aiko_tanaka', 'partner', 'employee', 'demo', 'newbie'];

/** One call from `address` with `cookies` (a Map it updates); resolves with status, body and the cookie names set. */
function call(url, address, cookies, method, path, body) {
  const { hostname, port } = new URL(url);
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(
      {
        host: hostname,
        port: Number(port),
        localAddress: address,
        method,
        path,
        headers: {
          'user-agent': CHROME_UA,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrftoken': decodeURIComponent(cookies.get('csrftoken') ?? ''),
          ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
        },
      },
      (response) => {
        const set = [];
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
          set.push(pair.slice(0, at));
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: set.sort().join(' '),
            ms: performance.now() - started,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

async function signUp(url, address, email, username) {
  const cookies = new Map();
  await call(url, address, cookies, 'GET', '/resource/UserSessionResource/get/');
  return call(url, address, cookies, 'POST', '/resource/UserRegisterResource/create/', {
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
