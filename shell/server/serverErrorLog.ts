// Every answer of 500 or more leaves one readable line (method, URL, status, the error's stack) for
// whoever runs the server, from any part of it (API, platform, documents), while ordinary requests
// stay silent. Fastify's own request logger is off: it would print every request.
//
// A refusal (503 with Retry-After: the server chose to say "busy", nothing broke) is no error: it
// gets one line without a stack, and at most one a minute per route, counting the ones in between,
// so a flood of refused calls cannot flood the log too.

import type { FastifyInstance, FastifyRequest } from 'fastify';

const REFUSAL_LINE_EVERY_MS = 60_000;

export function logServerErrors(app: FastifyInstance, logError: (line: string) => void, now: () => number = Date.now): void {
  const thrown = new WeakMap<FastifyRequest, Error>();
  /** Per route: when its last refusal line was printed, and how many refusals came since. */
  const refusals = new Map<string, { loggedAt: number; since: number }>();

  const logRefusal = (request: FastifyRequest, status: number, retryAfter: string) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const at = now();
    const last = refusals.get(route);
    if (last && at - last.loggedAt < REFUSAL_LINE_EVERY_MS) {
      last.since += 1;
      return;
    }
    const more = last && last.since > 0 ? ` (and ${last.since} more since the last line)` : '';
    refusals.set(route, { loggedAt: at, since: 0 });
    logError(`server busy: ${route} refused with ${status}, Retry-After ${retryAfter} s${more}`);
  };

  // onError runs before any error handler turns the error into an answer, so the stack is still there.
  app.addHook('onError', async (request, _reply, error) => {
    thrown.set(request, error);
  });
  // A callback hook, not an async one: it runs on every answer, and most need nothing.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      const retryAfter = reply.getHeader('retry-after');
      if (reply.statusCode === 503 && retryAfter !== undefined) logRefusal(request, reply.statusCode, String(retryAfter));
      else {
        const error = thrown.get(request);
        const detail = error ? `\n${error.stack ?? `${error.name}: ${error.message}`}` : '';
        logError(`server error: ${request.method} ${request.url} answered ${reply.statusCode}${detail}`);
      }
    }
    done();
  });
}
