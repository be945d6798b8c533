// The platform engineer's commands: routing changes, overrides, and reading the registry's
// status, versions and audit log. Changes and the audit log need a platform token; any token may
// read the status and versions.

import { CliError, type CliContext } from './cliContext';
import type { CliFlags } from './cliFlags';
import { findPackageFile } from './packageFile';
import { registryClient, type RegistryClient } from './registryClient';
import { registryUrl } from './registrySetting';
import { remoteOf, versionRefOf } from './remoteNames';
import { tokenFor } from './tokenSetting';

export const ROUTING_COMMANDS = ['stable', 'canary', 'stop-canary', 'promote', 'rollback', 'kill', 'revive'] as const;
export type RoutingCommand = (typeof ROUTING_COMMANDS)[number];

/** The registry and token from flags, the environment, or the nearest package.json up from where it runs. */
export function platformClient(ctx: CliContext, flags: CliFlags, scope: 'platform' | 'read' = 'platform'): RegistryClient {
  const pkg = findPackageFile(ctx.cwd);
  return registryClient(registryUrl(flags, ctx.env, pkg), tokenFor(scope, flags, ctx.env, ctx.cwd, pkg));
}

function needReason(reason: string | undefined): string {
  if (!reason || reason.trim() === '') throw new CliError('say why with --reason "…": it goes into the audit log');
  return reason;
}

export async function routingCommand(ctx: CliContext, command: RoutingCommand, target: string | undefined, flags: CliFlags): Promise<void> {
  const body: Record<string, unknown> = { action: command };
  let remote: string;
  if (command === 'stable' || command === 'canary') {
    const ref = versionRefOf(target, command);
    remote = ref.remote;
    body.version = ref.version;
    if (command === 'canary') {
      const share = Number(flags.share);
      if (flags.share === undefined || !Number.isFinite(share)) throw new CliError('canary needs --share <percent>, e.g. --share 10');
      body.share = share;
    }
  } else {
    remote = remoteOf(target, command);
  }
  body.reason = needReason(flags.reason);
  if (flags.forceOverBudget) body.forceOverBudget = true;
  const result = await platformClient(ctx, flags).request<{ summary: string }>('POST', `/_platform/routing/${remote}`, body);
  ctx.out(`${remote}: ${result.summary}. Applies from the next page load.`);
}

export async function overrideCommand(ctx: CliContext, targets: string[], flags: CliFlags): Promise<void> {
  if (targets.length === 0) throw new CliError('override needs at least one version, e.g. pinboard override mf_feed@1.3.0 --reason "QA"');
  for (const target of targets) versionRefOf(target, 'override');
  const ttlMinutes = flags.ttl === undefined ? undefined : Number(flags.ttl);
  if (ttlMinutes !== undefined && (!Number.isInteger(ttlMinutes) || ttlMinutes < 1)) {
    throw new CliError('--ttl is a whole number of minutes, e.g. --ttl 60');
  }
  const reason = needReason(flags.reason);
  const client = platformClient(ctx, flags);
  const issued = await client.request<{ link: string; expiresAt: string; versions: Record<string, string> }>(
    'POST',
    '/_platform/overrides',
    {
      versions: targets,
      reason,
      ...(ttlMinutes === undefined ? {} : { ttlMinutes }),
    },
  );
  const site = client.baseUrl.replace(/\/$/, '');
  const versions = Object.entries(issued.versions).map(([remote, version]) => `${remote}@${version}`);
  ctx.out(`Override for ${versions.join(', ')}, valid until ${issued.expiresAt}.`);
  ctx.out('Open this link in the browser that should see it (it sets a cookie there only):');
  ctx.out(`  ${site}${issued.link}`);
  ctx.out(`To go back: ${site}/?pb-override=clear`);
}
