// The commands that read the registry: status (routing, documents and loads per area), the
// versions of an area, and the audit log.

import { CliError, type CliContext } from './cliContext';
import type { CliFlags } from './cliFlags';
import { platformClient } from './platformCommands';
import { remoteOf } from './remoteNames';

/** The parts of GET /_platform/status the CLI prints. */
interface StatusAnswer {
  remotes: {
    remote: string;
    routing: { killed: boolean; stable: string | null; canary: string | null; share: number };
    versions: {
      version: string;
      role: string;
      documents: number;
      documentShare: number;
      loads: number;
      failures: number;
      loadP50Ms: number | null;
      loadP95Ms: number | null;
    }[];
    canaryHealth: {
      version: string;
      decision: string;
      reason: string;
      documents: number;
      loads: number;
      failures: number;
      failingVisitors: number;
      failingAddresses: number;
    } | null;
  }[];
}

interface VersionsAnswer {
  versions: {
    version: string;
    deployedAt: number | string;
    deployedBy: string;
    source: string;
    files: number;
    initialBytes?: number;
    budgetBytes?: number;
  }[];
}

interface AuditAnswer {
  entries: { at: number | string; actor: string; remote: string | null; action: string; summary: string; reason: string }[];
}

const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function statusCommand(ctx: CliContext, flags: CliFlags): Promise<void> {
  const status = await platformClient(ctx, flags, 'read').request<StatusAnswer>('GET', '/_platform/status');
  for (const remote of status.remotes) {
    const r = remote.routing;
    const routing = r.killed
      ? 'SWITCHED OFF'
      : r.stable
        ? `stable ${r.stable}${r.canary ? `, canary ${r.canary} at ${r.share} %` : ''}`
        : 'not deployed';
    ctx.out(`${remote.remote}: ${routing}`);
    for (const v of remote.versions.slice(0, 5)) {
      ctx.out(
        `  ${v.version.padEnd(24)} ${v.role.padEnd(8)} docs ${String(v.documents).padStart(5)} (${v.documentShare} %)  loads ${v.loads}  failures ${v.failures}  p50 ${ms(v.loadP50Ms)}  p95 ${ms(v.loadP95Ms)}`,
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

export async function versionsCommand(ctx: CliContext, target: string | undefined, flags: CliFlags): Promise<void> {
  const remote = remoteOf(target, 'versions');
  const { versions } = await platformClient(ctx, flags, 'read').request<VersionsAnswer>('GET', `/_platform/versions/${remote}`);
  if (versions.length === 0) ctx.out(`${remote}: no builds registered`);
  for (const v of versions) {
    const budget = v.budgetBytes === undefined ? '' : ` of its ${kb(v.budgetBytes)} budget`;
    const size = v.initialBytes === undefined ? '' : `; ${kb(v.initialBytes)} before it can mount${budget}`;
    ctx.out(`${remote}@${v.version}  ${new Date(v.deployedAt).toISOString()}  by ${v.deployedBy} (${v.source}, ${v.files} files${size})`);
  }
}

export async function auditCommand(ctx: CliContext, target: string | undefined, flags: CliFlags): Promise<void> {
  const limit = flags.limit ?? '20';
  if (!/^[1-9]\d*$/.test(limit)) throw new CliError('--limit is a whole number of entries, e.g. --limit 50');
  const query = new URLSearchParams({ limit, ...(target ? { remote: remoteOf(target, 'audit') } : {}) });
  const { entries } = await platformClient(ctx, flags).request<AuditAnswer>('GET', `/_platform/audit?${query.toString()}`);
  for (const e of entries)
    ctx.out(`${new Date(e.at).toISOString()}  ${e.actor}  ${e.remote ?? '-'}  ${e.action}: ${e.summary} — ${e.reason}`);
}
