// The CSRF token cookie the client echoes, and its secret: handed to every visitor, and made anew
// when someone logs in or out, so a token seen before (on a shared computer, in a log) stops working.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_SECRET_COOKIE, CSRF_TOKEN_COOKIE } from './cookies';

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean, options: { rotate: boolean }): void {
  // Without the old secret in the request, the plugin makes and sets a new one.
  if (options.rotate) request.cookies[CSRF_SECRET_COOKIE] = undefined;
  const token = reply.generateCsrf();
  void reply.setCookie(CSRF_TOKEN_COOKIE, token, { path: '/', sameSite: 'strict', httpOnly: false, secure });
}
