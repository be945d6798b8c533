// The single-spa lifecycles every area exposes as './app', made one way: its root component on
// the area's own React (recorded, so a check in the page can prove there is one React), and a
// render error handed to the shell, which shows the area's failure region.

import type { ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';
import { recordAreaRuntime } from 'page-runtime';
import type { AreaCustomProps, RemoteName } from 'shared-contracts';

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
  return singleSpaReact<AreaCustomProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error, _info, props) => {
      props.reportAreaError(error);
      return <></>;
    },
  });
}
