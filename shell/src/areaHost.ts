// The single-spa application the shell registers for each area. It never fails as far as
// single-spa can see: loading, bootstrapping and mounting the remote happen inside its mount,
// bounded by a timeout, and any failure shows the area's failure region, whose Retry runs the
// same steps again without a page reload. (A single-spa app whose load or mount throws is marked
// broken and could only be recovered by reloading the page.)

import type { RemoteDescriptor } from 'shared-contracts';
import type { AreaModule, AreaMountProps } from './areaModule';
import { failureReason } from './failureReason';
import { withTimeout } from './withTimeout';

export interface AreaView {
  showLoading(): void;
  showFailure(onRetry: () => void): void;
  showMounted(): void;
  clear(): void;
  /** A fresh, empty element for the remote to render into. */
  freshMountNode(): HTMLElement;
}

export interface AreaHostOptions {
  remote: RemoteDescriptor;
  view: AreaView;
  /** Fetches the remote's './app'; `attempt` counts earlier failed loads. */
  load(attempt: number): Promise<AreaModule>;
  timeoutMs: number;
  onFailure(reason: string): void;
}

export interface SingleSpaLifecycles {
  bootstrap(): Promise<void>;
  mount(): Promise<void>;
  unmount(): Promise<void>;
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
  const { remote, view, timeoutMs } = options;
  let modulePromise: Promise<AreaModule> | undefined;
  let failedLoads = 0;
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
    options.onFailure(reason);
    void unmountInner();
    view.showFailure(() => void attempt());
  }

  async function attempt(): Promise<void> {
    attemptId += 1;
    const id = attemptId;
    view.showLoading();
    let module: AreaModule | undefined;
    try {
      modulePromise ??= options.load(failedLoads);
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
    } catch (error) {
      if (!module) {
        modulePromise = undefined;
        failedLoads += 1;
      } else if (!inner) {
        bootstrapped = undefined;
      }
      fail(id, error);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async () => {
      active = true;
      void attempt();
    },
    unmount: async () => {
      active = false;
      attemptId += 1;
      view.clear();
      await unmountInner();
    },
  };
}
