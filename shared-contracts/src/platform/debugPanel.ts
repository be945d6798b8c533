// What the employee debug panel asks the edge server (shell/server/debugRoutes.ts): the builds each
// area could be switched to, and a signed override link for one of them. Both answer 403 to anyone
// who is not a signed-in employee. The answers cross a process boundary, so each field is checked.

import { isRemoteName, type RemoteName } from './areas';

export const DEBUG_VERSIONS_PATH = '/_platform/debug/versions';
export const DEBUG_OVERRIDE_LINK_PATH = '/_platform/debug/override-link';
/** The reason the audit log gives for overrides the panel issues. */
export const DEBUG_OVERRIDE_REASON = 'debug panel';

/** A registered build this shell can run. */
export interface DebugBuild {
  version: string;
  /** ISO date. */
  deployedAt: string;
  deployedBy: string;
  /** What routing does with it now: the version most visitors get, the canary, or neither. */
  role: 'stable' | 'canary' | null;
}

export interface DebugAreaVersions {
  remote: RemoteName;
  /** Switched off by the kill switch (an override still shows it). */
  killed: boolean;
  /** Percent of visitors on the canary (0 without one). */
  canaryShare: number;
  /** Newest first. */
  builds: DebugBuild[];
}

/** What `GET /_platform/debug/versions` answers. */
export interface DebugVersions {
  areas: DebugAreaVersions[];
}

/** What `POST /_platform/debug/override-link` takes. */
export interface DebugOverrideLinkRequest {
  remote: RemoteName;
  version: string;
}

/** What it answers: a link (`/?pb-override=<token>`) that pins this browser to the build until it expires. */
export interface DebugOverrideLink {
  remote: RemoteName;
  version: string;
  link: string;
  /** ISO date. */
  expiresAt: string;
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  return value as Record<string, unknown>;
}

function textAt(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${where}.${key} must be a non-empty string`);
  return value;
}

function remoteAt(record: Record<string, unknown>, where: string): RemoteName {
  if (!isRemoteName(record.remote)) throw new Error(`${where}.remote is not a known remote`);
  return record.remote;
}

function parseBuild(input: unknown, where: string): DebugBuild {
  const build = objectAt(input, where);
  const { role } = build;
  if (role !== 'stable' && role !== 'canary' && role !== null) throw new Error(`${where}.role must be "stable", "canary" or null`);
  return {
    version: textAt(build, 'version', where),
    deployedAt: textAt(build, 'deployedAt', where),
    deployedBy: textAt(build, 'deployedBy', where),
    role,
  };
}

/** Validates what `GET /_platform/debug/versions` answers. */
export function parseDebugVersions(input: unknown): DebugVersions {
  const where = DEBUG_VERSIONS_PATH;
  const { areas } = objectAt(input, where);
  if (!Array.isArray(areas)) throw new Error(`${where}: "areas" must be an array`);
  return {
    areas: areas.map((entry: unknown, index): DebugAreaVersions => {
      const at = `${where}: areas[${index}]`;
      const area = objectAt(entry, at);
      const { killed, canaryShare, builds } = area;
      if (typeof killed !== 'boolean') throw new Error(`${at}.killed must be a boolean`);
      if (typeof canaryShare !== 'number' || !(canaryShare >= 0 && canaryShare <= 100)) {
        throw new Error(`${at}.canaryShare must be a percentage`);
      }
      if (!Array.isArray(builds)) throw new Error(`${at}.builds must be an array`);
      return {
        remote: remoteAt(area, at),
        killed,
        canaryShare,
        builds: builds.map((build: unknown, i) => parseBuild(build, `${at}.builds[${i}]`)),
      };
    }),
  };
}

/** Validates what `POST /_platform/debug/override-link` answers. */
export function parseDebugOverrideLink(input: unknown): DebugOverrideLink {
  const where = DEBUG_OVERRIDE_LINK_PATH;
  const answer = objectAt(input, where);
  const link = textAt(answer, 'link', where);
  if (!link.startsWith('/?pb-override=')) throw new Error(`${where}.link must be a link to this site with ?pb-override=`);
  return {
    remote: remoteAt(answer, where),
    version: textAt(answer, 'version', where),
    link,
    expiresAt: textAt(answer, 'expiresAt', where),
  };
}
