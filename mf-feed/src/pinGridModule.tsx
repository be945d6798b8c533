// mf_feed's './PinGrid': the grid other areas mount with their own feed and surface (closeup's
// related pins, a board's pins). A mount function, per the contract in shared-contracts. What this
// file exports is published with each build as mf_feed's types (dist/@mf-types.zip), which the
// areas that mount the grid are type-checked against. An element that already holds the grid's
// markup (the edge server rendered it with the page) is hydrated, not replaced.

import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PinGridModule, PinGridMountProps } from 'shared-contracts/platform';
import { QueryRoot } from 'react-kit';
import { EmbeddedPinGrid } from './EmbeddedPinGrid';

export type { PinGridMountProps };

export const mountPinGrid: PinGridModule['mountPinGrid'] = (element, props) => {
  const serverRendered = element.firstElementChild !== null;
  // Only the first feed was rendered on the server; another (the grid after a bulk delete) is the page's.
  const tree = (next: PinGridMountProps): ReactNode => (
    <QueryRoot>
      <EmbeddedPinGrid {...next} serverRendered={serverRendered && next.feed.key === props.feed.key} />
    </QueryRoot>
  );
  const root = serverRendered ? hydrateRoot(element, tree(props)) : createRoot(element);
  if (!serverRendered) root.render(tree(props));
  return {
    update: (next) => root.render(tree(next)),
    unmount: () => root.unmount(),
  };
};
