// Issue 41, item 2: can a stranger exhaust the server with large bodies? 40 clients from one
// address (127.0.0.2), with no session, post a 13.9 MB JSON pin creation (a picture as base64)
// over and over for 20 s; meanwhile home's documents are asked from another address. The figures
// are home's latency alone and under the flood, the flood's answers, and the server's memory.
// Plain HTTP only, so it runs against an older build too.
import autocannon from 'autocannon';
import { request } from 'node:http';
import { CHROME_UA, visitor } from '../lib/cookieJar.mjs';
import { processMemory as memory } from '../lib/processMemory.mjs';

export const title = 'Large bodies from strangers: 40 clients posting 13.9 MB without a session';

const CLIENTS = 40;
const DURATION_S = 20;
const ATTACKER = '127.0.0.2';
const BODY = Buffer.from(JSON.stringify({ board_id: '1', method: 'button', image_base64: 'A'.repeat(13_900_000) }));

/** One post of the whole body; answers its status, or 'closed' when the server closed the connection. */
function post(url, headers) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const call = request({
      host: hostname,
      port: Number(port),
      localAddress: ATTACKER,
      path: '/resource/PinResource/create/',
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(BODY.length) },
    });
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    call.on('error', () => resolve('closed'));
    call.end(BODY);
  });
}

async function home(url, cookie) {
  const result = await autocannon({ url: `${url}/`, connections: 4, duration: 8, headers: { cookie, 'user-agent': CHROME_UA } });
  return `p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ${Math.round(result.requests.average)}/s`;
}

export async function run({ url, serverPid }) {
  const person = await visitor(url);
  const alone = await home(url, person.header());
  const before = memory(serverPid);
  // A stranger's cookies: an anonymous id and a CSRF token, as any first visit hands out.
  const stranger = await visitor(url);
  const headers = {
    'user-agent': CHROME_UA,
    cookie: stranger.header(),
    'x-csrftoken': decodeURIComponent(stranger.get('csrftoken') ?? ''),
  };
  const deadline = Date.now() + DURATION_S * 1000;
  const statuses = [];
  const flood = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < deadline) statuses.push(await post(url, headers));
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const during = await home(url, person.header());
  await Promise.all(flood);
  const after = memory(serverPid);
  const tally = [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())].map(([s, n]) => `${s} ×${n}`).join(', ');
  return [
    ['home documents alone (4 connections)', alone],
    [`the same during the flood`, during],
    [`${(BODY.length / 1e6).toFixed(1)} MB posts answered in ${DURATION_S} s`, tally],
    ['server memory before → after (RSS; peak)', `${before.rss} → ${after.rss} MB; peak ${after.peak} MB`],
  ];
}
