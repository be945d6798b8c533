// A browser's proof that it fetched an area's entry script: a load failure counts towards a canary's
// rollback only from a browser that did, as a page that ran does and a script that only fetches
// documents (each one a new visitor) does not. The edge server adds each entry a browser fetches to
// a signed cookie naming that browser (a keyed hash of its anonymous id, the id its document's
// report token names too); the report carries the cookie back. Nothing is stored: any edge can
// check it. A build's entry is cached for a year, so the proof lasts as long as the reports count.

import { createHmac } from 'node:crypto';
import { signToken, verifyToken } from '../rules/signedTokens';

export const ENTRY_PROOF_COOKIE = 'pb_entries';
/** How long a proof is kept: as long as load reports count towards a canary (LOAD_RETENTION_MS). */
export const ENTRY_PROOF_TTL_MS = 14 * 24 * 3600_000;
/** Entries one proof names: every area's stable and canary, with room to spare; the oldest go first. */
export const MAX_PROVEN_ENTRIES = 12;

const HASH_CHARS = 16;

/** A short keyed hash of a browser's anonymous id: the report token and the proof both name it so. */
export function browserHash(secret: string, browserId: string): string {
  return createHmac('sha256', secret).update(`browser.${browserId}`).digest('base64url').slice(0, HASH_CHARS);
}

interface Proof {
  /** The browser (browserHash). */
  b: string;
  /** 'remote@version' of each entry fetched, oldest first. */
  e: string[];
}

function readProof(secret: string, cookie: string | undefined, now: number): Proof | null {
  if (!cookie) return null;
  const verified = verifyToken(secret, 'entries', cookie, now);
  if (!verified.ok) return null;
  const { b, e } = (verified.data ?? {}) as Partial<Proof>;
  if (typeof b !== 'string' || !Array.isArray(e) || !e.every((entry) => typeof entry === 'string')) return null;
  return { b, e };
}

export function createEntryProofs(secret: string, now: () => number) {
  /**
   * The proof cookie's new value once this browser has fetched remote@version's entry, or null
   * when the cookie it sent already says so. A proof for another browser starts anew.
   */
  function prove(cookie: string | undefined, browserId: string, remote: string, version: string): string | null {
    const b = browserHash(secret, browserId);
    const entry = `${remote}@${version}`;
    const held = readProof(secret, cookie, now());
    const entries = held?.b === b ? held.e : [];
    if (entries.includes(entry)) return null;
    const proof: Proof = { b, e: [...entries, entry].slice(-MAX_PROVEN_ENTRIES) };
    return signToken(secret, 'entries', proof, now() + ENTRY_PROOF_TTL_MS);
  }

  /** Whether the cookie proves that browser (its hash, as a report token names it) fetched remote@version's entry. */
  function proves(cookie: string | undefined, browser: string, remote: string, version: string): boolean {
    const proof = readProof(secret, cookie, now());
    return proof !== null && proof.b === browser && proof.e.includes(`${remote}@${version}`);
  }

  return { prove, proves };
}

export type EntryProofs = ReturnType<typeof createEntryProofs>;
