// Issue 41, item 6: can one client hold the server's connections by sending slowly? 300
// connections from one address each send a request's headers and then its body a byte every
// 5 seconds (under any idle bound a server might set, as the probe did with 10 s); the
// figures are how many the server took, how many it still held after 70 s, and home's documents
// per second while they were held, asked from another address (127.0.0.2 is the attacker's, 127.0.0.1
// everyone else's). Plain sockets and HTTP only, so it runs against an older build too.
import autocannon from 'autocannon';
import { connect } from 'node:net';
import { CHROME_UA, visitor } from '../lib/cookieJar.mjs';

export const title = 'Slow requests: 300 connections from one address, a body byte every 5 s';

const CONNECTIONS = 300;
const BYTE_EVERY_MS = 5_000;
const HELD_FOR_MS = 100_000;
/** The attacker's own loopback address, apart from the benchmark's. */
const ATTACKER = '127.0.0.2';

function slowRequest(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: ATTACKER });
    const state = { open: false, closedAt: null, answer: '' };
    const started = Date.now();
    socket.on('connect', () => {
      state.open = true;
      socket.write(
        `POST /resource/PinResource/create/ HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[`,
      );
      const timer = setInterval(() => socket.write(' '), BYTE_EVERY_MS);
      socket.once('close', () => clearInterval(timer));
    });
    socket.on('data', (chunk) => (state.answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      state.closedAt = Date.now() - started;
      state.open = false;
    });
    // Settles once connected or refused; the state goes on changing.
    socket.once('connect', () => resolve({ socket, state }));
    socket.once('close', () => resolve({ socket, state }));
  });
}

export async function run({ url, log }) {
  const held = await Promise.all(Array.from({ length: CONNECTIONS }, () => slowRequest(url)));
  // Give the server a moment to close what it refuses at once.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const takenAfter1s = held.filter(({ state }) => state.open).length;
  const jar = await visitor(url);
  const during = await autocannon({
    url: `${url}/`,
    connections: 10,
    duration: 5,
    headers: { cookie: jar.header(), 'user-agent': CHROME_UA },
  });
  log(`home while they are held: ${Math.round(during.requests.average)} documents/s, p99 ${during.latency.p99} ms`);
  await new Promise((resolve) => setTimeout(resolve, HELD_FOR_MS - 6_000));
  const stillOpen = held.filter(({ state }) => state.open).length;
  const closedAt = held.map(({ state }) => state.closedAt).filter((at) => at !== null);
  const answered408 = held.filter(({ state }) => /^HTTP\/1\.1 408 /.test(state.answer)).length;
  for (const { socket } of held) socket.destroy();
  return [
    ['slow connections opened', CONNECTIONS],
    ['held by the server 1 s in', takenAfter1s],
    [`still held after ${HELD_FOR_MS / 1000} s`, stillOpen],
    ['closed by the server with 408 Request Timeout', answered408],
    ['the last one the server closed, after', closedAt.length > 0 ? `${(Math.max(...closedAt) / 1000).toFixed(1)} s` : '—'],
    ['home documents/s while held (10 connections)', `${Math.round(during.requests.average)}, p99 ${during.latency.p99} ms`],
  ];
}
