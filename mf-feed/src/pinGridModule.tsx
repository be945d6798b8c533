// mf_feed's './PinGrid': the grid other areas mount with their own feed and surface (closeup's
// related pins, a board's pins). A mount function, per the contract in shared-contracts.

import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import type { PinGridModule, PinGridMountProps } from 'shared-contracts';
import { usePagedFeed } from './data/usePagedFeed';
import { PinGrid } from './grid/PinGrid';

function EmbeddedPinGrid({ feed, surface, label, emptyText }: PinGridMountProps) {
  // The feed's key names it: a new object with the same key is the same feed.
  const source = useMemo(
    () => ({ ...feed, surface, emptyText: emptyText ?? 'No Pins here yet.' }),
    // A new object with the same key is the same feed; a new surface or empty text is a new grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `feed` is compared by its key: callers rebuild the object each render.
    [feed.key, surface, emptyText],
  );
  const paged = usePagedFeed(source);
  return (
    <PinGrid
      key={feed.key}
      pins={paged.pins}
      surface={surface}
      label={label}
      hasMore={paged.hasMore}
      loading={paged.loading}
      error={paged.error}
      onLoadMore={paged.loadMore}
      emptyText={source.emptyText}
    />
  );
}

export const mountPinGrid: PinGridModule['mountPinGrid'] = (element, props) => {
  const root = createRoot(element);
  root.render(<EmbeddedPinGrid {...props} />);
  return {
    update: (next) => root.render(<EmbeddedPinGrid {...next} />),
    unmount: () => root.unmount(),
  };
};
