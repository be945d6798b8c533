// The registry's figures as the platform team reads them: they are for token holders and
// employees, and the suites' sites listen on loopback, where the demo platform token works.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const demoAccess = JSON.parse(readFileSync(path.join(REPO_ROOT, 'platform', 'demo-access.json'), 'utf8')) as {
  tokens: { scope: string; token: string }[];
};
const platformToken = demoAccess.tokens.find((t) => t.scope === 'platform')?.token ?? '';

/** GET /_platform/status with the demo platform token; its JSON, typed as far as the caller reads it. */
export async function platformStatus<T>(siteUrl: string): Promise<T> {
  const response = await fetch(`${siteUrl}/_platform/status`, { headers: { authorization: `Bearer ${platformToken}` } });
  if (!response.ok) throw new Error(`/_platform/status answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
