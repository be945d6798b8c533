// The single-spa lifecycles every area exposes as './app', made one way: its root component on
// the area's own React (recorded, so a check in the page can prove there is one React), and a
// render error handed to the shell, which shows the area's failure region. An area whose first
// screen the edge server rendered (its mount element says so) is hydrated, not rendered anew.

import type { ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime } from 'page-runtime';
import { type AreaCustomProps, type RemoteName, SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts/platform';
import { restoreServerStyles } from './restoreServerStyles';

export interface AreaLifecycleOptions {
  remote: RemoteName;
  /** The area's own `react` and `react-dom/client` modules (Module Federation shares one copy). */
  React: object;
  ReactDOMClient: object;
  /** The area's root: it takes no props (it reads the route and session itself). */
  rootComponent: () => ReactNode;
}

export function areaLifecycles({ remote, React, ReactDOMClient, rootComponent }: AreaLifecycleOptions) {
  recordAreaRuntime(remote, React);
  let hydrating = false;
  const lifecycles = singleSpaReact<AreaCustomProps>({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error, _info, props) => {
      props.reportAreaError(error);
      return <></>;
    },
  });
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    mount: async (props: Parameters<typeof lifecycles.mount>[0] & { domElement: HTMLElement }): Promise<void> => {
      hydrating = props.domElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
      if (hydrating) restoreServerStyles(props.domElement);
      try {
        await lifecycles.mount(props);
      } finally {
        // Hydrated once: a later mount renders anew. (The layout stays until the page settles: React
        // hydrates the area's Suspense boundaries after the mount has finished.)
        if (hydrating) props.domElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
        hydrating = false;
      }
    },
  };
}
