// A browser's identity as the server issued it: a random id and the network it was issued to (a
// keyed hash, as load reports keep networks), signed, in its own cookie. The anonymous id (pb_anon)
// is the client's to send, so anyone can name as many browsers as they like with it; only an
// identity the server minted and signed counts as canary evidence (loadReports.ts). Minting one
// costs a request, so a stranger can have as many as they like from each address they hold: the
// evidence counts the browsers issued on one network as one (rules/canaryHealth.ts).

import { randomBytes } from 'node:crypto';
import { signToken, verifyToken } from '../rules/signedTokens';
import { networkHash } from './networkHash';

export const BROWSER_COOKIE = 'pb_browser';
/** As long as the anonymous id lasts. */
export const BROWSER_ID_TTL_MS = 365 * 24 * 3600_000;

const ID_PATTERN = /^[\w-]{22}$/;
const NETWORK_PATTERN = /^[\w-]{16}$/;

export interface SignedBrowser {
  /** Random, the server's own. */
  id: string;
  /** The network the server issued it to (networkHash). */
  network: string;
}

export function createBrowserIds(secret: string, now: () => number) {
  /** A new identity for a browser asking from `address`, and the cookie value that carries it. */
  function mint(address: string): { browser: SignedBrowser; cookie: string } {
    const browser = { id: randomBytes(16).toString('base64url'), network: networkHash(secret, address) };
    return { browser, cookie: signToken(secret, 'browser', { i: browser.id, n: browser.network }, now() + BROWSER_ID_TTL_MS) };
  }

  /** The identity a cookie carries, or null when there is none, or it is forged, changed or expired. */
  function read(cookie: string | undefined): SignedBrowser | null {
    if (!cookie) return null;
    const verified = verifyToken(secret, 'browser', cookie, now());
    if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) return null;
    const { i, n } = verified.data as Record<string, unknown>;
    if (typeof i !== 'string' || !ID_PATTERN.test(i) || typeof n !== 'string' || !NETWORK_PATTERN.test(n)) return null;
    return { id: i, network: n };
  }

  return { mint, read };
}

export type BrowserIds = ReturnType<typeof createBrowserIds>;
