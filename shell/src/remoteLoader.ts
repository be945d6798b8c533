// Module Federation at run time: the shell's build knows no remote; the list comes from the
// document. Registering costs no request; a remote's manifest and entry are fetched only when its
// area is first mounted.

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from 'shared-contracts';
import { assertAreaModule, type AreaModule } from './areaModule';

function toFederationRemote(remote: RemoteDescriptor) {
  return { name: remote.name, entry: remote.manifestUrl };
}

export function registerAreaRemotes(remotes: readonly RemoteDescriptor[]): void {
  registerRemotes(remotes.map(toFederationRemote));
}

export async function loadAreaModule(remote: RemoteDescriptor, failedLoads: number): Promise<AreaModule> {
  // After a failure the runtime may hold the broken entry: register it again so Retry refetches.
  if (failedLoads > 0) registerRemotes([toFederationRemote(remote)], { force: true });
  const module: unknown = await loadRemote(`${remote.name}/app`);
  return assertAreaModule(module, remote.name);
}
