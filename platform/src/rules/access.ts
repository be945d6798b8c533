// Who may do what on the platform. Tokens come from the access file; each names its holder (for
// the audit log) and its scope: `platform` (routing, overrides, and any deploy) or `deploy:<remote>`
// (deploys of that one area). Tokens are compared in constant time and never logged.

import { createHash, timingSafeEqual } from 'node:crypto';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from 'shared-contracts';

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
}

export const MIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_LENGTH = 32;

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

function parseScope(value: unknown, where: string): Scope {
  if (value === 'platform') return { kind: 'platform' };
  if (typeof value === 'string' && value.startsWith('deploy:')) {
    const remote = value.slice('deploy:'.length);
    if (isRemoteName(remote)) return { kind: 'deploy', remote };
  }
  throw new Error(`${where}.scope must be "platform" or "deploy:<remote>" with a remote of ${REMOTE_NAMES.join(', ')}`);
}

/** Checks the access file's JSON; a bad file stops the server with a message naming the field. */
export function parseAccessConfig(input: unknown, source: string): AccessConfig {
  const fail = (message: string): never => {
    throw new Error(`${source}: ${message}`);
  };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('must be a JSON object with "signingSecret" and "tokens"');
  const { signingSecret, tokens } = input as Record<string, unknown>;
  if (typeof signingSecret !== 'string' || signingSecret.length < MIN_SECRET_LENGTH) {
    fail(`"signingSecret" must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!Array.isArray(tokens) || tokens.length === 0) fail('"tokens" must be a non-empty array');
  const seen = new Set<string>();
  const parsed = (tokens as unknown[]).map((entry, index): AccessToken => {
    const where = `tokens[${index}]`;
    if (typeof entry !== 'object' || entry === null) return fail(`${where} must be an object`);
    const { name, scope, token } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !/^[\w.@-]{1,64}$/.test(name)) fail(`${where}.name must be 1-64 letters, digits, or . _ @ -`);
    if (typeof token !== 'string' || token.length < MIN_TOKEN_LENGTH)
      fail(`${where}.token must be at least ${MIN_TOKEN_LENGTH} characters`);
    const digest = digestOf(token as string).toString('hex');
    if (seen.has(digest)) fail(`${where}.token is used twice`);
    seen.add(digest);
    try {
      return { name: name as string, scope: parseScope(scope, where), digest: digestOf(token as string) };
    } catch (error) {
      return fail((error as Error).message);
    }
  });
  return { signingSecret: signingSecret as string, tokens: parsed };
}

/** The holder of a presented token, comparing against every token so timing says nothing. */
export function identify(config: AccessConfig, presented: string | undefined): AccessToken | undefined {
  if (!presented) return undefined;
  const digest = digestOf(presented);
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
