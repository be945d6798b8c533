import { registerApplication, triggerAppChange } from 'single-spa';
import {
  AREA_LABEL,
  AREA_OF_REMOTE,
  type CurrentRemotes,
  type PlatformConfig,
  REMOTE_NAMES,
  type RemoteDescriptor,
  type RemoteLoadReport,
  type RemoteName,
} from 'shared-contracts/platform';
import { isAreaActive, ownsRoute } from 'shared-contracts/rules';
// Module code outside React (no deps hook): the page's bus is the default.
import { bus, getLocationSnapshot, type PageBus, subscribeToLocation } from 'page-runtime';
import { createAreaHost } from './areaHost';
import type { AreaModule } from './areaModule';
import { createAreaView } from './areaView';
import { createMessageActivation, type MessageActivation } from './messageActivation';

export interface AreaRegistrationDeps {
  load: (remote: RemoteDescriptor) => Promise<AreaModule>;
  /** The builds this visitor gets now (asked when a page's build fails to load). */
  current: () => Promise<CurrentRemotes>;
  report: (load: RemoteLoadReport) => void;
}

function regionOf(remote: RemoteName): HTMLElement {
  const region = document.getElementById(`area-${remote}`);
  if (!region) throw new Error(`the document has no region for ${remote}`);
  return region;
}

/** What declares a layer: the bus messages its build handles (absent on builds from before declarations, and in dev). */
function declaredHandles(remote: RemoteDescriptor | undefined) {
  const handles = remote?.handles;
  return handles && handles.commands.length + handles.events.length > 0 ? handles : undefined;
}

/**
 * One single-spa application per area, active on the routes that area owns. An area whose build
 * declares bus messages it handles is also started by the first of them (messageActivation.ts) and
 * then stays; a layer area whose build declares nothing is on every route, as before declarations.
 */
export function registerAreas(config: PlatformConfig, deps: AreaRegistrationDeps, events: PageBus = bus): void {
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
    const handles = declaredHandles(listed);
    const activation: MessageActivation | undefined = handles
      ? createMessageActivation(events, handles, () => void triggerAppChange())
      : undefined;
    const view = createAreaView(regionOf(name), AREA_LABEL[name], () => !ownsRoute(area, getLocationSnapshot().route));
    subscribeToLocation(() => view.refreshStatus());
    const host = createAreaHost({
      remote,
      view,
      timeoutMs: config.loadTimeoutMs,
      load: (descriptor) => (descriptor.entryUrl ? deps.load(descriptor) : Promise.reject(new Error(`${name} is not deployed`))),
      refresh: async () => {
        const fresh = await deps.current();
        noteTokens(fresh.remotes, fresh.reportToken);
        return fresh.remotes.find((r) => r.name === name) ?? null;
      },
      onFailure: (reason, version) => {
        activation?.failed(reason);
        events.emit('platform/remote-failed', { name, version, reason });
      },
      onMounted: () => activation?.mounted(),
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
      activeWhen: () =>
        activation ? activation.active() || ownsRoute(area, getLocationSnapshot().route) : isAreaActive(area, getLocationSnapshot().route),
    });
  }
}
