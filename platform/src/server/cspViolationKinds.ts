// What a Content-Security-Policy violation report says, reduced to a few words a status page can
// count: the directive (CSP Level 3's names, anything else one 'other'), and what was blocked as a
// coarse kind (inline, eval, data, same-origin…) or another origin's host name. Never a path or a
// query: a blocked URL may carry anything. Anyone can post a report, so nothing here trusts it.

/** CSP Level 3's directives, the ones a browser names as the effective directive of a violation. */
export const CSP_DIRECTIVES = [
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
  'prefetch-src',
  'fenced-frame-src',
  'frame-ancestors',
  'form-action',
  'navigate-to',
  'base-uri',
  'sandbox',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
] as const;

export type CspDirective = (typeof CSP_DIRECTIVES)[number] | 'other';

/** What was blocked, when it is not another origin (then it is that origin's host name). */
export const BLOCKED_KINDS = [
  'inline',
  'eval',
  'wasm-eval',
  'trusted-types-sink',
  'data',
  'blob',
  'same-origin',
  'extension',
  'unknown',
] as const;

export type BlockedKind = (typeof BLOCKED_KINDS)[number];

/** What was blocked: a kind, or another origin's host name. */
export type Blocked = { blocked: BlockedKind } | { blocked: 'host'; host: string };

/** One violation, categorised. */
export type CspViolation = { directive: CspDirective } & Blocked;

const DIRECTIVES: ReadonlySet<string> = new Set(CSP_DIRECTIVES);
const KEYWORDS: ReadonlySet<string> = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-sink']);
const EXTENSION_SCHEMES: ReadonlySet<string> = new Set([
  'chrome-extension:',
  'moz-extension:',
  'safari-extension:',
  'safari-web-extension:',
]);
const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'ws:', 'wss:']);
/** DNS names are at most 253 characters; a longer "host" is made up. */
const MAX_HOST = 253;

/**
 * The directive a report names: its effective directive, else the violated one (older browsers
 * send that with its sources, "script-src 'self'"), lowercased; 'other' when it is none of CSP's.
 */
export function directiveOf(effective: unknown, violated?: unknown): CspDirective {
  const named = typeof effective === 'string' && effective.trim() !== '' ? effective : violated;
  if (typeof named !== 'string') return 'other';
  const name = named.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? (name as CspDirective) : 'other';
}

function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** What a report's blocked URI names, beside the page (`documentUri`) it was reported from. */
export function blockedOf(blockedUri: unknown, documentUri?: unknown): Blocked {
  if (typeof blockedUri !== 'string' || blockedUri.trim() === '') return { blocked: 'unknown' };
  const value = blockedUri.trim();
  const lower = value.toLowerCase();
  if (KEYWORDS.has(lower)) return { blocked: lower as BlockedKind };
  // Browsers report data: and blob: resources by their scheme alone ('data'), older ones whole.
  if (lower === 'data' || lower.startsWith('data:')) return { blocked: 'data' };
  if (lower === 'blob' || lower.startsWith('blob:')) return { blocked: 'blob' };
  // Firefox once reported the page's own origin as 'self'.
  if (lower === 'self') return { blocked: 'same-origin' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { blocked: 'unknown' };
  }
  if (EXTENSION_SCHEMES.has(url.protocol)) return { blocked: 'extension' };
  if (!WEB_SCHEMES.has(url.protocol) || url.hostname === '' || url.hostname.length > MAX_HOST) return { blocked: 'unknown' };
  if (url.origin === originOf(documentUri)) return { blocked: 'same-origin' };
  return { blocked: 'host', host: url.hostname };
}

type Report = Record<string, unknown>;

const isReport = (value: unknown): value is Report => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations a body holds, categorised: the legacy report-uri form, or the Reporting API's list. */
export function violationsOf(body: unknown): CspViolation[] {
  if (isReport(body) && isReport(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        directive: directiveOf(report['effective-directive'], report['violated-directive']),
        ...blockedOf(report['blocked-uri'], report['document-uri']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown): CspViolation[] => {
    if (!isReport(entry) || entry.type !== 'csp-violation' || !isReport(entry.body)) return [];
    const report = entry.body;
    return [{ directive: directiveOf(report.effectiveDirective), ...blockedOf(report.blockedURL, report.documentURL) }];
  });
}
