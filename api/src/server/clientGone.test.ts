import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { clientGoneSignal } from './clientGone';

let app: FastifyInstance;
let port = 0;
let answerNow: () => void = () => undefined;
const seen: Array<{ route: string; signal: AbortSignal }> = [];
let arrived: () => void = () => undefined;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.get('/slow', async (_request, reply) => {
    const signal = clientGoneSignal(reply);
    seen.push({ route: 'slow', signal });
    arrived();
    // Waits until the client leaves (or the test lets it answer), as a queued job would.
    await new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => resolve());
      answerNow = resolve;
    });
    return { done: true };
  });
  app.get('/quick', async (_request, reply) => {
    seen.push({ route: 'quick', signal: clientGoneSignal(reply) });
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app.close());

describe('clientGoneSignal', () => {
  it('aborts when the client closes its connection before the answer', async () => {
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const call = request({ port, host: '127.0.0.1', path: '/slow' });
    call.on('error', () => undefined);
    call.end();
    await reached;
    const { signal } = seen.at(-1) ?? { signal: new AbortController().signal };
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    call.destroy();
    await aborted;
    expect(signal.aborted).toBe(true);
  });

  it('never aborts for a client that waited for its answer', async () => {
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const answered = fetch(`http://127.0.0.1:${port}/slow`);
    await reached;
    answerNow();
    expect((await answered).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);
    // The connection's close, after the answers, is no abort either.
    await app.close();
    expect(seen.slice(-2).map(({ route, signal }) => [route, signal.aborted])).toEqual([
      ['slow', false],
      ['quick', false],
    ]);
  });
});
