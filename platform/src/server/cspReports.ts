// Content-Security-Policy violation reports from browsers, counted since the server started by the
// directive that was broken and where the blocked thing came from, for the status page. Anyone can
// post one, so the body is small, the counted kinds are capped and a report is never echoed.
// Here, beside the status page that shows them, rather than in the edge server that sets the policy.

import type { FastifyInstance } from 'fastify';

/** Where browsers send violation reports; the edge server's policy names it. */
export const CSP_REPORT_PATH = '/_platform/csp-reports';
/** A browser sends one report per violation, a few hundred bytes each; a batch stays far below this. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Distinct (directive, source) kinds kept; later kinds are counted together as 'other'. */
export const MAX_CSP_KINDS = 50;
const MAX_FIELD = 80;

export interface CspViolationCount {
  directive: string;
  blocked: string;
  count: number;
}

export interface CspViolations {
  total: number;
  kinds: CspViolationCount[];
}

type Report = Record<string, unknown>;

/** 'inline', 'eval', or the blocked URL's origin (never its path or query: they may carry anything). */
function blockedSource(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'unknown';
  if (value === 'inline' || value === 'eval' || value === 'wasm-eval' || value === 'trusted-types-sink') return value;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return 'unknown';
  }
}

function text(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD) : 'unknown';
}

/** The violations a body holds: the legacy report-uri form or the Reporting API's list. */
export function violationsOf(body: unknown): { directive: string; blocked: string }[] {
  const legacy = (body as { 'csp-report'?: Report } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return [
      { directive: text(legacy['effective-directive'] ?? legacy['violated-directive']), blocked: blockedSource(legacy['blocked-uri']) },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown) => {
    const report = entry as { type?: unknown; body?: Report } | null;
    if (report?.type !== 'csp-violation' || !report.body) return [];
    return [{ directive: text(report.body.effectiveDirective), blocked: blockedSource(report.body.blockedURL) }];
  });
}

export function createCspViolationCounter() {
  const counts = new Map<string, CspViolationCount>();
  let total = 0;
  return {
    add(violations: readonly { directive: string; blocked: string }[]): void {
      for (const { directive, blocked } of violations) {
        total += 1;
        let key = `${directive} ${blocked}`;
        if (!counts.has(key) && counts.size >= MAX_CSP_KINDS) key = 'other';
        const entry =
          counts.get(key) ?? (key === 'other' ? { directive: 'other', blocked: 'other', count: 0 } : { directive, blocked, count: 0 });
        entry.count += 1;
        counts.set(key, entry);
      }
    },
    snapshot(): CspViolations {
      return { total, kinds: [...counts.values()].map((c) => ({ ...c })).sort((a, b) => b.count - a.count) };
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
      counter.add(violationsOf(request.body));
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
