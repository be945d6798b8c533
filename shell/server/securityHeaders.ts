// The security headers on every response of the edge server, by helmet: a strict
// Content-Security-Policy (scripts and styles only from files this site serves, never inline or
// eval), no framing, no sniffing, a referrer that never leaves the path, the powerful browser
// features switched off, and HSTS once the site is served over HTTPS. Violations are reported to
// the platform, which counts them on its status page.

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_REPORT_PATH } from 'pinboard-platform';

/** Development servers on this machine that `?pb-override=` may point an area at (dev mode only). */
const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

export interface SecurityOptions {
  /** Development mode: areas may come from a dev server on this machine, built with eval source maps. */
  devMode: boolean;
  /** Served over HTTPS (PINBOARD_SECURE_COOKIES): browsers are told to keep to it (HSTS). */
  secure: boolean;
  /** Other sites' pages this site's pages may frame (surveys, PINBOARD_SURVEY_ORIGINS); none by default. */
  frameOrigins?: readonly string[];
}

export type CspDirectives = Record<string, string[]>;

/** The policy's directives; dev mode adds the loopback dev servers and webpack's eval source maps, and nothing else. */
export function cspDirectives({ devMode, frameOrigins = [] }: Pick<SecurityOptions, 'devMode' | 'frameOrigins'>): CspDirectives {
  const dev = (values: string[]) => (devMode ? values : []);
  return {
    // Frames: only the survey sites named in the settings (without them, default-src's 'self').
    ...(frameOrigins.length > 0 ? { 'frame-src': ["'self'", ...frameOrigins] } : {}),
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev([...DEV_ORIGINS, "'unsafe-eval'"])],
    'style-src': ["'self'", ...dev(DEV_ORIGINS)],
    // data: for the document's empty favicon; blob: for a picture previewed before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...dev([...DEV_ORIGINS, ...DEV_SOCKETS])],
    'media-src': ["'self'"],
    // The web app manifest (/manifest.webmanifest), as default-src would allow it, said where a reader looks for it.
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // report-uri, not report-to: Chromium sends report-uri's reports at once, the Reporting API's in
    // batches up to a minute later (and ignores report-uri when report-to is present).
    'report-uri': [CSP_REPORT_PATH],
  };
}

/** Features no page of this site uses: a script that gets in still cannot reach them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS_MAX_AGE_S = 31_536_000;

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.secure ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets for these options. They are the same for every answer, so helmet runs
 * once, here, rather than per request (@fastify/helmet builds its middleware anew for each request,
 * which cost the document route a quarter of its throughput).
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The policy with one more allowed <style> element, by its hash or the response's nonce (a
 * server-rendered first screen's moved styles): still no inline style attribute and no other
 * style element.
 */
export function allowStyleSource(policy: string, source: string): string {
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_all, start: string, sources: string) => `${start}style-src ${sources} ${source}`);
}
