import { createRoot, type Root } from 'react-dom/client';
import { AreaFailure } from './AreaFailure';
import type { AreaView } from './areaHost';

/** The DOM side of an area host: a status line (loading, failure) and the remote's mount node. */
export function createAreaView(region: HTMLElement, label: string): AreaView {
  const statusNode = document.createElement('div');
  statusNode.className = 'area-status';
  region.prepend(statusNode);
  let root: Root | undefined;
  let mountNode: HTMLElement | undefined;

  const renderStatus = (element: React.ReactNode) => {
    root ??= createRoot(statusNode);
    root.render(element);
  };
  const dropMountNode = () => {
    mountNode?.remove();
    mountNode = undefined;
  };

  return {
    showLoading() {
      region.setAttribute('aria-busy', 'true');
      renderStatus(<p className="area-loading" role="status">Loading {label}…</p>);
    },
    showFailure(onRetry) {
      region.removeAttribute('aria-busy');
      dropMountNode();
      renderStatus(<AreaFailure label={label} onRetry={onRetry} />);
    },
    showMounted() {
      region.removeAttribute('aria-busy');
      renderStatus(null);
    },
    clear() {
      region.removeAttribute('aria-busy');
      renderStatus(null);
      dropMountNode();
    },
    freshMountNode() {
      dropMountNode();
      mountNode = document.createElement('div');
      mountNode.className = 'area-mount';
      region.append(mountNode);
      return mountNode;
    },
  };
}
