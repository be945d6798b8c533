// Each area records the React it runs on and the bus it holds, so a check in the page (the
// end-to-end suite, or a person in devtools) can prove there is exactly one of each.

import { bus } from './eventBus';

export interface AreaRuntime {
  react: object;
  bus: object;
}

type ProbeHost = typeof globalThis & { __pinboardRuntimes?: Record<string, AreaRuntime> };

export function recordAreaRuntime(owner: string, react: object): void {
  const host = globalThis as ProbeHost;
  host.__pinboardRuntimes ??= {};
  host.__pinboardRuntimes[owner] = { react, bus };
}
