// The token a command sends: PINBOARD_TOKEN, or, against a registry on this machine, the demo
// token for the job from platform/demo-access.json (so local deploys need no setup).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import { CliError, type CliContext } from './cliContext';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEMO_ACCESS_FILE = path.resolve(__dirname, '..', '..', 'demo-access.json');

export function registryUrl(ctx: CliContext): string {
  const url = ctx.env.PINBOARD_REGISTRY_URL || 'http://localhost:8080';
  try {
    return new URL(url).href;
  } catch {
    throw new CliError(`PINBOARD_REGISTRY_URL is not a URL: "${url}"`);
  }
}

export function tokenFor(ctx: CliContext, scope: 'platform' | `deploy:${RemoteName}`): string {
  if (ctx.env.PINBOARD_TOKEN) return ctx.env.PINBOARD_TOKEN;
  const host = new URL(registryUrl(ctx)).hostname;
  if (!LOOPBACK.has(host)) {
    throw new CliError(
      `set PINBOARD_TOKEN to your ${scope === 'platform' ? 'platform' : `${scope.slice(7)} deploy`} token (the demo tokens only work against a registry on this machine)`,
    );
  }
  const demo = JSON.parse(readFileSync(DEMO_ACCESS_FILE, 'utf8')) as { tokens: { scope: string; token: string }[] };
  const match = demo.tokens.find((t) => t.scope === scope) ?? demo.tokens.find((t) => t.scope === 'platform');
  if (!match) throw new CliError(`no demo token for ${scope} in ${DEMO_ACCESS_FILE}; set PINBOARD_TOKEN`);
  return match.token;
}
