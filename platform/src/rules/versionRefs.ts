// How people name a build: `mf_feed@1.3.0+4f2a9c01de` exactly, or `mf_feed@1.3.0` when only one
// build of that package version is registered.

import { isRemoteName, REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';

export interface VersionRef {
  remote: RemoteName;
  version: string;
}

/** A registered version: a semver package version, then '+' and the build id. */
export const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?\+[0-9a-f]{10}$/;
const PACKAGE_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/;

export function isPackageVersion(value: string): boolean {
  return PACKAGE_VERSION.test(value);
}

export function versionOf(packageVersion: string, buildId: string): string {
  return `${packageVersion}+${buildId}`;
}

export function parseVersionRef(text: string): VersionRef {
  const at = text.indexOf('@');
  if (at < 0) throw new Error(`"${text}" is not a version: write it as remote@version, e.g. mf_feed@1.3.0`);
  const remote = text.slice(0, at);
  const version = text.slice(at + 1);
  if (!isRemoteName(remote)) throw new Error(`"${remote}" is not a remote (known: ${REMOTE_NAMES.join(', ')})`);
  if (!VERSION_PATTERN.test(version) && !PACKAGE_VERSION.test(version)) {
    throw new Error(`"${version}" is not a version of ${remote}: use 1.3.0 or 1.3.0+<build id>`);
  }
  return { remote, version };
}

/**
 * The registered version a reference names. A package version alone must match exactly one build.
 */
export function resolveVersion(ref: VersionRef, registered: readonly string[]): string {
  if (ref.version.includes('+')) {
    if (registered.includes(ref.version)) return ref.version;
    throw new Error(`${ref.remote}@${ref.version} is not registered`);
  }
  const builds = registered.filter((v) => v.startsWith(`${ref.version}+`));
  if (builds.length === 1) return builds[0]!;
  if (builds.length === 0) throw new Error(`${ref.remote}@${ref.version} is not registered`);
  throw new Error(`${ref.remote}@${ref.version} names ${builds.length} builds (${builds.join(', ')}): give the build id too`);
}
