// The platform engineer's commands: routing changes, overrides, and reading the registry.

import type { RemoteName } from 'shared-contracts';
import type { PlatformStatus } from '../registry/registry';
import type { AuditEntry } from '../registry/registryStore';
import { describeSize, type AreaSize } from '../rules/budgets';
import { parseVersionRef } from '../rules/versionRefs';
import { CliError, type CliContext } from './cliContext';
import { registryClient } from './registryClient';
import { registryUrl, tokenFor } from './tokens';

function platformClient(ctx: CliContext) {
  return registryClient(registryUrl(ctx), tokenFor(ctx, 'platform'));
}

function needReason(reason: string | undefined): string {
  if (!reason || reason.trim() === '') throw new CliError('say why with --reason "…": it goes into the audit log');
  return reason;
}

function remoteOf(text: string | undefined, command: string): RemoteName {
  if (!text) throw new CliError(`${command} needs a remote, e.g. pinboard ${command} mf_feed`);
  return parseVersionRef(text.includes('@') ? text : `${text}@0.0.0`).remote;
}

function refOf(text: string | undefined, command: string) {
  if (!text) throw new CliError(`${command} needs a version, e.g. pinboard ${command} mf_feed@1.3.0`);
  try {
    return parseVersionRef(text);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

export interface RoutingArgs {
  target: string | undefined;
  reason: string | undefined;
  share: string | undefined;
  forceOverBudget?: boolean;
}

export async function routingCommand(
  ctx: CliContext,
  command: 'stable' | 'canary' | 'stop-canary' | 'promote' | 'rollback' | 'kill' | 'revive',
  args: RoutingArgs,
): Promise<void> {
  const body: Record<string, unknown> = {
    action: command,
    reason: needReason(args.reason),
    ...(args.forceOverBudget ? { forceOverBudget: true } : {}),
  };
  let remote: RemoteName;
  if (command === 'stable' || command === 'canary') {
    const ref = refOf(args.target, command);
    remote = ref.remote;
    body.version = ref.version;
    if (command === 'canary') {
      const share = Number(args.share);
      if (args.share === undefined || !Number.isFinite(share)) throw new CliError('canary needs --share <percent>, e.g. --share 10');
      body.share = share;
    }
  } else {
    remote = remoteOf(args.target, command);
  }
  const result = await platformClient(ctx).request<{ summary: string }>('POST', `/_platform/routing/${remote}`, body);
  ctx.out(`${remote}: ${result.summary}. Applies from the next page load.`);
}

export async function overrideCommand(
  ctx: CliContext,
  targets: string[],
  ttl: string | undefined,
  reason: string | undefined,
): Promise<void> {
  if (targets.length === 0) throw new CliError('override needs at least one version, e.g. pinboard override mf_feed@1.3.0 --reason "QA"');
  for (const target of targets) refOf(target, 'override');
  const ttlMinutes = ttl === undefined ? undefined : Number(ttl);
  if (ttlMinutes !== undefined && (!Number.isInteger(ttlMinutes) || ttlMinutes < 1))
    throw new CliError('--ttl is a whole number of minutes');
  const issued = await platformClient(ctx).request<{ link: string; expiresAt: string; versions: Record<string, string> }>(
    'POST',
    '/_platform/overrides',
    {
      versions: targets,
      reason: needReason(reason),
      ...(ttlMinutes === undefined ? {} : { ttlMinutes }),
    },
  );
  const base = registryUrl(ctx).replace(/\/$/, '');
  ctx.out(
    `Override for ${Object.entries(issued.versions)
      .map(([r, v]) => `${r}@${v}`)
      .join(', ')}, valid until ${issued.expiresAt}.`,
  );
  ctx.out('Open this link in the browser that should see it (it sets a cookie there only):');
  ctx.out(`  ${base}${issued.link}`);
  ctx.out(`To go back: ${base}/?pb-override=clear`);
}

export async function statusCommand(ctx: CliContext): Promise<void> {
  // The figures are for token holders: PINBOARD_TOKEN (a platform or deploy token), or the demo's on this machine.
  const status = await platformClient(ctx).request<PlatformStatus>('GET', '/_platform/status');
  for (const remote of status.remotes) {
    const r = remote.routing;
    const routing = r.killed
      ? 'SWITCHED OFF'
      : r.stable
        ? `stable ${r.stable}${r.canary ? `, canary ${r.canary} at ${r.share} %` : ''}`
        : 'not deployed';
    ctx.out(`${remote.remote}: ${routing}`);
    for (const v of remote.versions.slice(0, 5)) {
      const p = (value: number | null) => (value === null ? '-' : `${value} ms`);
      ctx.out(
        `  ${v.version.padEnd(24)} ${v.role.padEnd(8)} docs ${String(v.documents).padStart(5)} (${v.documentShare} %)  loads ${v.loads}  failures ${v.failures}  p50 ${p(v.loadP50Ms)}  p95 ${p(v.loadP95Ms)}`,
      );
    }
    const h = remote.canaryHealth;
    if (h) {
      ctx.out(
        `  automatic rollback of ${h.version}: ${h.decision} (${h.documents} documents served, ${h.loads} loads, ${h.failures} failures from ${h.failingVisitors} visitors at ${h.failingAddresses} addresses): ${h.reason}`,
      );
    }
  }
}

export async function versionsCommand(ctx: CliContext, target: string | undefined): Promise<void> {
  const remote = remoteOf(target, 'versions');
  const { versions } = await platformClient(ctx).request<{
    versions: ({ version: string; deployedAt: number; deployedBy: string; source: string; files: number } & Partial<AreaSize>)[];
  }>('GET', `/_platform/versions/${remote}`);
  if (versions.length === 0) ctx.out(`${remote}: no builds registered`);
  for (const v of versions) {
    const size = v.initialBytes === undefined ? '' : `; ${describeSize({ initialBytes: v.initialBytes, budgetBytes: v.budgetBytes })}`;
    ctx.out(`${remote}@${v.version}  ${new Date(v.deployedAt).toISOString()}  by ${v.deployedBy} (${v.source}, ${v.files} files${size})`);
  }
}

export async function auditCommand(ctx: CliContext, target: string | undefined, limit: string | undefined): Promise<void> {
  const query = new URLSearchParams({ limit: limit ?? '20', ...(target ? { remote: remoteOf(target, 'audit') } : {}) });
  const { entries } = await platformClient(ctx).request<{ entries: AuditEntry[] }>('GET', `/_platform/audit?${query}`);
  for (const e of entries)
    ctx.out(`${new Date(e.at).toISOString()}  ${e.actor}  ${e.remote ?? '-'}  ${e.action}: ${e.summary} — ${e.reason}`);
}
