// Who is asking, worked out once per request: the session cookie's user, else the visitor's
// anonymous id (set here when missing), and whether the user agent is a bot.

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, Viewer } from '../storage/storage';
import { ApiHttpError } from './apiHttpError';
import { classifyUserAgent } from './botDetection';
import { ANON_COOKIE, ANON_DAYS, CSRF_SECRET_COOKIE, CSRF_TOKEN_COOKIE, SESSION_COOKIE } from './cookies';
import { anonSubject, userSubject } from '../storage/subject';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the call runs as: the signed-in user, or the business they act for (actingAs.ts). */
    viewer: Viewer;
    /** When acting for a business (orbac_subject_id): the member who really made the call; else null. */
    actingMemberId: number | null;
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

interface Visitor {
  userId: number | null;
  /** The anonymous id this visitor is known by (new or from the cookie); null for bots. */
  anonId: string | null;
  /** Set when the id was just minted: the caller sends it as the pb_anon cookie. */
  newAnonId: string | null;
  isBot: boolean;
  isSocialBot: boolean;
}

/**
 * Who is asking, from the cookies: the API's calls and the edge server's pages both use this, so
 * a visitor's canary bucket is decided by the same id the API knows them by.
 */
async function identifyVisitor(
  storage: Storage,
  cookies: Record<string, string | undefined>,
  userAgent: string | undefined,
): Promise<Visitor> {
  const { isBot, isSocialBot } = classifyUserAgent(userAgent);
  const token = cookies[SESSION_COOKIE];
  const userId = token ? await storage.findSessionUser(hashToken(token), new Date()) : null;
  const cookieId = cookies[ANON_COOKIE];
  if (cookieId && ANON_ID.test(cookieId)) return { userId, anonId: cookieId, newAnonId: null, isBot, isSocialBot };
  if (isBot) return { userId, anonId: null, newAnonId: null, isBot, isSocialBot };
  const fresh = randomBytes(16).toString('base64url');
  return { userId, anonId: fresh, newAnonId: fresh, isBot, isSocialBot };
}

export function resolveViewer(storage: Storage, secureCookies: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const visitor = await identifyVisitor(storage, request.cookies, request.headers['user-agent']);
    if (visitor.newAnonId) {
      reply.setCookie(ANON_COOKIE, visitor.newAnonId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: ANON_DAYS * 86400,
      });
    }
    request.isSocialBot = visitor.isSocialBot;
    request.anonId = visitor.anonId;
    const { userId } = visitor;
    request.viewer = {
      userId,
      subject: userId !== null ? userSubject(userId) : anonSubject(visitor.anonId ?? 'bot'),
      isBot: visitor.isBot,
    };
    request.actingMemberId = null;
  };
}

/** The person really signed in (the member, while acting for a business), or a 401 for a visitor. */
export function requirePerson(request: FastifyRequest): number {
  return request.actingMemberId ?? requireUser(request);
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
 * Whether the API's reads hand this browser no cookie: it holds a well-formed anonymous id and a
 * CSRF token and secret (the hooks above and in apiPlugin set whichever is missing). The edge
 * server shares a signed-out document only between such visitors, since it skips the reads.
 */
export function holdsVisitorCookies(cookies: Record<string, string | undefined>): boolean {
  const anonId = cookies[ANON_COOKIE];
  return anonId !== undefined && ANON_ID.test(anonId) && Boolean(cookies[CSRF_TOKEN_COOKIE]) && Boolean(cookies[CSRF_SECRET_COOKIE]);
}

/** Who a page request is for (pages are served outside the API's context, so no request hook). */
export async function identifyDocumentVisitor(
  storage: Storage,
  cookies: Record<string, string | undefined>,
  userAgent: string | undefined,
): Promise<DocumentVisitor> {
  const visitor = await identifyVisitor(storage, cookies, userAgent);
  const key = visitor.userId !== null ? userSubject(visitor.userId) : visitor.anonId !== null ? anonSubject(visitor.anonId) : null;
  return { key, newAnonId: visitor.newAnonId };
}
