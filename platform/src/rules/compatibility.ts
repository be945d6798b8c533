// Whether a build can run inside the shell that serves it: built against the shell's
// shared-contracts major, and every shared singleton's range satisfied by the version the shell
// provides. Checked when a build is uploaded and again when routing would serve it.

import semver from 'semver';

export interface SharedRequirement {
  /** The share key, e.g. 'react' or 'react-dom/client'. */
  name: string;
  /** The range the build asks for, e.g. '^19.3.1'. */
  requiredVersion: string;
  singleton: boolean;
}

export interface BuildContract {
  contractsVersion: string;
  shared: SharedRequirement[];
}

export interface ShellProvides {
  contractsVersion: string;
  /** Share key to the version the shell provides. */
  shared: Record<string, string>;
}

/** The contracts version of a build that shares no part of shared-contracts: it depends on none. */
export const NO_CONTRACTS = 'none';

/** Every reason the build cannot run in this shell, each a sentence; empty when it can. */
export function incompatibilities(build: BuildContract, shell: ShellProvides): string[] {
  const problems: string[] = [];
  if (build.contractsVersion !== NO_CONTRACTS) {
    const built = semver.valid(build.contractsVersion);
    if (!built) {
      problems.push(`the build names shared-contracts "${build.contractsVersion}", which is not a version.`);
    } else if (semver.major(built) !== semver.major(shell.contractsVersion)) {
      problems.push(
        `it was built against shared-contracts ${built} (major ${semver.major(built)}), but the shell runs shared-contracts ${shell.contractsVersion} (major ${semver.major(shell.contractsVersion)}): rebuild it against a ${semver.major(shell.contractsVersion)}.x contracts package.`,
      );
    }
  }
  for (const requirement of build.shared) {
    const provided = shell.shared[requirement.name];
    if (provided === undefined) {
      if (requirement.singleton) {
        problems.push(`it shares "${requirement.name}" as a singleton, but the shell does not provide it.`);
      }
      continue;
    }
    if (!semver.validRange(requirement.requiredVersion)) {
      problems.push(`its range for "${requirement.name}", "${requirement.requiredVersion}", is not a semver range.`);
    } else if (!semver.satisfies(provided, requirement.requiredVersion)) {
      problems.push(`it needs ${requirement.name} ${requirement.requiredVersion}, but the shell provides ${requirement.name} ${provided}.`);
    }
  }
  return problems;
}
