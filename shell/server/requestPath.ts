// A request's path in its one normal form, before any route decides by it who may have a file and
// how long it is kept: a check of the spelling a visitor chose ('/shell//debug-panel.x.js',
// '/shell/x/../debug-panel.x.js', '%2F', '%252F') must see the name the file system will open.
//
// Spellings that name the same file under RFC 3986's normalisation (§6.2.2: escaped unreserved
// characters such as %2E or %65, lowercase escapes, dot segments) and under a file server's
// (empty segments, a trailing slash) are redirected, 301, to the one spelling: a person's sloppy
// link still works, and a cache keeps each file under one key, whose answer the access check made.
// Spellings whose meaning differs between servers, so that a check here could see another name
// than a proxy or a file system does, are refused with 400: an escaped '/' or '\', a backslash, a
// NUL or other control character, an escape left after decoding once (double encoding), ';' path
// parameters, ':' (a Windows stream name), a name ending in '.' or ' ' (Windows drops them), a
// malformed escape, and '..' above the root.

import type { FastifyReply, FastifyRequest } from 'fastify';

export type RequestPath =
  /** Spelled canonically: the path's segments, each decoded exactly once. */
  | { kind: 'canonical'; segments: readonly string[] }
  /** Another spelling of a canonical path: `location` (with the query, if any). */
  | { kind: 'moved'; location: string }
  | { kind: 'refused'; reason: string };

/** How long a cache may keep a redirect to the canonical spelling: it is the same for everyone and holds no file. */
export const MOVED_CACHE_CONTROL = 'public, max-age=3600';

const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Whether `text` holds a C0 control character or DEL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Escapes of unreserved characters decoded, the others in uppercase (RFC 3986 §6.2.2.1–2). */
function normalisedEscapes(raw: string): string {
  return raw.replace(ESCAPE, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

/** Why a decoded segment cannot be a file name checked here, or null when it can. */
function refusalOf(rawSegment: string, decoded: string): string | null {
  if (decoded.includes('/')) return 'an escaped "/" (%2F) in a name';
  if (decoded.includes('\\')) return rawSegment.includes('\\') ? 'a backslash' : 'an escaped backslash (%5C)';
  if (decoded.includes('\0')) return 'a NUL (%00)';
  if (hasControl(decoded)) return 'a control character';
  if (decoded.includes('%')) return 'an escape left after decoding once (double encoding such as %252F)';
  if (decoded.includes(';')) return 'a ";" path parameter';
  if (decoded.includes(':')) return 'a ":" in a name';
  if (decoded !== '.' && decoded !== '..' && /[. ]$/.test(decoded)) return `a name ending in "${decoded.at(-1) ?? ''}"`;
  return null;
}

/** `url` is the request's target as sent ('/shell/a.js?x=1'); the path is judged, the query kept. */
export function normaliseRequestPath(url: string): RequestPath {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!rawPath.startsWith('/')) return { kind: 'refused', reason: 'a path that does not start with "/"' };
  const kept: { raw: string; decoded: string }[] = [];
  for (const rawSegment of rawPath.slice(1).split('/')) {
    if (/%(?![0-9A-Fa-f]{2})/.test(rawSegment)) return { kind: 'refused', reason: 'a malformed escape ("%" without two hex digits)' };
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawSegment);
    } catch {
      return { kind: 'refused', reason: 'an escape that is not UTF-8' };
    }
    const refusal = refusalOf(rawSegment, decoded);
    if (refusal) return { kind: 'refused', reason: refusal };
    if (decoded === '' || decoded === '.') continue;
    if (decoded === '..') {
      if (kept.pop() === undefined) return { kind: 'refused', reason: '".." above the root' };
      continue;
    }
    kept.push({ raw: normalisedEscapes(rawSegment), decoded });
  }
  const canonical = `/${kept.map((segment) => segment.raw).join('/')}`;
  if (canonical !== rawPath) return { kind: 'moved', location: `${canonical}${query}` };
  return { kind: 'canonical', segments: kept.map((segment) => segment.decoded) };
}

/**
 * The request path's decoded segments when it is spelled canonically. Otherwise the request is
 * answered here (301 to the canonical spelling, or 400 saying why) and the result is undefined.
 * Every route that decides by a path who may have what asks this first.
 */
export function canonicalSegmentsOf(request: FastifyRequest, reply: FastifyReply): readonly string[] | undefined {
  const found = normaliseRequestPath(request.url);
  if (found.kind === 'canonical') return found.segments;
  if (found.kind === 'moved') {
    void reply.header('Cache-Control', MOVED_CACHE_CONTROL).redirect(found.location, 301);
    return undefined;
  }
  void reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .send({ error: `bad path: ${found.reason}. Ask for the file by its plain path, as the page links it (/shell/name.js).` });
  return undefined;
}
