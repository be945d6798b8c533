// How people name an area and a build of it: `mf_feed`, `mf_feed@1.3.0` or `mf_feed@1.3.0+4f2a9c01de`.
// The CLI checks only the shape; which areas exist is the registry's to say, and it says no.

import { CliError } from './cliContext';

/** The areas the registry had when this CLI was made: named in help and hints, not enforced. */
export const KNOWN_AREAS = ['mf_feed', 'mf_closeup', 'mf_boards', 'mf_experiences', 'mf_business'] as const;

const REMOTE_SHAPE = /^[a-z][a-z0-9_]{0,63}$/;
const VERSION_SHAPE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9a-f]{10})?$/;

export interface VersionRef {
  remote: string;
  version: string;
}

export function isKnownArea(name: string): boolean {
  return (KNOWN_AREAS as readonly string[]).includes(name);
}

/** A remote name as given, if it has the shape of one; `source` says where it was given. */
export function checkRemoteName(name: string, source: string): string {
  if (!REMOTE_SHAPE.test(name)) {
    throw new CliError(`${source} "${name}" is not an area's name: areas are named like ${KNOWN_AREAS.join(', ')}`);
  }
  return name;
}

export function remoteOf(text: string | undefined, command: string): string {
  if (!text) throw new CliError(`${command} needs an area, e.g. pinboard ${command} mf_feed`);
  return checkRemoteName(text.split('@')[0] ?? '', `${command}:`);
}

export function versionRefOf(text: string | undefined, command: string): VersionRef {
  if (!text) throw new CliError(`${command} needs a version, e.g. pinboard ${command} mf_feed@1.3.0`);
  const at = text.indexOf('@');
  if (at < 0) throw new CliError(`"${text}" is not a version: write it as area@version, e.g. mf_feed@1.3.0`);
  const remote = checkRemoteName(text.slice(0, at), `${command}:`);
  const version = text.slice(at + 1);
  if (!VERSION_SHAPE.test(version)) throw new CliError(`"${version}" is not a version of ${remote}: use 1.3.0 or 1.3.0+<build id>`);
  return { remote, version };
}
