// What platform engineers change by hand: a remote's routing (stable, canary, promote, rollback,
// kill) and signed overrides, each refused without a reason and written to the audit log. A build
// over its size budget is not promoted unless forced, and the audit log says it was.

import type { RemoteName } from 'shared-contracts/platform';
import {
  RoutingRefusal,
  clearCanary,
  promoteCanary,
  rollBack,
  setCanary,
  setKilled,
  setStable,
  type Change,
  type RemoteRouting,
} from '../rules/routing';
import { describeSize, isGatedByBudget, isOverBudget, overBudgetRefusal, type GatedChange } from '../rules/budgets';
import { signToken } from '../rules/signedTokens';
import { parseVersionRef } from '../rules/versionRefs';
import type { RegisteredBuilds } from './registeredBuilds';
import { RegistryError } from './registryError';
import type { AuditEntry, RegistryStore, VersionRecord } from './registryStore';

export const MAX_OVERRIDE_TTL_MS = 7 * 24 * 3600_000;
export const DEFAULT_OVERRIDE_TTL_MS = 3600_000;

export type RoutingCommand =
  | { kind: 'stable'; version: string }
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'stop-canary' }
  | { kind: 'promote' }
  | { kind: 'rollback' }
  | { kind: 'kill'; killed: boolean };

export interface Actor {
  name: string;
}

export interface RoutingOptions {
  /** Serve a build over its size budget anyway; the reason given says why, in the audit log. */
  forceOverBudget?: boolean;
}

function gatedChange(command: RoutingCommand): GatedChange {
  if (command.kind === 'stable' || command.kind === 'promote') return { kind: command.kind };
  if (command.kind === 'canary') return { kind: 'canary', share: command.share };
  return { kind: 'other' };
}

export interface RoutingChangesDeps {
  store: RegistryStore;
  builds: Pick<RegisteredBuilds, 'findVersion' | 'resolveRef' | 'checkCompatible' | 'readSize'>;
  signingSecret: string;
  now: () => number;
  log: (line: string) => void;
}

export type RoutingChanges = ReturnType<typeof createRoutingChanges>;

export function createRoutingChanges({ store, builds, signingSecret, now, log }: RoutingChangesDeps) {
  const { findVersion, resolveRef, checkCompatible, readSize } = builds;

  /**
   * Refuses to serve an over-budget build to more than a small canary unless forced; when forced,
   * returns what was forced (for the audit entry), else undefined.
   */
  async function checkBudget(
    remote: RemoteName,
    command: RoutingCommand,
    record: VersionRecord | undefined,
    options: RoutingOptions,
  ): Promise<string | undefined> {
    if (!isGatedByBudget(gatedChange(command))) return undefined;
    let target = record;
    if (command.kind === 'promote') {
      const canary = (await store.routing())[remote].canary;
      target = canary ? await findVersion(remote, canary) : undefined;
    }
    if (!target) return undefined;
    const size = await readSize(target);
    if (!isOverBudget(size)) return undefined;
    const ref = `${target.remote}@${target.version}`;
    if (!options.forceOverBudget) throw new RegistryError(409, overBudgetRefusal(ref, size));
    return `${ref} is ${describeSize(size)}`;
  }

  function changeFor(command: RoutingCommand, record: VersionRecord | undefined): (routing: RemoteRouting) => Change {
    switch (command.kind) {
      case 'stable':
        return (routing) => setStable(routing, record!.version);
      case 'canary':
        return (routing) => setCanary(routing, record!.version, command.share, now());
      case 'stop-canary':
        return clearCanary;
      case 'promote':
        return promoteCanary;
      case 'rollback':
        return rollBack;
      case 'kill':
        return (routing) => setKilled(routing, command.killed);
    }
  }

  async function changeRouting(
    remote: RemoteName,
    command: RoutingCommand,
    actor: Actor,
    reason: string,
    options: RoutingOptions = {},
  ): Promise<{ routing: RemoteRouting; summary: string; forcedOverBudget?: string }> {
    if (reason.trim() === '') throw new RegistryError(400, 'say why: every routing change needs a reason for the audit log');
    const record = command.kind === 'stable' || command.kind === 'canary' ? await resolveRef(remote, command.version) : undefined;
    if (record) checkCompatible(record);
    const forced = await checkBudget(remote, command, record, options);
    const change = changeFor(command, record);
    let summary = '';
    try {
      // Promote and rollback serve a version nobody named: check it can still run in this shell first.
      if (command.kind === 'promote' || command.kind === 'rollback') {
        const current = (await store.routing())[remote];
        const target = change(current).next.stable;
        if (target && target !== current.stable) checkCompatible((await findVersion(remote, target))!);
      }
      const routing = await store.updateRouting(remote, (current) => {
        const applied = change(current);
        summary = forced ? `${applied.summary} (forced over budget: ${forced})` : applied.summary;
        return {
          next: applied.next,
          audit: { at: now(), actor: actor.name, remote, action: command.kind, summary, reason: reason.trim() },
        };
      });
      log(`registry: ${actor.name} changed ${remote}: ${summary}`);
      return { routing, summary, ...(forced ? { forcedOverBudget: forced } : {}) };
    } catch (error) {
      if (error instanceof RegistryError) throw error;
      // The routing rules refuse with a plain Error; anything else (the database) is a 500.
      if (error instanceof RoutingRefusal) throw new RegistryError(409, `${remote}: ${error.message}`);
      throw error;
    }
  }

  /** A signed override naming registered versions, good for `ttlMs`. */
  async function issueOverride(
    refs: readonly string[],
    ttlMs: number,
    actor: Actor,
    reason: string,
  ): Promise<{ token: string; expiresAt: number; versions: Record<string, string> }> {
    if (refs.length === 0) throw new RegistryError(400, 'name at least one version, e.g. mf_feed@1.3.0');
    if (!Number.isInteger(ttlMs) || ttlMs < 60_000 || ttlMs > MAX_OVERRIDE_TTL_MS) {
      throw new RegistryError(400, `an override lasts from 1 minute to ${MAX_OVERRIDE_TTL_MS / 3600_000} hours`);
    }
    if (reason.trim() === '') throw new RegistryError(400, 'say why: every override needs a reason for the audit log');
    const versions: Partial<Record<RemoteName, string>> = {};
    for (const text of refs) {
      let ref;
      try {
        ref = parseVersionRef(text);
      } catch (error) {
        throw new RegistryError(400, (error as Error).message);
      }
      if (versions[ref.remote]) throw new RegistryError(400, `${ref.remote} is named twice`);
      const record = await resolveRef(ref.remote, ref.version);
      checkCompatible(record);
      versions[ref.remote] = record.version;
    }
    const expiresAt = now() + ttlMs;
    const token = signToken(signingSecret, 'override', versions, expiresAt);
    const named = Object.entries(versions)
      .map(([r, v]) => `${r}@${v}`)
      .join(', ');
    await store.appendAudit({
      at: now(),
      actor: actor.name,
      remote: null,
      action: 'override',
      summary: `issued an override for ${named} until ${new Date(expiresAt).toISOString()}`,
      reason: reason.trim(),
    });
    return { token, expiresAt, versions: versions };
  }

  return {
    routing: () => store.routing(),

    changeRouting,

    audit: (limit: number, remote?: RemoteName): Promise<AuditEntry[]> => store.audit({ limit, ...(remote ? { remote } : {}) }),

    issueOverride,
  };
}
