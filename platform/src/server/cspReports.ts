// Content-Security-Policy violation reports from browsers, counted since the server started by the
// directive that was broken and what was blocked, for the status page. Anyone can post one, so the
// body is small and a report is never echoed, and no set of addresses can crowd a real violation
// out of the table: its rows are a fixed set (CSP's directives × a few kinds of blocked thing,
// cspViolationKinds.ts), so every violation has its row whatever came before; only other origins'
// host names are open-ended, and they share a few slots that the most reported hold. Each network
// (an IPv4 address, an IPv6 /64) has its reports counted at a browser's rate at most; past it they
// are counted as over the rate, unread.
// Here, beside the status page that shows them, rather than in the edge server that sets the policy.

import type { FastifyInstance } from 'fastify';
import { BLOCKED_KINDS, CSP_DIRECTIVES, type CspDirective, type CspViolation, violationsOf } from './cspViolationKinds';
import { createReportRate } from './reportRate';

export { violationsOf } from './cspViolationKinds';

/** Where browsers send violation reports; the edge server's policy names it. */
export const CSP_REPORT_PATH = '/_platform/csp-reports';
/** A browser sends one report per violation, a few hundred bytes each; a batch stays far below this. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/**
 * Violations one network may have counted per minute, and at once: a page with a broken policy, or
 * an extension that injects styles, reports a few dozen at load; a stranger's stream is held to it.
 */
export const CSP_REPORTS_PER_MINUTE = 60;
export const CSP_REPORT_BURST = 60;
/** Networks remembered for the rate; past it the one heard from least recently is forgotten. */
const MAX_TRACKED_NETWORKS = 10_000;
/** Other origins' hosts named in the table; the rest of a directive's are counted as OTHER_HOSTS. */
export const MAX_NAMED_HOSTS = 32;
/** The row of a directive's blocked hosts that are not named. */
export const OTHER_HOSTS = 'other hosts';
/** The row of violations over a network's rate: counted, not read. */
export const OVER_RATE = { directive: 'over the per-address rate', blocked: 'not read' } as const;
/** Rows the table can ever hold: each directive's kinds and its other hosts, the named hosts, and the row over the rate. */
export const MAX_CSP_ROWS = (CSP_DIRECTIVES.length + 1) * (BLOCKED_KINDS.length + 1) + MAX_NAMED_HOSTS + 1;

export interface CspViolationCount {
  directive: string;
  blocked: string;
  count: number;
}

export interface CspViolations {
  total: number;
  kinds: CspViolationCount[];
}

export interface CspCounterOptions {
  perMinute?: number;
  burst?: number;
  maxNamedHosts?: number;
  now?: () => number;
}

/** A named host's reports: at least `count - error` of them are its own (Space-Saving, Metwally et al. 2005). */
interface NamedHost {
  directive: CspDirective;
  host: string;
  count: number;
  error: number;
}

/**
 * Keeps the `capacity` hosts reported most, in bounded memory: a host not yet named takes the
 * place of the least reported one, starting from that one's count (its error). A new host is
 * always named on arrival, so made-up hosts sent first cannot keep a real one out; and every host
 * with more than 1/capacity of the hosts' reports stays named, so a stream of new made-up ones
 * (held to the rate) cannot push out one that real browsers keep reporting.
 */
function createNamedHosts(capacity: number) {
  const named = new Map<string, NamedHost>();
  return {
    offer(directive: CspDirective, host: string): void {
      const key = `${directive} ${host}`;
      const found = named.get(key);
      if (found) {
        found.count += 1;
        return;
      }
      let least: [string, NamedHost] | undefined;
      if (named.size >= capacity) for (const entry of named) if (!least || entry[1].count < least[1].count) least = entry;
      if (least) named.delete(least[0]);
      const floor = least?.[1].count ?? 0;
      named.set(key, { directive, host, count: floor + 1, error: floor });
    },
    entries: () => [...named.values()],
  };
}

export function createCspViolationCounter({
  perMinute = CSP_REPORTS_PER_MINUTE,
  burst = CSP_REPORT_BURST,
  maxNamedHosts = MAX_NAMED_HOSTS,
  now,
}: CspCounterOptions = {}) {
  const rate = createReportRate({ perMinute, burst, maxNetworks: MAX_TRACKED_NETWORKS, ...(now ? { now } : {}) });
  /** Exact counts by directive and kind (the fixed rows). */
  const kinds = new Map<string, CspViolationCount>();
  /** Exact counts of other origins' hosts blocked, by directive. */
  const hostsByDirective = new Map<CspDirective, number>();
  const named = createNamedHosts(maxNamedHosts);
  let total = 0;
  let overRate = 0;
  return {
    /** Counts the violations one report from `address` holds, each against its network's rate. */
    add(violations: readonly CspViolation[], address: string): void {
      for (const violation of violations) {
        total += 1;
        if (!rate.take(address)) {
          overRate += 1;
          continue;
        }
        const { directive } = violation;
        if (violation.blocked === 'host') {
          hostsByDirective.set(directive, (hostsByDirective.get(directive) ?? 0) + 1);
          named.offer(directive, violation.host);
          continue;
        }
        const key = `${directive} ${violation.blocked}`;
        const row = kinds.get(key) ?? { directive, blocked: violation.blocked, count: 0 };
        row.count += 1;
        kinds.set(key, row);
      }
    },
    snapshot(): CspViolations {
      const rows: CspViolationCount[] = [...kinds.values()].map((row) => ({ ...row }));
      // A named host shows the reports surely its own; the rest of its directive's are its other hosts.
      const unnamed = new Map(hostsByDirective);
      for (const { directive, host, count, error } of named.entries()) {
        rows.push({ directive, blocked: host, count: count - error });
        unnamed.set(directive, (unnamed.get(directive) ?? 0) - (count - error));
      }
      for (const [directive, count] of unnamed) if (count > 0) rows.push({ directive, blocked: OTHER_HOSTS, count });
      if (overRate > 0) rows.push({ ...OVER_RATE, count: overRate });
      const order = (a: CspViolationCount, b: CspViolationCount) =>
        b.count - a.count || a.directive.localeCompare(b.directive) || a.blocked.localeCompare(b.blocked);
      return { total, kinds: rows.sort(order) };
    },
  };
}

export type CspViolationCounter = ReturnType<typeof createCspViolationCounter>;

export function cspReportRoutes(app: FastifyInstance, counter: CspViolationCounter): void {
  app.register(async (reports) => {
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('a report must be JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    reports.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (request, reply) => {
      counter.add(violationsOf(request.body), request.ip);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
