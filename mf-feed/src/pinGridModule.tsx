// mf_feed's './PinGrid': the grid other areas mount with their own feed and surface (closeup's
// related pins, a board's pins). A mount function, per the contract in shared-contracts. What this
// file exports is published as mf_feed's types (@mf-types/PinGrid.d.ts), which the areas that
// mount the grid are type-checked against.

import { createRoot } from 'react-dom/client';
import type { PinGridModule, PinGridMountProps } from 'shared-contracts';
import { QueryRoot } from 'react-kit';
import { useFeedPages } from './data/useFeedPages';
import { PinGrid } from './grid/PinGrid';

function EmbeddedPinGrid({ feed, surface, label, emptyText = 'No Pins here yet.' }: PinGridMountProps) {
  // The query cache names a feed by its resource and options, so a new object for the same feed reads nothing again.
  const pages = useFeedPages(feed);
  return (
    <PinGrid
      key={feed.key}
      pins={pages.pins}
      surface={surface}
      label={label}
      hasMore={pages.hasMore}
      loading={pages.loading}
      error={pages.error}
      onLoadMore={pages.loadMore}
      emptyText={emptyText}
      embedded
    />
  );
}

export type { PinGridMountProps };

export const mountPinGrid: PinGridModule['mountPinGrid'] = (element, props) => {
  const root = createRoot(element);
  root.render(
    <QueryRoot>
      <EmbeddedPinGrid {...props} />
    </QueryRoot>,
  );
  return {
    update: (next) =>
      root.render(
        <QueryRoot>
          <EmbeddedPinGrid {...next} />
        </QueryRoot>,
      ),
    unmount: () => root.unmount(),
  };
};
