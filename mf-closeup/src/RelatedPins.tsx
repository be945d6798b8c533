import { useEffect, useRef, useState } from 'react';
import { attachPinGrid, type AttachedPinGrid, type PinGridMountProps } from 'shared-contracts';

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
  const host = useRef<HTMLDivElement>(null);
  const grid = useRef<AttachedPinGrid | null>(null);
  const [failed, setFailed] = useState(false);

  const initialPin = useRef(pinId);

  // Mounted once, for the first pin; a new pin id updates the mounted grid below.
  useEffect(() => {
    if (!host.current) return;
    const attached = attachPinGrid(host.current, relatedGrid(initialPin.current), () => setFailed(true));
    grid.current = attached;
    return () => attached.detach();
  }, []);

  useEffect(() => {
    grid.current?.update(relatedGrid(pinId));
  }, [pinId]);

  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">More like this</h2>
      {failed ? <p role="status">Related Pins could not be loaded right now.</p> : <div ref={host} />}
    </section>
  );
}
