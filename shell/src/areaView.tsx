import { createRoot, type Root } from 'react-dom/client';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts/platform';
import { AreaFailure } from './AreaFailure';
import type { AreaView } from './areaHost';
import styles from './areaView.module.css';

type Status = { kind: 'none' } | { kind: 'loading' } | { kind: 'failure'; onRetry: () => void };

/**
 * The DOM side of an area host: a status line (loading, failure) and the remote's mount node.
 * `isLayerOnly` says the area runs under another area's page (a layer): its loading and failure
 * are then not the visitor's business, so they stay quiet until the visitor is on its own page.
 */
export function createAreaView(
  region: HTMLElement,
  label: string,
  isLayerOnly: () => boolean = () => false,
): AreaView & { refreshStatus: () => void } {
  const statusNode = document.createElement('div');
  statusNode.className = 'area-status';
  region.prepend(statusNode);
  let root: Root | undefined;
  // The first screen the edge server rendered into the region: the area hydrates it, once.
  let serverRendered = region.querySelector<HTMLElement>(`:scope > .area-mount[${SERVER_RENDERED_ATTRIBUTE}]`) ?? undefined;
  let mountNode: HTMLElement | undefined;
  let status: Status = { kind: 'none' };

  const renderStatus = (next: Status) => {
    status = next;
    root ??= createRoot(statusNode);
    const quiet = isLayerOnly();
    if (next.kind === 'loading' && !quiet)
      root.render(
        <p className={styles.loading} role="status">
          Loading {label}…
        </p>,
      );
    else if (next.kind === 'failure' && !quiet) root.render(<AreaFailure label={label} onRetry={next.onRetry} />);
    else root.render(null);
  };
  const dropMountNode = () => {
    mountNode?.remove();
    mountNode = undefined;
  };

  return {
    showLoading() {
      region.setAttribute('aria-busy', 'true');
      // The server's markup is the region's content meanwhile: no loading line pushes it down.
      if (!serverRendered) renderStatus({ kind: 'loading' });
    },
    showFailure(onRetry) {
      region.removeAttribute('aria-busy');
      dropMountNode();
      serverRendered?.remove();
      serverRendered = undefined;
      renderStatus({ kind: 'failure', onRetry });
    },
    showMounted() {
      region.removeAttribute('aria-busy');
      renderStatus({ kind: 'none' });
    },
    clear() {
      region.removeAttribute('aria-busy');
      renderStatus({ kind: 'none' });
      dropMountNode();
    },
    /** After a navigation: a quiet failure becomes visible on the area's own page. */
    refreshStatus() {
      if (status.kind !== 'none') renderStatus(status);
    },
    freshMountNode() {
      if (serverRendered) {
        mountNode = serverRendered;
        serverRendered = undefined;
        return mountNode;
      }
      dropMountNode();
      // What the server rendered into the region (a pin page for a bot) gives way to the area itself,
      // so a bot that runs scripts does not read the page twice.
      for (const child of [...region.children]) if (child !== statusNode) child.remove();
      mountNode = document.createElement('div');
      mountNode.className = 'area-mount';
      region.append(mountNode);
      return mountNode;
    },
  };
}
