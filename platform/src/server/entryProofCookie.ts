// The edge's half of a browser's entry proof (registry/entryProofs.ts): serving an area's entry
// script to a browser with a signed identity (registry/browserIds.ts) adds that build to the
// browser's proof cookie. The
// entry is then cached privately, so no shared cache hands one browser's cookie to another.

import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENTRY_FILE } from '../registry/buildBundle';
import { BROWSER_COOKIE } from '../registry/browserIds';
import { ENTRY_PROOF_COOKIE, ENTRY_PROOF_TTL_MS } from '../registry/entryProofs';
import type { PlatformDeps } from './platformDeps';

/** True when `file` is the build's entry (the proof cookie is then set if it changed). */
export function proveEntryFetch(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<PlatformDeps, 'registry' | 'secureCookies'>,
  remote: string,
  version: string,
  file: string,
): boolean {
  if (file !== ENTRY_FILE) return false;
  const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
  const browser = deps.registry.readBrowser(cookies[BROWSER_COOKIE]);
  const proof = browser ? deps.registry.proveEntry(cookies[ENTRY_PROOF_COOKIE], browser.id, remote, version) : null;
  if (proof) {
    const cookie = fastifyCookie.serialize(ENTRY_PROOF_COOKIE, proof, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: ENTRY_PROOF_TTL_MS / 1000,
    });
    void reply.header('Set-Cookie', cookie);
  }
  return true;
}
