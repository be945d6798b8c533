// Issue 59, item 7: can a stranger make the server read bodies it has already refused? The probe's
// 10 connections posting 64 MB deploys without a token to /_platform/versions had the server read
// (and throw away) 1.6 GB in 7 s: the 401 came from the headers, and Node then read the rest of
// each body to keep the connection. Here 10 connections from one address (127.0.0.2) do the same
// for 7 s, opening another as soon as one is closed, and then the same against the API's picture
// upload as a visitor (refused 401 from the headers too). The figures: what the clients handed to
// their sockets, the answers they saw, and what the server read meanwhile (Linux's rchar for the
// process: every byte its read() calls returned, sockets and files).
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

export const title = 'Refused bodies: 10 connections posting 64 MB without a token, for 7 s';

const ATTACKER = '127.0.0.2';
const CONNECTIONS = 10;
const DURATION_MS = 7_000;
const BODY_BYTES = 64 * 1024 * 1024;
const PIECE = Buffer.alloc(256 * 1024, 0x41);

/** Bytes the process has read so far (/proc/<pid>/io's rchar). */
function bytesRead(pid) {
  return Number(/rchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN);
}

/** One post: the head, then the body as fast as the socket takes it, until all is sent or the server closes. */
function post(url, path, contentType) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
    let sent = 0;
    let answer = '';
    let closed = false;
    // A server that reads the whole body keeps the connection after its answer: then we end it.
    const endOnceAnswered = () => {
      if (!closed && sent >= BODY_BYTES && answer.includes('\r\n\r\n')) socket.end();
    };
    const pump = () => {
      while (!closed && sent < BODY_BYTES) {
        const piece = PIECE.subarray(0, Math.min(PIECE.length, BODY_BYTES - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      endOnceAnswered();
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-type: ${contentType}\r\ncontent-length: ${BODY_BYTES}\r\n\r\n`,
      );
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (text) => {
      answer += text;
      endOnceAnswered();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      resolve({ sent, status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none', closes: /\r\nconnection: close\r\n/i.test(answer) });
    });
  });
}

async function attack(url, serverPid, path, contentType) {
  const before = bytesRead(serverPid);
  const until = Date.now() + DURATION_MS;
  const posts = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) posts.push(await post(url, path, contentType));
    }),
  );
  const read = bytesRead(serverPid) - before;
  const sent = posts.reduce((sum, p) => sum + p.sent, 0);
  const statuses = [...posts.reduce((m, p) => m.set(p.status, (m.get(p.status) ?? 0) + 1), new Map())].map(([s, n]) => `${s} ×${n}`);
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  return [
    [
      `${path}: posts of 64 MB in ${DURATION_MS / 1000} s, answered`,
      `${posts.length}: ${statuses.join(', ')}, ${posts.filter((p) => p.closes).length} with Connection: close`,
    ],
    [`${path}: handed to the sockets by the clients`, mb(sent)],
    [`${path}: read by the server meanwhile (rchar)`, `${mb(read)} (${((read / Math.max(1, sent)) * 100).toFixed(2)} % of it)`],
  ];
}

export async function run({ url, serverPid, log }) {
  const rows = [];
  for (const [path, type] of [
    ['/_platform/versions', 'application/json'],
    ['/v3/pin_images/', 'image/jpeg'],
  ]) {
    const figures = await attack(url, serverPid, path, type);
    for (const [figure, value] of figures) log(`${figure}: ${value}`);
    rows.push(...figures);
  }
  return rows;
}
