// Every answer of 500 or more leaves one readable line (method, URL, status, the error's stack) for
// whoever runs the server, from any part of it (API, platform, documents), while ordinary requests
// stay silent. Fastify's own request logger is off: it would print every request.

import type { FastifyInstance, FastifyRequest } from 'fastify';

export function logServerErrors(app: FastifyInstance, logError: (line: string) => void): void {
  const thrown = new WeakMap<FastifyRequest, Error>();
  // onError runs before any error handler turns the error into an answer, so the stack is still there.
  app.addHook('onError', async (request, _reply, error) => {
    thrown.set(request, error);
  });
  // A callback hook, not an async one: it runs on every answer, and most need nothing.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      const error = thrown.get(request);
      const detail = error ? `\n${error.stack ?? `${error.name}: ${error.message}`}` : '';
      logError(`server error: ${request.method} ${request.url} answered ${reply.statusCode}${detail}`);
    }
    done();
  });
}
