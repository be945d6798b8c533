// The CSRF token cookie the client echoes, and its secret: handed to every visitor, and made anew
// when someone logs in or out, so a token seen before (on a shared computer, in a log) stops working.
// A token is bound to the session it was made for (the plugin's userInfo: a hash of the session
// cookie, or 'visitor'), so one taken from another session is refused too.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_SECRET_COOKIE, CSRF_TOKEN_COOKIE, SESSION_COOKIE } from './cookies';
import type { Storage } from '../storage/storage';
import { hashToken } from './requestContext';

/** What a token is bound to: the session cookie a request carries, or 'visitor' (the plugin needs a non-empty one). */
export function csrfBinding(sessionCookie: string | undefined): string {
  return sessionCookie ? hashToken(sessionCookie) : 'visitor';
}

/** The binding of the session this request carries. */
export const csrfBindingOf = (request: FastifyRequest): string => csrfBinding(request.cookies[SESSION_COOKIE]);

/** The server secret tokens are bound to sessions with. */
const CSRF_BINDING_SECRET = 'csrf-binding';

/** @fastify/csrf-protection's options that bind tokens to sessions: for every server part that checks the API's tokens. */
export async function csrfBindingOptions(storage: Pick<Storage, 'serverSecret'>) {
  return { getUserInfo: csrfBindingOf, csrfOpts: { hmacKey: await storage.serverSecret(CSRF_BINDING_SECRET) } };
}

/**
 * Sets a token for the session the browser will carry next: `session` is the session cookie just
 * set (a login), null when it was just cleared (a logout), and otherwise the request's own.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  options: { rotate: boolean; session?: string | null },
): void {
  // Without the old secret in the request, the plugin makes and sets a new one.
  if (options.rotate) request.cookies[CSRF_SECRET_COOKIE] = undefined;
  const session = options.session === undefined ? request.cookies[SESSION_COOKIE] : (options.session ?? undefined);
  const token = reply.generateCsrf({ userInfo: csrfBinding(session) });
  void reply.setCookie(CSRF_TOKEN_COOKIE, token, { path: '/', sameSite: 'strict', httpOnly: false, secure });
}
