// The single-spa application the shell registers for each area. It never fails as far as
// single-spa can see: loading, bootstrapping and mounting the remote happen inside its mount,
// bounded by a timeout, and any failure shows the area's failure region, whose Retry runs the
// same steps again without a page reload. (A single-spa app whose load or mount throws is marked
// broken and could only be recovered by reloading the page.) A page keeps the builds it started
// with; when one fails to load (a deploy may have removed it), the host asks for the current
// build once and retries with it before showing the failure.

import type { RemoteDescriptor } from 'shared-contracts/platform';
import type { AreaModule, AreaMountProps } from './areaModule';
import { failureReason } from './failureReason';
import { withTimeout } from './withTimeout';

export interface AreaView {
  showLoading: () => void;
  showFailure: (onRetry: () => void) => void;
  showMounted: () => void;
  clear: () => void;
  /** A fresh, empty element for the remote to render into. */
  freshMountNode: () => HTMLElement;
}

export interface LoadOutcome {
  version: string;
  ok: boolean;
  durationMs: number;
  reason?: string;
}

export interface AreaHostOptions {
  remote: RemoteDescriptor;
  view: AreaView;
  /** Fetches the build's './app' (a loader that failed forgets that entry, so a retry fetches it again). */
  load: (remote: RemoteDescriptor) => Promise<AreaModule>;
  /** The build this visitor should get now, or null when there is none (asked after a failed load). */
  refresh?: () => Promise<RemoteDescriptor | null>;
  timeoutMs: number;
  /** The failure region is shown. */
  onFailure: (reason: string, version: string) => void;
  /** Each load attempt's outcome, for the platform's load reports. */
  onLoad?: (outcome: LoadOutcome) => void;
  /** The area is on the page (each time it mounts). */
  onMounted?: () => void;
}

function now(): number {
  return typeof performance === 'object' && typeof performance.now === 'function' ? performance.now() : Date.now();
}

export interface SingleSpaLifecycles {
  bootstrap: () => Promise<void>;
  mount: () => Promise<void>;
  unmount: () => Promise<void>;
}

/** Time from navigation start to this area on screen, for benchmarks and load reporting. */
function markMounted(remote: RemoteDescriptor): void {
  try {
    performance.mark(`pinboard:${remote.name}:mounted`);
  } catch {
    // Measuring must never break the area it measures.
  }
}

export function createAreaHost(options: AreaHostOptions): SingleSpaLifecycles {
  const { view, timeoutMs } = options;
  let remote = options.remote;
  let modulePromise: Promise<AreaModule> | undefined;
  let bootstrapped: Promise<unknown> | undefined;
  let active = false;
  // Every attempt, failure and unmount takes a new id, so late results of an old attempt are ignored.
  let attemptId = 0;
  let inner: { module: AreaModule; props: AreaMountProps } | undefined;

  async function unmountInner(): Promise<void> {
    const current = inner;
    inner = undefined;
    if (!current) return;
    try {
      await current.module.unmount(current.props);
    } catch (error) {
      console.error(`[shell] ${remote.name} failed to unmount`, error);
    }
  }

  function fail(id: number, error: unknown): void {
    if (!active || id !== attemptId) return;
    attemptId += 1;
    const reason = failureReason(error);
    console.error(`[shell] ${remote.name}@${remote.version} failed: ${reason}`);
    options.onFailure(reason, remote.version);
    void unmountInner();
    view.showFailure(() => void attempt(true));
  }

  /** After a failed load: the current build, if the page should retry with it. */
  async function refreshed(): Promise<boolean> {
    if (!options.refresh) return false;
    let current: RemoteDescriptor | null;
    try {
      current = await options.refresh();
    } catch {
      return false;
    }
    if (!current) return false;
    remote = current;
    return true;
  }

  // One outcome per build per page, so retries and remounts do not skew a canary's failure rate.
  const reportedVersions = new Set<string>();
  function report(outcome: LoadOutcome): void {
    if (reportedVersions.has(outcome.version)) return;
    reportedVersions.add(outcome.version);
    options.onLoad?.(outcome);
  }

  async function attempt(mayRefresh: boolean): Promise<void> {
    attemptId += 1;
    const id = attemptId;
    view.showLoading();
    const started = now();
    let module: AreaModule | undefined;
    // A remount of an already loaded module is not a load: it is not reported.
    const freshLoad = modulePromise === undefined;
    try {
      modulePromise ??= options.load(remote);
      module = await withTimeout(modulePromise, timeoutMs, `Loading ${remote.name}`);
      if (id !== attemptId) return;
      const props: AreaMountProps = {
        name: remote.name,
        remote: remote.name,
        version: remote.version,
        domElement: view.freshMountNode(),
        // Called from the area's error boundary, during React's render: act after it returns.
        reportAreaError: (error) => queueMicrotask(() => fail(id, error)),
      };
      bootstrapped ??= module.bootstrap(props);
      await withTimeout(bootstrapped, timeoutMs, `Starting ${remote.name}`);
      if (id !== attemptId) return;
      inner = { module, props };
      await withTimeout(module.mount(props), timeoutMs, `Mounting ${remote.name}`);
      if (id !== attemptId) return;
      view.showMounted();
      markMounted(remote);
      options.onMounted?.();
      if (freshLoad) report({ version: remote.version, ok: true, durationMs: Math.round(now() - started) });
    } catch (error) {
      if (id !== attemptId || !active) return;
      const failure: LoadOutcome = {
        version: remote.version,
        ok: false,
        durationMs: Math.round(now() - started),
        reason: failureReason(error),
      };
      const loadFailed = !module;
      if (loadFailed) {
        modulePromise = undefined;
      } else if (!inner) {
        bootstrapped = undefined;
      }
      if (loadFailed && mayRefresh && (await refreshed()) && id === attemptId && active) {
        // The same build again: its outcome is the retry's. Another build: this one did fail.
        if (remote.version !== failure.version) report(failure);
        return attempt(false);
      }
      report(failure);
      fail(id, error);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async () => {
      active = true;
      void attempt(true);
    },
    unmount: async () => {
      active = false;
      attemptId += 1;
      view.clear();
      await unmountInner();
    },
  };
}
