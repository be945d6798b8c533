// How the edge server's own answers end when nothing answered well: a path no part serves, and a
// failure in a route without an error handler of its own (documents, area files, and a request no
// route takes). A refusal keeps Fastify's answer; a failure says sorry without its message (a path,
// a query), which serverErrorLog.ts logs.

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';

export function answerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status < 500) {
    void reply.send(error);
    return;
  }
  void reply.code(status).header('Cache-Control', 'no-store').send({ error: GENERIC_ERROR_MESSAGE });
}

export function answerNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(404)
    .header('Cache-Control', 'no-store')
    .send({ error: `not found: ${request.method} ${request.url}` });
}
