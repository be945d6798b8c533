// How many documents (HTML pages, bots' included) one address may be sent: a bucket per IPv4
// address or IPv6 /64 (addressGroups.ts) that refills steadily, so a burst of tabs is served whole
// while a stream of requests from one place is held to the rate. What a user agent says does not
// count: a "Googlebot" is an address like any other (anyone can write that name).
//
// The figures the limit is sized from, and its margin:
// - A person fetches a document only on a first visit, a reload or a link opened in a new tab: the
//   site moves between pages in the browser. A brisk person opening a board's pins in new tabs
//   asks about 20 at once, and fewer than 10 a minute over a while.
// - One IPv4 address is often several people (a household, an office, a carrier's NAT); an IPv6
//   /64 is a household. The burst of 120 is six brisk people opening 20 tabs in the same moment;
//   120 a minute is twelve of them at their steady rate.
// - A search engine's crawler spreads its requests over many addresses and asks a site this size
//   for well under one page a second from one of them; 2 a second leaves it twice that. Past it,
//   a 429 with Retry-After is the answer Google documents as "crawl slower" (it lowers its rate),
//   not an error that drops pages.
// - A flood (10 keep-alive connections asking thousands a second) gets 2 documents a second at a
//   document's cost, and a small fixed page for the rest.
//
// Memory is bounded: past `maxAddresses`, the address heard from least recently is forgotten (it
// had been quiet longest, so its bucket had most likely refilled anyway).

import { isIP } from 'node:net';
import { addressGroupOf } from './addressGroups';

export interface DocumentRate {
  /** Documents one address group may be sent per minute, on average. */
  perMinute: number;
  /** Documents one address group may be sent at once, after being quiet. */
  burst: number;
  /** Address groups remembered at once. */
  maxAddresses: number;
}

export const DEFAULT_DOCUMENT_RATE: DocumentRate = { perMinute: 120, burst: 120, maxAddresses: 50_000 };

/** An address group's bucket: documents it may still be sent, as of `at` (ms). */
export interface Bucket {
  tokens: number;
  at: number;
}

export type Spent = { allowed: true; bucket: Bucket } | { allowed: false; bucket: Bucket; retryAfterS: number };

/**
 * One more document for a group whose bucket is `bucket` (undefined: not heard from, so full), at
 * `at`: allowed and the bucket less one, or refused with the whole seconds until one has refilled.
 */
export function spendDocument(bucket: Bucket | undefined, at: number, rate: Pick<DocumentRate, 'perMinute' | 'burst'>): Spent {
  const perMs = rate.perMinute / 60_000;
  const tokens = bucket ? Math.min(rate.burst, bucket.tokens + Math.max(0, at - bucket.at) * perMs) : rate.burst;
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, at } };
  return { allowed: false, bucket: { tokens, at }, retryAfterS: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
}

/**
 * The server's own host (127.0.0.1, ::1): whoever sends from it already runs on this machine (a
 * benchmark, a browser test, a person trying the site locally). Other loopback addresses count.
 */
const LOOPBACK_V6_GROUP = addressGroupOf('::1');

export function isOwnHost(address: string, group: string = addressGroupOf(address)): boolean {
  if (group === '127.0.0.1') return true;
  // Only an address in ::/64 can be ::1 however it is written; the URL parser says which.
  if (group !== LOOPBACK_V6_GROUP) return false;
  const bare = address.split('%')[0] ?? '';
  return isIP(bare) === 6 && new URL(`http://[${bare}]/`).hostname === '[::1]';
}

export function createDocumentRate(rate: DocumentRate = DEFAULT_DOCUMENT_RATE, now: () => number = Date.now) {
  if (!(rate.perMinute > 0 && rate.burst >= 1 && rate.maxAddresses >= 1)) {
    throw new Error(
      `a document rate needs perMinute > 0, burst >= 1 and maxAddresses >= 1 (got ${rate.perMinute}, ${rate.burst}, ${rate.maxAddresses})`,
    );
  }
  // Insertion order is recency: each request moves its group to the end.
  const buckets = new Map<string, Bucket>();
  return {
    /** Spends one document of `address`'s group: null when it may be sent, else the seconds to wait. */
    take(address: string): number | null {
      const group = addressGroupOf(address);
      if (isOwnHost(address, group)) return null;
      const spent = spendDocument(buckets.get(group), now(), rate);
      buckets.delete(group);
      if (buckets.size >= rate.maxAddresses) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      buckets.set(group, spent.bucket);
      return spent.allowed ? null : spent.retryAfterS;
    },
    /** Address groups remembered now (for the bound's test). */
    size: () => buckets.size,
  };
}

export type DocumentRateLimiter = ReturnType<typeof createDocumentRate>;
