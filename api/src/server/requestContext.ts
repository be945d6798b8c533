// Who is asking, worked out once per request: the session cookie's user, else the visitor's
// anonymous id (set here when missing), and whether the user agent is a bot.

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, Viewer } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import { classifyUserAgent } from './botDetection';
import { ANON_COOKIE, ANON_DAYS, SESSION_COOKIE } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
    isSocialBot: boolean;
    anonId: string | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const ANON_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function resolveViewer(storage: Storage, secureCookies: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { isBot, isSocialBot } = classifyUserAgent(request.headers['user-agent']);
    request.isSocialBot = isSocialBot;
    const token = request.cookies[SESSION_COOKIE];
    const userId = token ? await storage.findSessionUser(hashToken(token), new Date()) : null;
    let anonId = request.cookies[ANON_COOKIE] ?? null;
    if (anonId !== null && !ANON_ID.test(anonId)) anonId = null;
    if (anonId === null && !isBot) {
      anonId = randomBytes(16).toString('base64url');
      reply.setCookie(ANON_COOKIE, anonId, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: ANON_DAYS * 86400 });
    }
    request.anonId = anonId;
    request.viewer = { userId, subject: userId !== null ? `user:${userId}` : `anon:${anonId ?? 'bot'}`, isBot };
  };
}

/** The signed-in user's id, or a 401 for a visitor. */
export function requireUser(request: FastifyRequest): number {
  const { userId } = request.viewer;
  if (userId === null) throw ApiHttpError.notAuthenticated();
  return userId;
}

export interface DocumentVisitor {
  /** 'user:N' for a signed-in user, 'anon:<id>' otherwise, null for a bot. */
  key: string | null;
  /** A new anonymous id to set as the pb_anon cookie (first visit). */
  newAnonId: string | null;
}

/**
 * Who a page request is for, by the same cookies the API reads, so a visitor's canary bucket is
 * decided by the id the API also knows them by. Pages are served outside the API's context, so
 * the edge server calls this with the cookies it parsed.
 */
export async function identifyDocumentVisitor(
  storage: Storage,
  cookies: Record<string, string | undefined>,
  userAgent: string | undefined,
): Promise<DocumentVisitor> {
  const token = cookies[SESSION_COOKIE];
  const userId = token ? await storage.findSessionUser(hashToken(token), new Date()) : null;
  if (userId !== null) return { key: `user:${userId}`, newAnonId: null };
  const anonId = cookies[ANON_COOKIE];
  if (anonId && ANON_ID.test(anonId)) return { key: `anon:${anonId}`, newAnonId: null };
  if (classifyUserAgent(userAgent).isBot) return { key: null, newAnonId: null };
  const fresh = randomBytes(16).toString('base64url');
  return { key: `anon:${fresh}`, newAnonId: fresh };
}
