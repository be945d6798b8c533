// The token a command sends: --token, else --token-file, else PINBOARD_TOKEN, else
// PINBOARD_TOKEN_FILE, else the package's "pinboard": { "tokenFile": … } (relative to its
// package.json). A token file holds the tokens of an access file,
// { "tokens": [{ "scope": "platform" | "deploy:mf_feed", "token": "…" }] }, and the CLI sends the
// one for the job: deploy:<remote> for a deploy, else platform; to read the status or versions,
// any token the registry has does (its platform one first). A token is never printed.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CliError, envValue } from './cliContext';
import type { CliFlags } from './cliFlags';
import { fromPackage, type PackageFile } from './packageFile';

/** The job a token is for: a deploy of an area, a routing change or override, or a read of the figures. */
export type TokenScope = 'platform' | 'read' | `deploy:${string}`;

const FORMAT = '{ "tokens": [{ "scope": "platform" | "deploy:<area>", "token": "…" }] }';

const jobOf = (scope: TokenScope): string => (scope === 'read' ? 'reading the registry' : scope);

export const noToken = (scope: TokenScope): string =>
  `no token for ${jobOf(scope)}: pass --token, set PINBOARD_TOKEN, or name a token file (${FORMAT}) with --token-file, ` +
  'PINBOARD_TOKEN_FILE or "pinboard": { "tokenFile": "…" } in package.json';

/** The token for `scope` in a token file, or its platform token (or, to read, any). */
export function tokenFromFile(file: string, scope: TokenScope, source: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new CliError(`cannot read the token file ${file} (named by ${source}): ${reason}`);
  }
  let tokens: unknown;
  try {
    tokens = (JSON.parse(text) as { tokens?: unknown } | null)?.tokens;
  } catch {
    tokens = undefined;
  }
  const entries = Array.isArray(tokens) ? (tokens as unknown[]) : undefined;
  const valid = entries?.every((entry) => {
    const { scope: s, token } = (entry ?? {}) as { scope?: unknown; token?: unknown };
    return typeof s === 'string' && typeof token === 'string' && token !== '';
  });
  if (!entries || !valid) throw new CliError(`${file} (named by ${source}) is not a token file: it must be ${FORMAT}`);
  const pick = (wanted: string) => (entries as { scope: string; token: string }[]).find((entry) => entry.scope === wanted)?.token;
  const token = pick(scope) ?? pick('platform') ?? (scope === 'read' ? (entries as { token: string }[])[0]?.token : undefined);
  if (!token) {
    throw new CliError(`${file} (named by ${source}) has no token for ${jobOf(scope)}${scope === 'platform' ? '' : ' or platform'}`);
  }
  return token;
}

export function tokenFor(
  scope: TokenScope,
  flags: Pick<CliFlags, 'token' | 'tokenFile'>,
  env: Record<string, string | undefined>,
  cwd: string,
  pkg: PackageFile | undefined,
): string {
  if (flags.token) return flags.token;
  if (flags.tokenFile) return tokenFromFile(path.resolve(cwd, flags.tokenFile), scope, '--token-file');
  const fromEnv = envValue(env, 'PINBOARD_TOKEN');
  if (fromEnv) return fromEnv;
  const fileFromEnv = envValue(env, 'PINBOARD_TOKEN_FILE');
  if (fileFromEnv) return tokenFromFile(path.resolve(cwd, fileFromEnv), scope, 'PINBOARD_TOKEN_FILE');
  if (pkg?.pinboard.tokenFile) return tokenFromFile(fromPackage(pkg, pkg.pinboard.tokenFile), scope, `"pinboard.tokenFile" in ${pkg.file}`);
  throw new CliError(noToken(scope));
}
