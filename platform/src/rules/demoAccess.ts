// The demo tokens and signing secret (platform/demo-access.json) are public: anyone who has read
// the repository has them. They may guard only a server that nothing but this machine reaches.
// A file is known as demo by its "demo": true and also by the values themselves, so a copy under
// another name, or its tokens pasted into another file (as plain text or hashed), is known too.

import { BlockList, isIP } from 'node:net';
import { REMOTE_NAMES } from 'shared-contracts/platform';
import { tokenDigest } from './tokenHash';

const DEMO_TOKENS = ['demo-platform-token', ...REMOTE_NAMES.map((remote) => `demo-deploy-token-${remote}`)];
const DEMO_SIGNING_SECRETS = new Set(['demo-signing-secret-for-local-use-only-0123456789']);
const DEMO_TOKEN_DIGESTS = new Set(DEMO_TOKENS.map((token) => tokenDigest(token).toString('hex')));

/** Whether a token's SHA-256 is that of one of the demo tokens. */
export function isDemoTokenDigest(digest: Buffer): boolean {
  return DEMO_TOKEN_DIGESTS.has(digest.toString('hex'));
}

export function isDemoSigningSecret(secret: string): boolean {
  return DEMO_SIGNING_SECRETS.has(secret);
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address (IPv4 perhaps written as IPv6) is this machine's own: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return LOOPBACK.check(v4, 'ipv4');
  return isIP(address) === 6 && LOOPBACK.check(address, 'ipv6');
}

/** How far the server can be reached, from its settings. */
export interface ServerReach {
  /** PINBOARD_TRUSTED_PROXIES' entries. */
  trustedProxies: readonly string[];
  /** HOST as set. */
  host: string;
  /** The addresses HOST resolved to (empty when it resolved to none). */
  hostAddresses: readonly string[];
  /** The settings that say this is a production server, as written, each with its why ("NODE_ENV=production"). */
  production: readonly string[];
}

/**
 * Why the demo tokens and signing secret must be refused on this server, or null when only this
 * machine reaches it: no proxy is trusted, HOST is loopback only, and nothing says production.
 */
export function demoAccessRefusal(reach: ServerReach): string | null {
  const reasons: string[] = [];
  if (reach.trustedProxies.length > 0) {
    reasons.push(
      `PINBOARD_TRUSTED_PROXIES=${reach.trustedProxies.join(',')} (a proxy forwards other machines' requests, and they reach the server from its address)`,
    );
  }
  const beyond = reach.hostAddresses.filter((address) => !isLoopbackAddress(address));
  if (reach.hostAddresses.length === 0) reasons.push(`HOST=${reach.host} is not an address of this machine's loopback`);
  else if (beyond.length > 0) {
    const resolved = reach.hostAddresses.length === 1 && reach.hostAddresses[0] === reach.host ? '' : ` (it is ${beyond.join(', ')})`;
    reasons.push(`HOST=${reach.host} listens beyond this machine${resolved}`);
  }
  if (reach.production.length > 0)
    reasons.push(`${reach.production.join(' and ')} ${reach.production.length === 1 ? 'says' : 'say'} this is a production server`);
  return reasons.length > 0 ? reasons.join('; ') : null;
}

/** The start's refusal: what was refused, why, and how to make an access file of one's own. */
export function demoAccessRefusedMessage(accessFile: string, because: string): string {
  return (
    `${accessFile} holds the demo tokens or signing secret, which are public (they are in Pinboard's repository), ` +
    `so the server refuses them: ${because}. Make an access file with your own tokens: ` +
    '"npm run --silent platform:token -- --file /etc/pinboard/access.json --name ops --scope platform" writes one ' +
    '(with a new signing secret, keeping each token only as its hash) and prints the token once; ' +
    'then start the server with PINBOARD_ACCESS_FILE=/etc/pinboard/access.json'
  );
}
