import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { type ConnectionLimits, isListed, limitConnectionsPerAddress, serverTimeouts, trustedProxyList } from './connectionLimits';

let app: FastifyInstance;
let port: number;

/** A Fastify server as the edge server makes it, with these limits and one route that takes a body. */
async function serve(limits: ConnectionLimits, trustedProxies: string[] = []): Promise<void> {
  app = Fastify({ logger: false, ...serverTimeouts(limits) });
  limitConnectionsPerAddress(app.server, limits.perAddress, trustedProxyList(trustedProxies));
  app.post('/echo', async (request) => ({ length: JSON.stringify(request.body).length }));
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}

afterEach(async () => {
  await app?.close();
});

const LIMITS: ConnectionLimits = { headersTimeoutMs: 300, requestTimeoutMs: 600, idleTimeoutMs: 60_000, perAddress: 0 };

function opened(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

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
