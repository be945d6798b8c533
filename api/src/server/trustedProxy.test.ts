// Issue 41, item 7, through a real proxy on loopback: behind a trusted proxy each visitor is
// throttled by their own address (from X-Forwarded-For), so one visitor's failed logins do not
// refuse everyone; a client that is not a trusted proxy cannot pick its address with that header.

import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { MAX_FAILED_LOGINS_PER_ADDRESS } from './loginThrottle';
import { browserAt } from '../testing/browserAt';
import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile({ trustProxy: ['127.0.0.1'] });
let proxy: Server;
let proxyPort = 0;

/** Forwards every request to the API, saying who sent it, as a load balancer does. */
function forward(incoming: IncomingMessage, answer: (status: number, headers: IncomingMessage['headers'], body: IncomingMessage) => void) {
  const { port } = new URL(api.baseUrl);
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: incoming.method,
    path: incoming.url,
    headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
  });
  outgoing.on('response', (response) => answer(response.statusCode ?? 502, response.headers, response));
  incoming.pipe(outgoing);
}

beforeAll(async () => {
  proxy = createServer((incoming, reply) =>
    forward(incoming, (status, headers, body) => {
      reply.writeHead(status, headers);
      body.pipe(reply);
    }),
  );
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  proxyPort = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

describe('behind a trusted proxy', () => {
  it("throttles a visitor's failed logins by their own address: someone else still logs in", async () => {
    const sweeper = browserAt('127.0.0.2', proxyPort);
    const answers: number[] = [];
    for (let i = 0; i <= MAX_FAILED_LOGINS_PER_ADDRESS; i += 1) answers.push(await sweeper.login(`nobody_${i}`, 'guess'));
    expect(answers.at(-1)).toBe(429);
    expect(await browserAt('127.0.0.3', proxyPort).login('demo', 'demo-password')).toBe(200);
  });

  it('believes X-Forwarded-For from the proxy only: a client that sends it itself keeps its own address', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= MAX_FAILED_LOGINS_PER_ADDRESS; i += 1)
      answers.push(
        await browserAt('127.0.0.4', Number(new URL(api.baseUrl).port), { 'x-forwarded-for': `10.9.0.${i}` }).login(
          `nobody_x${i}`,
          'guess',
        ),
      );
    expect(answers.at(-1)).toBe(429);
  });
});
