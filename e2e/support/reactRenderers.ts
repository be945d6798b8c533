// Counts the React renderers a page registers, the way React's devtools do: through the hook each
// renderer injects itself into as it loads. Installed before any page script runs.

import type { Browser } from './browser';

export async function watchReactRenderers(browser: Browser): Promise<void> {
  await browser.addInitScript(() => {
    const versions: string[] = [];
    const hook = {
      supportsFiber: true,
      renderers: new Map<number, unknown>(),
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        versions.push(`${renderer.rendererPackageName ?? 'unknown'}@${renderer.version ?? 'unknown'}`);
        hook.renderers.set(versions.length, renderer);
        return versions.length;
      },
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __renderersSeen: versions });
  });
}

/** The renderers registered so far in this document, as 'react-dom@19.3.1'. */
export function reactRenderersSeen(browser: Browser): Promise<string[]> {
  return browser.execute(() => (window as unknown as { __renderersSeen?: string[] }).__renderersSeen ?? []);
}
