import { useEffect, useRef, useState } from 'react';
import { loadPinGrid, type MountedPinGrid, type PinGridMountProps } from 'shared-contracts';

/** 'More like this' under a closeup: the feed area's grid, mounted with closeup's feed and surface. */
export function RelatedPins({ pinId }: { pinId: string }) {
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedPinGrid | null>(null);
  const [failed, setFailed] = useState(false);
  const props: PinGridMountProps = {
    feed: { key: `related:${pinId}`, resource: 'RelatedPinFeedResource', options: { pin_id: pinId } },
    surface: 'RelatedPinGrid',
    label: 'More like this: Pins',
    emptyText: 'No related Pins yet.',
  };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let cancelled = false;
    loadPinGrid().then(
      (module) => {
        if (cancelled || !host.current) return;
        mounted.current = module.mountPinGrid(host.current, latest.current);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      const grid = mounted.current;
      mounted.current = null;
      // Unmounting a React root during another root's render is not allowed: after this commit.
      if (grid) queueMicrotask(() => grid.unmount());
    };
  }, []);

  useEffect(() => {
    mounted.current?.update(props);
    // props is rebuilt each render; the pin id is what changes it.
  }, [pinId]);

  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">More like this</h2>
      {failed ? <p role="status">Related Pins could not be loaded right now.</p> : <div ref={host} />}
    </section>
  );
}
