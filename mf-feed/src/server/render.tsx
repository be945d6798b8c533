// mf-feed's server entry (build-config's serverEntry, built to dist/server/render.js): the feed's
// first screen rendered on the edge server, for the version of this area a document is served,
// from the same root the page mounts and then hydrates; and the feed's grid as another area's
// screen shows it (a board's Pins), from the same component its './PinGrid' mounts.

import type { FirstScreenRequest, PinGridRequest, RenderedFirstScreen } from 'shared-contracts';
import { QueryRoot } from 'react-kit';
import { renderFirstScreen as renderArea } from 'react-kit/server';
import { EmbeddedPinGrid } from '../EmbeddedPinGrid';
import { FeedApp } from '../FeedApp';

export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  return renderArea(FeedApp, request);
}

export function renderPinGrid({ grid, slot, ...request }: PinGridRequest): Promise<RenderedFirstScreen> {
  const Grid = () => (
    <QueryRoot>
      <EmbeddedPinGrid {...grid} serverRendered />
    </QueryRoot>
  );
  return renderArea(Grid, request, { styleNamespace: `g${slot}-` });
}
