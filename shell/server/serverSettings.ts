// The edge server's settings from its environment, checked before anything starts, so a bad
// value fails with a message naming the variable instead of a site whose pages all break.

import { DEFAULT_EVENT_RETENTION_DAYS } from 'api';
import path from 'node:path';
import { DEFAULT_CANARY_POLICY, databaseUrlFrom, type CanaryPolicy, type DatabaseConfig } from 'pinboard-platform';
import type { RemoteName } from 'shared-contracts/platform';
import { DEFAULT_SERVER_RENDER_TIMEOUT_MS } from './areaServerBuilds';
import { DEFAULT_CONNECTION_LIMITS, trustedProxyList } from './connectionLimits';
import { defaultRemoteDirs, parseRemoteDirOverrides } from './localBuilds';

export interface ServerSettings {
  port: number;
  host: string;
  loadTimeoutMs: number;
  shellDistDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** DATA_DIR: the API's database and generated pictures. */
  dataDir: string;
  /** DATABASE_URL=postgres://…: shared state in PostgreSQL, for several edges; unset, SQLite in DATA_DIR. */
  database: DatabaseConfig;
  /** MEDIA_DIR: pictures and videos, one folder several edges share; default DATA_DIR/media. */
  mediaDir: string;
  /** PINBOARD_SECURE_COOKIES=1 behind HTTPS. */
  secureCookies: boolean;
  /**
   * PINBOARD_ACCESS_FILE: deploy and platform tokens (hashed) and the signing secret. Default the
   * public demo file, which the start refuses unless only this machine reaches the server
   * (openSitePlatform.ts).
   */
  accessFile: string;
  /** PINBOARD_DEV=1: overrides may point an area at a dev server on this machine. */
  devMode: boolean;
  /**
   * PINBOARD_CANARY_MAX_FAILURE_RATE (percent), PINBOARD_CANARY_MIN_LOADS, PINBOARD_CANARY_MIN_VISITORS
   * and PINBOARD_CANARY_MIN_ADDRESSES (distinct failing visitors and networks an automatic rollback needs),
   * PINBOARD_CANARY_MAX_NETWORK_SHARE (percent of the failures one network may hold before a person is alerted instead).
   */
  canaryPolicy: CanaryPolicy;
  /** PINBOARD_PUBLIC_ORIGIN: the site's address in canonical and Open Graph links; else each request's own. */
  publicOrigin: string | undefined;
  /** PINBOARD_SERVER_RENDER_TIMEOUT_MS: bound on one call into an area's server build (the bot pin page). */
  serverRenderTimeoutMs: number;
  /** PINBOARD_EVENT_RETENTION_DAYS: days the event log keeps an event (default 90). */
  eventRetentionDays: number;
  /** PINBOARD_MAX_CONNECTIONS_PER_ADDRESS: open connections one address may hold (default 100; 0: no bound). */
  maxConnectionsPerAddress: number;
  /**
   * PINBOARD_TRUSTED_PROXIES: the load balancers' addresses or ranges (space or comma between
   * them) whose X-Forwarded-For names the visitor; every per-address limit then counts the
   * visitor's address. Default: none (the connection's own address counts).
   */
  trustedProxies: string[];
  /**
   * PINBOARD_SURVEY_ORIGINS: https origins (space or comma between them) whose surveys the page may
   * show in a frame: the content policy names them in frame-src. A survey from anywhere else opens
   * in a new tab. Default: none.
   */
  surveyOrigins: string[];
}

/** The https origins of PINBOARD_SURVEY_ORIGINS; a value that is not one is refused at start. */
export function parseSurveyOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return origins.map((origin) => {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, ''))
      throw new Error(`PINBOARD_SURVEY_ORIGINS takes https origins such as https://survey.example.com, not "${origin}"`);
    return url.origin;
  });
}

/** The entries of PINBOARD_TRUSTED_PROXIES; one that is not an address or a range is refused at start. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  trustedProxyList(entries);
  return entries;
}

/** 'https://pinboard.example' (scheme and host, no path): what PINBOARD_PUBLIC_ORIGIN must be. */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PINBOARD_PUBLIC_ORIGIN must be an origin such as https://pinboard.example, not "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `PINBOARD_PUBLIC_ORIGIN must be an origin such as https://pinboard.example (no path, query or credentials), not "${value}"`,
    );
  }
  return url.origin;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

/** A percentage setting, as a fraction (0-1). */
function fractionFromPercent(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100) throw new Error(`${name} must be a percentage from 0 to 100, not "${value}"`);
  return parsed / 100;
}

export const DEMO_ACCESS_FILE = path.join('platform', 'demo-access.json');

export function readServerSettings(env: Record<string, string | undefined>, defaultRootDir: string): ServerSettings {
  const rootDir = env.PINBOARD_ROOT || defaultRootDir;
  const secureCookies = flag('PINBOARD_SECURE_COOKIES', env.PINBOARD_SECURE_COOKIES);
  const accessFile = env.PINBOARD_ACCESS_FILE ? path.resolve(rootDir, env.PINBOARD_ACCESS_FILE) : path.join(rootDir, DEMO_ACCESS_FILE);
  const host = env.HOST || 'localhost';
  const devMode = flag('PINBOARD_DEV', env.PINBOARD_DEV);
  return {
    // 0 asks the system for a free port (the test suites use it).
    port: wholeNumber('PORT', env.PORT, 8080, 0, 65535),
    host,
    loadTimeoutMs: wholeNumber('PINBOARD_LOAD_TIMEOUT_MS', env.PINBOARD_LOAD_TIMEOUT_MS, 8000, 1, 600_000),
    // Another build of the shell, e.g. bench:web's one-bundle comparison (shell/dist/one-bundle).
    shellDistDir: env.PINBOARD_SHELL_DIST ? path.resolve(rootDir, env.PINBOARD_SHELL_DIST) : path.join(rootDir, 'shell', 'dist'),
    remoteDirs: { ...defaultRemoteDirs(rootDir), ...parseRemoteDirOverrides(env.PINBOARD_REMOTE_DIRS) },
    dataDir: path.resolve(rootDir, env.DATA_DIR || '.data'),
    database: databaseUrlFrom(env),
    mediaDir: env.MEDIA_DIR ? path.resolve(rootDir, env.MEDIA_DIR) : path.join(path.resolve(rootDir, env.DATA_DIR || '.data'), 'media'),
    secureCookies,
    accessFile,
    devMode,
    canaryPolicy: {
      maxFailureRate: fractionFromPercent(
        'PINBOARD_CANARY_MAX_FAILURE_RATE',
        env.PINBOARD_CANARY_MAX_FAILURE_RATE,
        DEFAULT_CANARY_POLICY.maxFailureRate,
      ),
      minLoads: wholeNumber('PINBOARD_CANARY_MIN_LOADS', env.PINBOARD_CANARY_MIN_LOADS, DEFAULT_CANARY_POLICY.minLoads, 1, 1_000_000),
      minVisitors: wholeNumber(
        'PINBOARD_CANARY_MIN_VISITORS',
        env.PINBOARD_CANARY_MIN_VISITORS,
        DEFAULT_CANARY_POLICY.minVisitors,
        1,
        1_000_000,
      ),
      minAddresses: wholeNumber(
        'PINBOARD_CANARY_MIN_ADDRESSES',
        env.PINBOARD_CANARY_MIN_ADDRESSES,
        DEFAULT_CANARY_POLICY.minAddresses,
        1,
        1_000_000,
      ),
      maxNetworkShare: fractionFromPercent(
        'PINBOARD_CANARY_MAX_NETWORK_SHARE',
        env.PINBOARD_CANARY_MAX_NETWORK_SHARE,
        DEFAULT_CANARY_POLICY.maxNetworkShare,
      ),
    },
    publicOrigin: parsePublicOrigin(env.PINBOARD_PUBLIC_ORIGIN),
    surveyOrigins: parseSurveyOrigins(env.PINBOARD_SURVEY_ORIGINS),
    serverRenderTimeoutMs: wholeNumber(
      'PINBOARD_SERVER_RENDER_TIMEOUT_MS',
      env.PINBOARD_SERVER_RENDER_TIMEOUT_MS,
      DEFAULT_SERVER_RENDER_TIMEOUT_MS,
      1,
      10_000,
    ),
    eventRetentionDays: wholeNumber(
      'PINBOARD_EVENT_RETENTION_DAYS',
      env.PINBOARD_EVENT_RETENTION_DAYS,
      DEFAULT_EVENT_RETENTION_DAYS,
      1,
      36_500,
    ),
    trustedProxies: parseTrustedProxies(env.PINBOARD_TRUSTED_PROXIES),
    maxConnectionsPerAddress: wholeNumber(
      'PINBOARD_MAX_CONNECTIONS_PER_ADDRESS',
      env.PINBOARD_MAX_CONNECTIONS_PER_ADDRESS,
      DEFAULT_CONNECTION_LIMITS.perAddress,
      0,
      1_000_000,
    ),
  };
}
