import { registerApplication } from 'single-spa';
import {
  AREA_LABEL,
  AREA_OF_REMOTE,
  REMOTE_NAMES,
  bus,
  isAreaActive,
  parseRoute,
  type PlatformConfig,
  type RemoteDescriptor,
  type RemoteName,
} from 'shared-contracts';
import { createAreaHost } from './areaHost';
import type { AreaModule } from './areaModule';
import { createAreaView } from './areaView';

export interface AreaRegistrationDeps {
  load(remote: RemoteDescriptor, failedLoads: number): Promise<AreaModule>;
}

export function regionOf(remote: RemoteName): HTMLElement {
  const region = document.getElementById(`area-${remote}`);
  if (!region) throw new Error(`the document has no region for ${remote}`);
  return region;
}

/** One single-spa application per area, active on the routes that area owns. */
export function registerAreas(config: PlatformConfig, deps: AreaRegistrationDeps): void {
  for (const name of REMOTE_NAMES) {
    const listed = config.remotes.find((r) => r.name === name);
    // An area the edge server did not list is not deployed: its routes show its failure region.
    const remote: RemoteDescriptor = listed ?? { name, version: 'none', manifestUrl: '' };
    const host = createAreaHost({
      remote,
      view: createAreaView(regionOf(name), AREA_LABEL[name]),
      timeoutMs: config.loadTimeoutMs,
      load: (failedLoads) =>
        listed ? deps.load(listed, failedLoads) : Promise.reject(new Error(`${name} is not deployed`)),
      onFailure: (reason) => bus.emit('platform/remote-failed', { name, version: remote.version, reason }),
    });
    const area = AREA_OF_REMOTE[name];
    registerApplication({
      name,
      app: async () => host,
      activeWhen: (location) => isAreaActive(area, parseRoute(location)),
    });
  }
}
