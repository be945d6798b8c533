// The debug panel's two calls to the edge server (shell/server/debugRoutes.ts). The override link
// is a write on the session cookie, so it echoes the CSRF token the API hands out, as every write
// of the site does; a page that has no token yet asks the API for one first.

import {
  CSRF_COOKIE,
  CSRF_HEADER,
  DEBUG_OVERRIDE_LINK_PATH,
  DEBUG_VERSIONS_PATH,
  type DebugOverrideLink,
  type DebugOverrideLinkRequest,
  type DebugVersions,
  parseDebugOverrideLink,
  parseDebugVersions,
} from 'shared-contracts/platform';
import { readCookie } from 'page-runtime';

/** Any read of the API hands a visitor the CSRF token cookie. */
const CSRF_SOURCE_PATH = '/resource/UserSessionResource/get/';

export interface DebugClient {
  versions: () => Promise<DebugVersions>;
  overrideLink: (request: DebugOverrideLinkRequest) => Promise<DebugOverrideLink>;
}

export interface DebugClientOptions {
  fetchImpl?: typeof fetch;
  readCookies?: () => string;
}

/** The server's own sentence when it sent one ({"error": "…"}), else what went wrong. */
async function failure(response: Response, path: string): Promise<Error> {
  const body: unknown = await response.json().catch(() => null);
  const said = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : null;
  return new Error(said ?? `${path} answered ${response.status}`);
}

export function createDebugClient({ fetchImpl = fetch, readCookies = () => document.cookie }: DebugClientOptions = {}): DebugClient {
  const call = async (path: string, init: RequestInit): Promise<unknown> => {
    const response = await fetchImpl(path, { credentials: 'same-origin', cache: 'no-store', ...init });
    if (!response.ok) throw await failure(response, path);
    return response.json();
  };
  return {
    versions: async () => parseDebugVersions(await call(DEBUG_VERSIONS_PATH, { headers: { Accept: 'application/json' } })),
    overrideLink: async (request) => {
      if (!readCookie(readCookies(), CSRF_COOKIE)) {
        await fetchImpl(CSRF_SOURCE_PATH, { credentials: 'same-origin' }).catch(() => undefined);
      }
      const token = readCookie(readCookies(), CSRF_COOKIE);
      const answer = await call(DEBUG_OVERRIDE_LINK_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
        body: JSON.stringify(request),
      });
      return parseDebugOverrideLink(answer);
    },
  };
}

/** Puts text on the clipboard; refuses with a sentence when the page may not. */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | null = navigator.clipboard ?? null): Promise<void> {
  if (!clipboard) throw new Error('This page may not use the clipboard: copy the link from the box.');
  await clipboard.writeText(text);
}
