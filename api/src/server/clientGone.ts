// A signal that aborts when the client goes away before its answer was sent, so work queued for it
// (a password hash, a picture's decode) can leave the queue instead of running for nobody.

import type { FastifyReply } from 'fastify';

export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // 'close' comes after the answer too; only a close before it was finished means the client left.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
