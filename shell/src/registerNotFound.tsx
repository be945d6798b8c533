import { createRoot, type Root } from 'react-dom/client';
import { registerApplication } from 'single-spa';
import { getLocationSnapshot } from 'page-runtime';
import { NotFoundScreen } from 'react-kit';

/** The shell's own application: the not-found page for URLs no area owns. */
export function registerNotFound(region: HTMLElement): void {
  let root: Root | undefined;
  registerApplication({
    name: 'shell-not-found',
    app: async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        root = createRoot(region);
        root.render(<NotFoundScreen />);
      },
      unmount: async () => {
        root?.unmount();
        root = undefined;
      },
    }),
    activeWhen: () => getLocationSnapshot().route.area === 'not-found',
  });
}
