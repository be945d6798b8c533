// Pages report how each remote loaded, so a failing canary is rolled back without anyone
// watching. Only pages this server served can report (a signed token per page view), each outcome
// counts once, and one address cannot flood the figures.

import { createHmac, randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { canaryRollbackReason, type CanaryPolicy } from '../rules/canaryHealth';
import { clearCanary } from '../rules/routing';
import { signToken, verifyToken } from '../rules/signedTokens';
import type { LoadReport, RegistryStore } from './registryStore';

const REPORT_TOKEN_TTL_MS = 24 * 3600_000;
/** Accepted load reports per client address per minute: a page view sends a handful. */
export const MAX_LOADS_PER_ADDRESS_PER_MINUTE = 60;
/** Load reports are kept this long (a canary's health counts from when it started). */
export const LOAD_RETENTION_MS = 14 * 24 * 3600_000;

/** What a verified page token says about who it was issued to. */
export type ReportTokenVisitor = { visitor: string } | null;

/** Characters of the visitor hash kept in a token: 96 bits, ample to tell visitors apart, too short to be worth more. */
const VISITOR_HASH_CHARS = 16;
const VISITOR_HASH_PATTERN = /^[\w-]{16}$/;

/**
 * A short keyed hash of a visitor key ('user:N', 'anon:<id>'; bots, which have none, are one
 * visitor, 'bot'): stable per visitor, unguessable without the signing secret.
 */
export function visitorHash(secret: string, visitorKey: string | null): string {
  return createHmac('sha256', secret)
    .update(`visitor.${visitorKey ?? 'bot'}`)
    .digest('base64url')
    .slice(0, VISITOR_HASH_CHARS);
}

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
  canaryPolicy: CanaryPolicy;
  now: () => number;
  log: (line: string) => void;
}

export type LoadReports = ReturnType<typeof createLoadReports>;

export function createLoadReports({ store, signingSecret, canaryPolicy, now, log }: LoadReportsDeps) {
  // One outcome per page view (report token) and remote: a replayed token counts once.
  const reported = new Map<string, number>();
  const perAddress = new Map<string, { count: number; resetAt: number }>();
  let prunedAt = 0;

  async function checkCanary(remote: RemoteName, version: string): Promise<string | null> {
    const routing = (await store.routing())[remote];
    if (routing.canary !== version || routing.canarySince === null) return null;
    const summary = await store.loadSummary(remote, version, routing.canarySince);
    const reason = canaryRollbackReason(version, summary, canaryPolicy);
    if (!reason) return null;
    try {
      await store.updateRouting(remote, (current) => {
        if (current.canary !== version) throw new Error('the canary changed meanwhile');
        const change = clearCanary(current);
        return {
          next: change.next,
          audit: { at: now(), actor: 'auto-rollback', remote, action: 'rollback', summary: change.summary, reason },
        };
      });
    } catch {
      return null;
    }
    log(`registry: ${reason}`);
    return reason;
  }

  /**
   * The token a page reports its loads with: it names the version of each remote it was served and
   * the visitor it was served to (a keyed hash, `v`), so reports and event batches can be tied to
   * a page view and a visitor without the token revealing who that is.
   */
  function reportTokenFor(served: Partial<Record<RemoteName, string>>, visitorKey: string | null): string {
    // A nonce per page view: two documents in the same millisecond still report separately.
    const data = { ...served, n: randomBytes(6).toString('base64url'), v: visitorHash(signingSecret, visitorKey) };
    return signToken(signingSecret, 'report', data, now() + REPORT_TOKEN_TTL_MS);
  }

  /** The visitor a page's token was issued to, or null when the token is forged, expired or has no visitor. */
  function readReportToken(token: string): ReportTokenVisitor {
    const verified = verifyToken(signingSecret, 'report', token, now());
    if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) return null;
    const visitor = (verified.data as Record<string, unknown>).v;
    return typeof visitor === 'string' && VISITOR_HASH_PATTERN.test(visitor) ? { visitor } : null;
  }

  /** Stores load reports from pages this server served, then checks each canary they name. */
  async function acceptLoads(loads: readonly IncomingLoad[], address = 'unknown'): Promise<{ accepted: number; rolledBack: string[] }> {
    const at = now();
    for (const [key, expiresAt] of reported) if (expiresAt <= at) reported.delete(key);
    for (const [key, entry] of perAddress) if (entry.resetAt <= at) perAddress.delete(key);
    const budget = perAddress.get(address) ?? { count: 0, resetAt: at + 60_000 };
    perAddress.set(address, budget);
    const accepted: LoadReport[] = [];
    for (const load of loads) {
      if (budget.count >= MAX_LOADS_PER_ADDRESS_PER_MINUTE) break;
      const verified = verifyToken(signingSecret, 'report', load.token, at);
      if (!verified.ok) continue;
      const served = verified.data as Record<string, unknown>;
      if (!(REMOTE_NAMES as readonly string[]).includes(load.remote) || served[load.remote] !== load.version) continue;
      const key = `${load.token}\u0000${load.remote}`;
      if (reported.has(key)) continue;
      reported.set(key, verified.expiresAt);
      budget.count += 1;
      accepted.push({
        remote: load.remote as RemoteName,
        version: load.version,
        ok: load.ok,
        durationMs: Math.max(0, Math.min(600_000, Math.round(load.durationMs))),
        reason: load.ok ? null : (load.reason ?? 'unknown').slice(0, 300),
        at,
      });
    }
    if (accepted.length > 0) await store.recordLoads(accepted);
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
    return { accepted: accepted.length, rolledBack };
  }

  return { reportTokenFor, readReportToken, acceptLoads };
}
