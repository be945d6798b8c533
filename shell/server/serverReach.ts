// How far the edge server can be reached, read from its settings: the proxies it trusts, the
// addresses HOST names, and the settings that say it is a production server. The public demo
// access is refused unless only this machine reaches it (pinboard-platform's demoAccessRefusal).

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLoopbackAddress, type ServerReach } from 'pinboard-platform';
import type { ServerSettings } from './serverSettings';

/** What HOST listens on: itself when an address, else every address its name resolves to (none if it does not). */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host) !== 0) return [host];
  try {
    return (await lookup(host, { all: true })).map((found) => found.address);
  } catch {
    return [];
  }
}

/** Whether an origin's host is this machine (a loopback address or localhost). */
function isLocalOrigin(origin: string): boolean {
  const hostname = new URL(origin).hostname.replace(/^\[(.*)\]$/, '$1');
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}

export async function serverReach(
  settings: Pick<ServerSettings, 'host' | 'trustedProxies' | 'secureCookies' | 'publicOrigin'>,
  env: Record<string, string | undefined>,
): Promise<ServerReach> {
  const production: string[] = [];
  if (env.NODE_ENV === 'production') production.push('NODE_ENV=production');
  if (settings.secureCookies) production.push('PINBOARD_SECURE_COOKIES=1 (the site is served over HTTPS)');
  if (settings.publicOrigin && !isLocalOrigin(settings.publicOrigin)) {
    production.push(`PINBOARD_PUBLIC_ORIGIN=${settings.publicOrigin} (the site's public address)`);
  }
  return {
    trustedProxies: settings.trustedProxies,
    host: settings.host,
    hostAddresses: await addressesOf(settings.host),
    production,
  };
}
