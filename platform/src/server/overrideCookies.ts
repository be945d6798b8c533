// Testing in production: `?pb-override=<signed token>` on any page sets a cookie that pins this
// browser to the versions the token names until it expires; `?pb-override=clear` removes it. In
// development mode, `?pb-override=mf_feed@http://localhost:3101/remoteEntry.js` points one area at a
// dev server on this machine. Anything else is ignored.

import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRemoteName, type RemoteName } from 'shared-contracts/platform';
import { BROWSER_COOKIE, BROWSER_ID_TTL_MS } from '../registry/browserIds';
import type { VisitorRequest } from '../registry/registry';
import type { PlatformDeps } from './platformDeps';

const { parse: parseCookies, serialize } = fastifyCookie;

export const OVERRIDE_PARAM = 'pb-override';
export const OVERRIDE_COOKIE = 'pb_override';
export const DEV_OVERRIDE_COOKIE = 'pb_dev_override';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A dev override `remote@url`, or null when it is not one (or the URL is not on this machine). */
export function parseDevOverride(value: string): { remote: RemoteName; url: string } | null {
  const at = value.indexOf('@');
  if (at < 0) return null;
  const remote = value.slice(0, at);
  if (!isRemoteName(remote)) return null;
  let url: URL;
  try {
    url = new URL(value.slice(at + 1));
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK_HOSTS.has(url.hostname)) return null;
  return { remote, url: url.href };
}

function readDevEntries(raw: string | undefined): Partial<Record<RemoteName, string>> {
  if (!raw) return {};
  const entries: Partial<Record<RemoteName, string>> = {};
  for (const part of raw.split(',')) {
    const parsed = parseDevOverride(decodeURIComponent(part));
    if (parsed) entries[parsed.remote] = parsed.url;
  }
  return entries;
}

function cookieOptions(deps: PlatformDeps, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: deps.secureCookies, maxAge: maxAgeSeconds };
}

/**
 * Handles `?pb-override=` on a page request: sets or clears the cookie and redirects to the same
 * page without the parameter, so the link is not left in the address bar. False when absent.
 */
export function applyOverrideParam(request: FastifyRequest, reply: FastifyReply, deps: PlatformDeps): boolean {
  const url = new URL(request.url, 'http://localhost');
  const value = url.searchParams.get(OVERRIDE_PARAM);
  if (value === null) return false;
  url.searchParams.delete(OVERRIDE_PARAM);
  const cookies: string[] = [];
  const override = value === 'clear' ? undefined : deps.registry.readOverride(value);
  const cookiesNow = parseCookies(request.headers.cookie ?? '');
  if (value === 'clear') {
    cookies.push(serialize(OVERRIDE_COOKIE, '', cookieOptions(deps, 0)), serialize(DEV_OVERRIDE_COOKIE, '', cookieOptions(deps, 0)));
  } else if (override) {
    const expiresIn = Math.max(1, Math.floor((override.expiresAt - Date.now()) / 1000));
    cookies.push(serialize(OVERRIDE_COOKIE, value, cookieOptions(deps, expiresIn)));
  } else if (deps.devMode && parseDevOverride(value)) {
    const { remote, url: entry } = parseDevOverride(value)!;
    const entries = { ...readDevEntries(cookiesNow[DEV_OVERRIDE_COOKIE]), [remote]: entry };
    const raw = Object.entries(entries)
      .map(([name, href]) => encodeURIComponent(`${name}@${href}`))
      .join(',');
    cookies.push(serialize(DEV_OVERRIDE_COOKIE, raw, cookieOptions(deps, 12 * 3600)));
  }
  // Forged, expired or (outside development) dev overrides are ignored: the page is served as usual.
  // Only ever to this site: '//evil.example' or '/\\evil.example' would leave it.
  const samePath = `/${url.pathname.replace(/^[/\\]+/, '')}`;
  reply.header('Set-Cookie', cookies).header('Cache-Control', 'no-store').redirect(`${samePath}${url.search}`, 302);
  return true;
}

export interface DocumentVisitorRequest extends VisitorRequest {
  /** The anonymous id this reply sets (a first visit): what the visitor is known by from now on. */
  newAnonId?: string;
}

/**
 * Who this request is for and which overrides apply, setting the anonymous id on a first visit, and
 * a browser identity the server signs, naming the network it is issued to, when it has none the
 * server's (a first visit, a browser from before identities were signed, or a made-up one). Bots
 * get neither: they report no loads.
 */
export async function visitorRequestOf(request: FastifyRequest, reply: FastifyReply, deps: PlatformDeps): Promise<DocumentVisitorRequest> {
  const cookies = parseCookies(request.headers.cookie ?? '');
  const identity = await deps.identify(cookies, request.headers['user-agent']);
  const setCookies: string[] = [];
  if (identity.newAnonId) {
    setCookies.push(serialize(deps.anonCookie.name, identity.newAnonId, cookieOptions(deps, deps.anonCookie.maxAgeDays * 86400)));
  }
  let browser = identity.key === null ? null : deps.registry.readBrowser(cookies[BROWSER_COOKIE]);
  if (identity.key !== null && browser === null) {
    const minted = deps.registry.mintBrowser(request.ip);
    browser = minted.browser;
    setCookies.push(serialize(BROWSER_COOKIE, minted.cookie, cookieOptions(deps, BROWSER_ID_TTL_MS / 1000)));
  }
  if (setCookies.length > 0) reply.header('Set-Cookie', setCookies);
  const overrideToken = cookies[OVERRIDE_COOKIE];
  // An expired or forged override cookie is simply not honoured.
  const overrides = overrideToken ? deps.registry.readOverride(overrideToken)?.versions : undefined;
  return {
    visitorKey: identity.key,
    browser,
    ...(identity.newAnonId ? { newAnonId: identity.newAnonId } : {}),
    ...(overrides ? { overrides } : {}),
    ...(deps.devMode ? { devEntries: readDevEntries(cookies[DEV_OVERRIDE_COOKIE]) } : {}),
  };
}
