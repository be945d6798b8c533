// Pages report how each remote loaded, so a failing canary is rolled back without anyone
// watching. Only pages this server served can report (a signed token per page view naming the
// visitor), each outcome counts once per page view and only documents' tokens count (a refreshed
// set's token is no page view), so a visitor's outcomes never outnumber the documents it was
// served; one address cannot flood the figures, and a rollback needs failures from many visitors
// on many networks, none of which sent most of them: concentrated evidence alerts a person instead
// (rules/canaryHealth.ts). A failure counts only from a browser that fetched the failing build's
// entry script (entryProofs.ts): fetching documents alone earns none. Only browsers whose identity
// the server signed are evidence (browserIds.ts): the token names the browser and the network its
// identity was issued to, by which the evidence is counted.

import { createHmac, randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import { canaryDecision, type CanaryPolicy } from '../rules/canaryHealth';
import { clearCanary } from '../rules/routing';
import { signToken, verifyToken } from '../rules/signedTokens';
import type { SignedBrowser } from './browserIds';
import { browserHash, type EntryProofs } from './entryProofs';
import { networkHash } from './networkHash';
import type { LoadReport, RegistryStore } from './registryStore';

const REPORT_TOKEN_TTL_MS = 24 * 3600_000;
/** Accepted load reports per client address per minute: a page view sends a handful. */
export const MAX_LOADS_PER_ADDRESS_PER_MINUTE = 60;
/** Load reports are kept this long (a canary's health counts from when it started). */
export const LOAD_RETENTION_MS = 14 * 24 * 3600_000;

/**
 * What a verified page token says: the visitor it was issued to, and the page view it was issued
 * for (the same id a load report is counted once under).
 */
export type ReportTokenVisitor = { visitor: string; page: string } | null;

/** Characters kept of a visitor's or network's keyed hash: 96 bits, ample to tell them apart, too short to be worth more. */
const HASH_CHARS = 16;
const VISITOR_HASH_PATTERN = /^[\w-]{16}$/;

/**
 * A short keyed hash of a visitor key ('user:N', 'anon:<id>'; bots, which have none, are one
 * visitor, 'bot'): stable per visitor, unguessable without the signing secret.
 */
export function visitorHash(secret: string, visitorKey: string | null): string {
  return createHmac('sha256', secret)
    .update(`visitor.${visitorKey ?? 'bot'}`)
    .digest('base64url')
    .slice(0, HASH_CHARS);
}

/** One page view's id: its visitor and its token's nonce. */
const pageViewOf = (visitor: string, nonce: string) => `${visitor}.${nonce}`;

export interface IncomingLoad {
  token: string;
  remote: string;
  version: string;
  ok: boolean;
  durationMs: number;
  reason?: string | undefined;
}

export interface LoadReportsDeps {
  store: RegistryStore;
  signingSecret: string;
  entryProofs: EntryProofs;
  canaryPolicy: CanaryPolicy;
  now: () => number;
  log: (line: string) => void;
}

export type LoadReports = ReturnType<typeof createLoadReports>;

export function createLoadReports({ store, signingSecret, entryProofs, canaryPolicy, now, log }: LoadReportsDeps) {
  const perAddress = new Map<string, { count: number; resetAt: number }>();
  /** Canary runs ('remote@version@since') this edge knows were alerted about: one alert each, not one per report. */
  const alerted = new Set<string>();
  let prunedAt = 0;

  async function alertOnce(remote: RemoteName, version: string, since: number, reason: string): Promise<void> {
    const run = `${remote}@${version}@${since}`;
    if (alerted.has(run)) return;
    alerted.add(run);
    const summary = `canary ${version} kept; needs a person`;
    // Another edge, or this one before a restart, may have alerted about this run already.
    const recent = await store.audit({ limit: 50, remote });
    if (recent.some((entry) => entry.action === 'alert' && entry.summary === summary && entry.at >= since)) return;
    await store.appendAudit({ at: now(), actor: 'auto-rollback', remote, action: 'alert', summary, reason });
    log(`registry: ${reason}`);
  }

  async function checkCanary(remote: RemoteName, version: string): Promise<string | null> {
    const routing = (await store.routing())[remote];
    if (routing.canary !== version || routing.canarySince === null) return null;
    const evidence = await store.canaryEvidence(remote, version, routing.canarySince, routing.stable);
    const decision = canaryDecision(version, evidence, canaryPolicy);
    if (!decision.rollback) {
      if (decision.alert) await alertOnce(remote, version, routing.canarySince, decision.reason);
      return null;
    }
    const { reason } = decision;
    try {
      await store.updateRouting(remote, (current) => {
        if (current.canary !== version || current.canarySince !== routing.canarySince) throw new Error('the canary changed meanwhile');
        const change = clearCanary(current);
        return {
          next: change.next,
          audit: { at: now(), actor: 'auto-rollback', remote, action: 'rollback', summary: change.summary, reason },
        };
      });
    } catch {
      return null;
    }
    await store.recordAutoRollback({ remote, version, at: now(), evidence, reason });
    log(`registry: ${reason}`);
    return reason;
  }

  /**
   * The token a page reports its loads with: it names the version of each remote it was served and
   * the visitor it was served to (a keyed hash, `v`), so reports and event batches can be tied to
   * a page view and a visitor without the token revealing who that is; and the browser (`b`, its
   * signed identity's keyed hash, and `bn`, the network that identity was issued to), whose proof
   * of the entries it fetched its failures need.
   */
  function reportTokenFor(
    served: Partial<Record<RemoteName, string>>,
    visitorKey: string | null,
    forDocument = true,
    browser: SignedBrowser | null = null,
  ): string {
    // A nonce per page view: two documents in the same millisecond still report separately. `d`
    // marks a document's token: only those count towards a canary's health.
    const data = {
      ...served,
      n: randomBytes(6).toString('base64url'),
      v: visitorHash(signingSecret, visitorKey),
      ...(browser ? { b: browserHash(signingSecret, browser.id), bn: browser.network } : {}),
      ...(forDocument ? { d: 1 } : {}),
    };
    return signToken(signingSecret, 'report', data, now() + REPORT_TOKEN_TTL_MS);
  }

  /** The visitor and page view a page's token was issued for, or null when the token is forged, expired or names neither. */
  function readReportToken(token: string): ReportTokenVisitor {
    const verified = verifyToken(signingSecret, 'report', token, now());
    if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) return null;
    const { v: visitor, n: nonce } = verified.data as Record<string, unknown>;
    if (typeof visitor !== 'string' || !VISITOR_HASH_PATTERN.test(visitor) || typeof nonce !== 'string') return null;
    return { visitor, page: pageViewOf(visitor, nonce) };
  }

  /**
   * Stores load reports from pages this server served, then checks each canary they name.
   * `address` is the sender's; only a keyed hash of its network is kept. `entryProof`: the
   * browser's proof cookie, without which its failures are not counted (`unproven`).
   */
  async function acceptLoads(
    loads: readonly IncomingLoad[],
    address = 'unknown',
    entryProof?: string,
  ): Promise<{ accepted: number; unproven: number; rolledBack: string[] }> {
    const at = now();
    const network = networkHash(signingSecret, address);
    for (const [key, entry] of perAddress) if (entry.resetAt <= at) perAddress.delete(key);
    const budget = perAddress.get(network) ?? { count: 0, resetAt: at + 60_000 };
    perAddress.set(network, budget);
    const candidates: LoadReport[] = [];
    let unproven = 0;
    for (const load of loads) {
      const verified = verifyToken(signingSecret, 'report', load.token, at);
      if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) continue;
      const served = verified.data as Record<string, unknown>;
      if (!(REMOTE_NAMES as readonly string[]).includes(load.remote) || served[load.remote] !== load.version) continue;
      // A token from before tokens named their visitor cannot be capped: it no longer counts.
      if (typeof served.v !== 'string' || typeof served.n !== 'string') continue;
      // A refreshed set's token (GET /_platform/remotes) names no page view: anyone could mint many.
      if (served.d !== 1) continue;
      const browser = typeof served.b === 'string' && typeof served.bn === 'string' ? { hash: served.b, network: served.bn } : null;
      if (!load.ok && !(browser !== null && entryProofs.proves(entryProof, browser.hash, load.remote, load.version))) {
        unproven += 1;
        continue;
      }
      candidates.push({
        remote: load.remote as RemoteName,
        version: load.version,
        ok: load.ok,
        durationMs: Math.max(0, Math.min(600_000, Math.round(load.durationMs))),
        reason: load.ok ? null : (load.reason ?? 'unknown').slice(0, 300),
        at,
        page: pageViewOf(served.v, served.n),
        visitor: served.v,
        address: network,
        browser: browser?.hash ?? null,
        browserNetwork: browser?.network ?? null,
      });
    }
    // The store drops replays (one outcome per page view and remote).
    const room = MAX_LOADS_PER_ADDRESS_PER_MINUTE - budget.count;
    const accepted = candidates.length > 0 && room > 0 ? await store.recordLoads(candidates, room) : [];
    budget.count += accepted.length;
    if (at - prunedAt > 3600_000) {
      prunedAt = at;
      await store.pruneLoads(at - LOAD_RETENTION_MS);
    }
    const rolledBack: string[] = [];
    const failedVersions = new Set(accepted.filter((l) => !l.ok).map((l) => `${l.remote}@${l.version}`));
    for (const key of failedVersions) {
      const [remote, version] = key.split('@') as [RemoteName, string];
      const reason = await checkCanary(remote, version);
      if (reason) rolledBack.push(reason);
    }
    return { accepted: accepted.length, unproven, rolledBack };
  }

  return { reportTokenFor, readReportToken, acceptLoads };
}
