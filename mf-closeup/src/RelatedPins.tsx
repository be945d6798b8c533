import { useMemo } from 'react';
// The feed area's published types for its grid: this page is type-checked against them.
import type { PinGridMountProps } from 'mf_feed/PinGrid';
import { PinGridHost } from 'react-kit';

function relatedGrid(pinId: string): PinGridMountProps {
  return {
    feed: { key: `related:${pinId}`, resource: 'RelatedPinFeedResource', options: { pin_id: pinId } },
    surface: 'RelatedPinGrid',
    label: 'More like this: Pins',
    emptyText: 'No related Pins yet.',
  };
}

/** 'More like this' under a closeup: the feed area's grid, mounted with closeup's feed and surface. */
export function RelatedPins({ pinId }: { pinId: string }) {
  const grid = useMemo(() => relatedGrid(pinId), [pinId]);
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">More like this</h2>
      <PinGridHost grid={grid} unavailableText="Related Pins could not be loaded right now." />
    </section>
  );
}
