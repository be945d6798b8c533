// Which registry a command talks to: --registry, else PINBOARD_REGISTRY_URL, else the package's
// "pinboard": { "registry": … }. There is no default: a deploy to a registry nobody named is a
// deploy to the wrong place.

import { CliError, envValue } from './cliContext';
import type { CliFlags } from './cliFlags';
import type { PackageFile } from './packageFile';

export const NO_REGISTRY =
  'no registry to talk to: pass --registry <url>, set PINBOARD_REGISTRY_URL, or add "pinboard": { "registry": "https://…" } to package.json';

/** The registry's base URL, always ending in '/' so that paths resolve under it. */
export function registryUrl(
  flags: Pick<CliFlags, 'registry'>,
  env: Record<string, string | undefined>,
  pkg: PackageFile | undefined,
): string {
  const candidates: [string | undefined, string][] = [
    [flags.registry, '--registry'],
    [envValue(env, 'PINBOARD_REGISTRY_URL'), 'PINBOARD_REGISTRY_URL'],
    [pkg?.pinboard.registry, `"pinboard.registry" in ${pkg?.file ?? 'package.json'}`],
  ];
  const chosen = candidates.find(([value]) => value !== undefined);
  if (!chosen?.[0]) throw new CliError(NO_REGISTRY);
  const [text, source] = chosen;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`${source} is not a URL: "${text}" (write it as https://registry.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`${source} must be an http or https URL, not "${text}"`);
  }
  if (url.search || url.hash) throw new CliError(`${source} must be the registry's address alone, without ?query or #fragment: "${text}"`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}
