// Who may do what on the platform. Tokens come from the access file; each names its holder (for
// the audit log) and its scope: `platform` (routing, overrides, and any deploy) or `deploy:<remote>`
// (deploys of that one area). The file keeps each token's hash (tokenHash.ts), never the token:
// only the public demo file (demoAccess.ts) has its tokens in plain text, for the CLI to read on
// this machine. Tokens are compared by hash in constant time and never logged.

import { timingSafeEqual } from 'node:crypto';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import { isDemoSigningSecret, isDemoTokenDigest } from './demoAccess';
import { digestOfHash, tokenDigest } from './tokenHash';

export type Scope = { kind: 'platform' } | { kind: 'deploy'; remote: RemoteName };

export interface AccessToken {
  /** Who holds it, as the audit log names them. */
  name: string;
  scope: Scope;
  /** SHA-256 of the token; the token itself is not kept. */
  digest: Buffer;
}

export interface AccessConfig {
  /** Signs override links and page-view report tokens. */
  signingSecret: string;
  tokens: AccessToken[];
  /**
   * The public demo access: the file says "demo": true, or holds a demo token or the demo signing
   * secret. Refused wherever anyone but this machine can reach the server (openPlatform.ts).
   */
  demo: boolean;
}

export const MIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_LENGTH = 32;

const HASH_FIX =
  'npm run --silent platform:token -- --name <name> --scope <scope> makes a token and prints its entry; ' +
  'echo -n "$TOKEN" | npm run --silent platform:token -- --hash prints the hash of one you have';

function parseScope(value: unknown, where: string): Scope {
  if (value === 'platform') return { kind: 'platform' };
  if (typeof value === 'string' && value.startsWith('deploy:')) {
    const remote = value.slice('deploy:'.length);
    if (isRemoteName(remote)) return { kind: 'deploy', remote };
  }
  throw new Error(`${where}.scope must be "platform" or "deploy:<remote>" with a remote of ${REMOTE_NAMES.join(', ')}`);
}

/**
 * Checks the access file's JSON; a bad file stops the server with a message naming the field (and
 * never a token). Each entry is { "name", "scope", "hash": "sha256:<hex>" }; a plain-text "token"
 * is taken only in the demo file.
 */
export function parseAccessConfig(input: unknown, source: string): AccessConfig {
  const fail = (message: string): never => {
    throw new Error(`${source}: ${message}`);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('must be a JSON object with "signingSecret" and "tokens"');
  const { signingSecret, tokens, demo } = input as Record<string, unknown>;
  if (demo !== undefined && typeof demo !== 'boolean') fail('"demo" must be true or false (true marks the public demo file)');
  if (typeof signingSecret !== 'string' || signingSecret.length < MIN_SECRET_LENGTH) {
    fail(`"signingSecret" must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!Array.isArray(tokens) || tokens.length === 0) fail('"tokens" must be a non-empty array');
  const seen = new Set<string>();
  const plainText: string[] = [];
  const parsed = (tokens as unknown[]).map((entry, index): AccessToken => {
    const where = `tokens[${index}]`;
    if (typeof entry !== 'object' || entry === null) return fail(`${where} must be an object`);
    const { name, scope, token, hash } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !/^[\w.@-]{1,64}$/.test(name)) fail(`${where}.name must be 1-64 letters, digits, or . _ @ -`);
    let parsedScope: Scope;
    try {
      parsedScope = parseScope(scope, where);
    } catch (error) {
      return fail((error as Error).message);
    }
    if (token !== undefined && hash !== undefined) fail(`${where} must have a "hash" or a "token", not both`);
    let digest: Buffer;
    if (hash !== undefined) {
      digest = digestOfHash(hash) ?? fail(`${where}.hash must be "sha256:" and 64 lower-case hex digits (${HASH_FIX})`);
    } else if (token !== undefined) {
      if (typeof token !== 'string' || token.length < MIN_TOKEN_LENGTH)
        fail(`${where}.token must be at least ${MIN_TOKEN_LENGTH} characters`);
      digest = tokenDigest(token as string);
      plainText.push(where);
    } else {
      return fail(`${where} needs "hash": "sha256:<hex>", the hash of its token (${HASH_FIX})`);
    }
    const key = digest.toString('hex');
    if (seen.has(key)) fail(`${where}'s token is used twice`);
    seen.add(key);
    return { name: name as string, scope: parsedScope, digest };
  });
  const isDemo = demo === true || isDemoSigningSecret(signingSecret as string) || parsed.some((token) => isDemoTokenDigest(token.digest));
  if (plainText.length > 0 && !isDemo) {
    fail(
      `${plainText.join(', ')} ${plainText.length === 1 ? 'holds its token' : 'hold their tokens'} in plain text: ` +
        `an access file keeps each token's hash instead, "hash": "sha256:<hex>" (${HASH_FIX})`,
    );
  }
  return { signingSecret: signingSecret as string, tokens: parsed, demo: isDemo };
}

/** The holder of a presented token, comparing against every token so timing says nothing. */
export function identify(config: AccessConfig, presented: string | undefined): AccessToken | undefined {
  if (!presented) return undefined;
  const digest = tokenDigest(presented);
  let found: AccessToken | undefined;
  for (const token of config.tokens) {
    if (timingSafeEqual(token.digest, digest) && !found) found = token;
  }
  return found;
}

export type Permission = { action: 'deploy'; remote: RemoteName } | { action: 'route' };

export function permits(token: AccessToken, permission: Permission): boolean {
  if (token.scope.kind === 'platform') return true;
  return permission.action === 'deploy' && token.scope.remote === permission.remote;
}

/** The token from `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
