// The loader of the components one area lends another through Module Federation. The shell, which
// owns the federation runtime and its integrity checks, provides it; areas ask for a module by
// remote and exposed name and get it checked against its contract (shared-contracts).

import {
  type ExposedLoader,
  isPinGridModule,
  type MountedPinGrid,
  PIN_GRID_EXPOSE,
  type PinGridModule,
  type PinGridMountProps,
  type RemoteName,
} from 'shared-contracts/platform';

let loader: ExposedLoader | null = null;

/** Called once by the shell at start. */
export function provideExposedLoader(load: ExposedLoader): void {
  loader = load;
}

export function loadExposed(remote: RemoteName, exposed: string): Promise<unknown> {
  if (!loader) return Promise.reject(new Error('No shell is running to load other areas.'));
  return loader(remote, exposed);
}

/** Loads the feed area's grid, checked against its contract. */
export async function loadPinGrid(): Promise<PinGridModule> {
  const module = await loadExposed('mf_feed', PIN_GRID_EXPOSE);
  if (!isPinGridModule(module)) throw new Error('mf_feed did not expose a pin grid.');
  return module;
}

export interface AttachedPinGrid {
  update: (props: PinGridMountProps) => void;
  /** Unmounts the grid, or stops a mount still waiting for the module. */
  detach: () => void;
}

/**
 * Loads the feed's grid and mounts it into `element`; the latest props win if they change while
 * the module loads. Unmounting waits a microtask: React forbids unmounting a root while another
 * root renders, and areas detach from their own effects' cleanups.
 */
export function attachPinGrid(
  element: HTMLElement,
  props: PinGridMountProps,
  onError: (error: unknown) => void,
  load: () => Promise<PinGridModule> = loadPinGrid,
): AttachedPinGrid {
  let latest = props;
  let grid: MountedPinGrid | null = null;
  let detached = false;
  load().then(
    (module) => {
      if (detached) return;
      try {
        grid = module.mountPinGrid(element, latest);
      } catch (error) {
        onError(error);
      }
    },
    (error: unknown) => {
      if (!detached) onError(error);
    },
  );
  return {
    update(next) {
      latest = next;
      grid?.update(next);
    },
    detach() {
      detached = true;
      const mounted = grid;
      grid = null;
      if (mounted) queueMicrotask(() => mounted.unmount());
    },
  };
}
