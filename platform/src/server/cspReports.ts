// Content-Security-Policy violation reports from browsers, counted since the server started by the
// directive that was broken and where the blocked thing came from, for the status page. Anyone can
// post one, so the body is small, the counted kinds are capped and a report is never echoed; only
// a directive a browser can report makes a kind of its own (junk is 'other'), and one address may
// start only a few kinds, so a stranger's made-up reports cannot push the real ones out.
// Here, beside the status page that shows them, rather than in the edge server that sets the policy.

import type { FastifyInstance } from 'fastify';

/** Where browsers send violation reports; the edge server's policy names it. */
export const CSP_REPORT_PATH = '/_platform/csp-reports';
/** A browser sends one report per violation, a few hundred bytes each; a batch stays far below this. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Distinct (directive, source) kinds kept; later kinds are counted together as 'other'. */
export const MAX_CSP_KINDS = 50;
/** New kinds one address may start; its later new ones are counted as 'other'. */
export const MAX_NEW_KINDS_PER_ADDRESS = 3;
/** Addresses remembered for that bound; past it the table starts afresh. */
const MAX_TRACKED_ADDRESSES = 10_000;
const MAX_FIELD = 80;

/** The directives a browser reports (effective-directive): anything else is not a real report. */
const REPORTED_DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
  'frame-ancestors',
  'form-action',
  'base-uri',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);

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
  /** New kinds each address has started. */
  const started = new Map<string, number>();
  let total = 0;
  /** Whether `address` may start a new kind, counting it when it may. */
  const mayStart = (address: string): boolean => {
    const count = started.get(address) ?? 0;
    if (count >= MAX_NEW_KINDS_PER_ADDRESS) return false;
    if (started.size >= MAX_TRACKED_ADDRESSES) started.clear();
    started.set(address, count + 1);
    return true;
  };
  return {
    /** Counts the violations one report from `address` holds. */
    add(violations: readonly { directive: string; blocked: string }[], address: string): void {
      for (const { directive, blocked } of violations) {
        total += 1;
        let key = `${directive} ${blocked}`;
        const isNew = !counts.has(key);
        if (isNew && (!REPORTED_DIRECTIVES.has(directive) || counts.size >= MAX_CSP_KINDS || !mayStart(address))) key = 'other';
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
      counter.add(violationsOf(request.body), request.ip);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
