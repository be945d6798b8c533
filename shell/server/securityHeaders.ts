// The security headers on every response of the edge server, by @fastify/helmet: a strict
// Content-Security-Policy (scripts and styles only from files this site serves, never inline or
// eval), no framing, no sniffing, a referrer that never leaves the path, the powerful browser
// features switched off, and HSTS once the site is served over HTTPS. Violations are reported to
// the platform, which counts them on its status page.

import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from 'pinboard-platform';

/** Development servers on this machine that `?pb-override=` may point an area at (dev mode only). */
const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

export interface SecurityOptions {
  /** Development mode: areas may come from a dev server on this machine, built with eval source maps. */
  devMode: boolean;
  /** Served over HTTPS (PINBOARD_SECURE_COOKIES): browsers are told to keep to it (HSTS). */
  secure: boolean;
}

export type CspDirectives = Record<string, string[]>;

/** The policy's directives; dev mode adds the loopback dev servers and webpack's eval source maps, and nothing else. */
export function cspDirectives({ devMode }: Pick<SecurityOptions, 'devMode'>): CspDirectives {
  const dev = (values: string[]) => (devMode ? values : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev([...DEV_ORIGINS, "'unsafe-eval'"])],
    'style-src': ["'self'", ...dev(DEV_ORIGINS)],
    // data: for the document's empty favicon; blob: for a picture previewed before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...dev([...DEV_ORIGINS, ...DEV_SOCKETS])],
    'media-src': ["'self'"],
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

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.secure ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
