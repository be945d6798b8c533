import Fastify from 'fastify';
import { logServerErrors } from './serverErrorLog';
import { eventually } from 'test-support/eventually';

describe('logServerErrors', () => {
  it('prints one line with method, URL, status and stack for a 500, and nothing for other answers', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: false });
    logServerErrors(app, (line) => lines.push(line));
    await app.register(async (child) => {
      // Like the API: its own error handler turns the error into an answer.
      child.setErrorHandler((_error, _request, reply) => reply.code(500).send({ error: 'Sorry! Something went wrong on our end.' }));
      child.get('/boom', async () => {
        throw new Error('the database is gone');
      });
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/bad', async (_request, reply) => reply.code(400).send({ error: 'bad' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      expect((await fetch(`${base}/fine`)).status).toBe(200);
      expect((await fetch(`${base}/bad`)).status).toBe(400);
      expect((await fetch(`${base}/boom?x=1`)).status).toBe(500);
      await eventually(
        'the 500 logged',
        () => lines.length,
        (n) => n > 0,
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^server error: GET \/boom\?x=1 answered 500\nError: the database is gone\n\s+at /);
    } finally {
      await app.close();
    }
  });

  it('prints a refusal (503 with Retry-After) as one line without a stack, at most once a minute per route, counting the rest', async () => {
    const lines: string[] = [];
    let clock = 0;
    const app = Fastify({ logger: false });
    logServerErrors(
      app,
      (line) => lines.push(line),
      () => clock,
    );
    app.post('/busy/:id', async (_request, reply) => {
      // As the API refuses: an error turned into an answer, whose stack must not reach the log.
      reply.header('Retry-After', '3');
      throw Object.assign(new Error('too busy'), { statusCode: 503 });
    });
    try {
      for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'POST', url: `/busy/${i}?x=${i}` })).statusCode).toBe(503);
      clock = 61_000;
      expect((await app.inject({ method: 'POST', url: '/busy/9' })).statusCode).toBe(503);
      expect(lines).toEqual([
        'server busy: POST /busy/:id refused with 503, Retry-After 3 s',
        'server busy: POST /busy/:id refused with 503, Retry-After 3 s (and 4 more since the last line)',
      ]);
    } finally {
      await app.close();
    }
  });
});
