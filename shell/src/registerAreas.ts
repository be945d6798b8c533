import { registerApplication } from 'single-spa';
import {
  AREA_LABEL,
  AREA_OF_REMOTE,
  REMOTE_NAMES,
  bus,
  getLocationSnapshot,
  isAreaActive,
  ownsRoute,
  subscribeToLocation,
  type CurrentRemotes,
  type PlatformConfig,
  type RemoteDescriptor,
  type RemoteLoadReport,
  type RemoteName,
} from 'shared-contracts';
import { createAreaHost } from './areaHost';
import type { AreaModule } from './areaModule';
import { createAreaView } from './areaView';

export interface AreaRegistrationDeps {
  load: (remote: RemoteDescriptor, failedLoads: number) => Promise<AreaModule>;
  /** The builds this visitor gets now (asked when a page's build fails to load). */
  current: () => Promise<CurrentRemotes>;
  report: (load: RemoteLoadReport) => void;
}

function regionOf(remote: RemoteName): HTMLElement {
  const region = document.getElementById(`area-${remote}`);
  if (!region) throw new Error(`the document has no region for ${remote}`);
  return region;
}

/** One single-spa application per area, active on the routes that area owns. */
export function registerAreas(config: PlatformConfig, deps: AreaRegistrationDeps): void {
  // Which report token vouches for which build: the document's, or a later refresh's for a build
  // the document did not have. The document's stays first: only a document's token counts towards
  // a canary's health (a refresh names no page view), so a build that fails again after a refresh
  // is still reported as this page's.
  const tokenOf = new Map<string, string>();
  const noteTokens = (remotes: readonly RemoteDescriptor[], token: string | undefined) => {
    if (token) for (const r of remotes) if (!tokenOf.has(`${r.name}@${r.version}`)) tokenOf.set(`${r.name}@${r.version}`, token);
  };
  noteTokens(config.remotes, config.reportToken);

  for (const name of REMOTE_NAMES) {
    const listed = config.remotes.find((r) => r.name === name);
    // An area the edge server did not list is not deployed (or switched off): its routes show its
    // failure region.
    const remote: RemoteDescriptor = listed ?? { name, version: 'none', entryUrl: '' };
    const area = AREA_OF_REMOTE[name];
    const view = createAreaView(regionOf(name), AREA_LABEL[name], () => !ownsRoute(area, getLocationSnapshot().route));
    subscribeToLocation(() => view.refreshStatus());
    const host = createAreaHost({
      remote,
      view,
      timeoutMs: config.loadTimeoutMs,
      load: (descriptor, failedLoads) =>
        descriptor.entryUrl ? deps.load(descriptor, failedLoads) : Promise.reject(new Error(`${name} is not deployed`)),
      refresh: async () => {
        const fresh = await deps.current();
        noteTokens(fresh.remotes, fresh.reportToken);
        return fresh.remotes.find((r) => r.name === name) ?? null;
      },
      onFailure: (reason, version) => bus.emit('platform/remote-failed', { name, version, reason }),
      onLoad: (outcome) => {
        const token = tokenOf.get(`${name}@${outcome.version}`);
        if (!token) return;
        deps.report({
          remote: name,
          version: outcome.version,
          ok: outcome.ok,
          durationMs: outcome.durationMs,
          token,
          ...(outcome.reason ? { reason: outcome.reason } : {}),
        });
      },
    });
    registerApplication({
      name,
      app: async () => host,
      // The route is parsed once per URL (the snapshot is cached by href), not once per area.
      activeWhen: () => isAreaActive(area, getLocationSnapshot().route),
    });
  }
}
