import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import {
  type ConnectionCounts,
  type ConnectionLimits,
  isListed,
  limitConnections,
  serverTimeouts,
  trustedProxyList,
} from './connectionLimits';
import { type SharePolicy, sharePolicy } from './connectionShares';

let app: FastifyInstance;
let port: number;
/** Resolves a request to /held, which waits for it. */
let releaseHeld: () => void = () => undefined;

/**
 * A Fastify server as the edge server makes it, with these limits (or this share policy), one
 * route that takes a body and one whose answer waits until the test lets it go.
 */
async function serve(limits: ConnectionLimits, trustedProxies: string[] = [], policy?: SharePolicy): Promise<() => ConnectionCounts> {
  app = Fastify({ logger: false, ...serverTimeouts(limits) });
  const counts = limitConnections(app.server, policy ?? sharePolicy(limits.total, limits.perAddress), trustedProxyList(trustedProxies));
  app.post('/echo', async (request) => ({ length: JSON.stringify(request.body).length }));
  app.get('/', async () => ({ ok: true }));
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  app.get('/held', async () => {
    heldArrived();
    await held;
    return { held: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return counts;
}

let heldArrived: () => void = () => undefined;
/** Resolves once /held has been asked for. */
function heldAsked(): Promise<void> {
  return new Promise((resolve) => (heldArrived = resolve));
}

afterEach(async () => {
  releaseHeld();
  await app?.close();
});

const LIMITS: ConnectionLimits = { headersTimeoutMs: 300, requestTimeoutMs: 600, idleTimeoutMs: 60_000, perAddress: 0, total: 0 };

/** A connection from `localAddress` (any of 127.0.0.0/8 on Linux), once connected. */
function opened(localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** A connection from `localAddress`, and whether the server kept it once it saw it. */
async function connectionFrom(localAddress: string): Promise<{ socket: Socket; held: boolean }> {
  // Heard after the limit's own listener, which has closed it or not by then.
  const serverSide = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
  const socket = await opened(localAddress);
  return { socket, held: !(await serverSide).destroyed };
}

function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));
}

/** Sends a GET of `path` that closes the connection once answered; the whole answer. */
function answerOf(socket: Socket, path = '/'): Promise<string> {
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: pinboard.test\r\nConnection: close\r\n\r\n`);
  return closed(socket).then(() => answer);
}

/** The start of a request whose headers never end: a slow connection. */
const SLOW_HEADERS = 'GET / HTTP/1.1\r\nHost: pinboard.test\r\nX-Slow: ';

/** Writes `text` a byte at a time, each 20 ms apart, until the server closes the connection; what it answered. */
async function dribble(socket: Socket, text: string): Promise<string> {
  let answer = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  void ended.then(() => (closed = true));
  for (let at = 0; !closed; at = (at + 1) % text.length) {
    socket.write(text[at] ?? ' ');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return answer;
}

describe('connection limits', () => {
  it('close a connection whose headers come a byte at a time, past the headers bound', async () => {
    await serve(LIMITS);
    const answer = await dribble(await opened(), 'GET / HTTP/1.1\r\nHost: pinboard.test\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('close a connection whose body comes a byte at a time, past the request bound', async () => {
    await serve(LIMITS);
    const socket = await opened();
    socket.write('POST /echo HTTP/1.1\r\nHost: pinboard.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    const answer = await dribble(socket, '["slow"');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('close a connection that sends nothing, past the idle bound', async () => {
    await serve({ ...LIMITS, idleTimeoutMs: 200 });
    const socket = await opened();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(socket.destroyed).toBe(true);
  });

  it('answer a whole request in time as ever', async () => {
    await serve(LIMITS);
    const response = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lemon tart' }),
    });
    expect(await response.json()).toEqual({ length: 22 });
  });

  it('close at once a connection past the bound of open ones from one address, and take one again when one closes', async () => {
    await serve({ ...LIMITS, perAddress: 3 });
    // The server's side of each connection, in the order they came (after the limit's own listener).
    const accepted: Socket[] = [];
    app.server.on('connection', (socket: Socket) => accepted.push(socket));
    const held = [await opened(), await opened(), await opened()];
    const refused = await opened();
    await new Promise<void>((resolve) => refused.once('close', () => resolve()));
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    const serverSide = accepted[0];
    const gone = new Promise<void>((resolve) => serverSide?.once('close', () => resolve()));
    held[0]?.destroy();
    await gone;
    const again = await opened();
    again.write('GET / HTTP/1.1\r\nHost: pinboard.test\r\nConnection: close\r\n\r\n');
    let answer = '';
    again.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    await new Promise<void>((resolve) => again.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"ok":true\}$/);
    held.forEach((socket) => socket.destroy());
  });

  it('hold no more than the total: a visitor gets in, and the address holding most gives up its oldest waiting connection', async () => {
    const counts = await serve(LIMITS, [], { total: 4, perGroup: 100, floor: 2, headroom: 1, slowAfterMs: 60_000 });
    const attacker: Socket[] = [];
    for (let n = 0; n < 4; n += 1) {
      const { socket, held } = await connectionFrom('127.0.0.2');
      expect(held).toBe(true);
      socket.write(SLOW_HEADERS);
      socket.on('error', () => undefined);
      attacker.push(socket);
    }
    // At the total, one more from the same address is over its share.
    const fifth = await connectionFrom('127.0.0.2');
    fifth.socket.on('error', () => undefined);
    expect(fifth.held).toBe(false);
    await closed(fifth.socket);
    const oldestGone = closed(attacker[0] as Socket);
    const visitor = await connectionFrom('127.0.0.1');
    expect(visitor.held).toBe(true);
    await oldestGone;
    expect(attacker.slice(1).every((socket) => !socket.destroyed)).toBe(true);
    expect(counts()).toEqual({ open: 4, groups: 2, refused: 1, dropped: 1 });
    expect(await answerOf(visitor.socket)).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"ok":true\}$/);
    attacker.forEach((socket) => socket.destroy());
  });

  it('never drop a connection being answered: slow ones make room, and its answer arrives', async () => {
    const counts = await serve(LIMITS, [], { total: 3, perGroup: 100, floor: 1, headroom: 1, slowAfterMs: 0 });
    const visitor = await connectionFrom('127.0.0.1');
    const asked = heldAsked();
    const answer = answerOf(visitor.socket, '/held');
    await asked;
    // Each further address takes the place of the oldest slow one; the request in flight stays.
    const slow: Socket[] = [];
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      const { socket, held } = await connectionFrom(address);
      expect(held).toBe(true);
      socket.on('error', () => undefined);
      socket.write(SLOW_HEADERS);
      slow.push(socket);
    }
    await Promise.all(slow.slice(0, 3).map(closed));
    expect(slow.slice(3).every((socket) => !socket.destroyed)).toBe(true);
    expect(counts()).toEqual({ open: 3, groups: 3, refused: 0, dropped: 3 });
    releaseHeld();
    expect(await answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"held":true\}$/);
    slow.forEach((socket) => socket.destroy());
  });

  it("do not count a trusted proxy's connections: they carry everyone's requests", async () => {
    await serve({ ...LIMITS, perAddress: 1 }, ['127.0.0.0/8']);
    const held = [await opened(), await opened(), await opened()];
    const answer = new Promise<string>((resolve) => {
      let text = '';
      held[2]?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      held[2]?.once('close', () => resolve(text));
    });
    held[2]?.write('GET / HTTP/1.1\r\nHost: pinboard.test\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    held.forEach((socket) => socket.destroy());
  });
});

describe('trustedProxyList', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', true],
    ['10.0.0.0/8', '::ffff:10.2.3.4', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['fd00::/8', 'fd12::1', true],
    ['fd00::/8', '127.0.0.1', false],
  ])('%s lists %s: %s', (entry, address, listed) => expect(isListed(trustedProxyList([entry]), address)).toBe(listed));
});
