// The feed area's grid, mounted here with a board's feed and surface (design: the pin grid that
// closeup and boards reuse). The grid is the feed team's; only its props cross the boundary.

import { useEffect, useRef, useState } from 'react';
import { attachPinGrid, type AttachedPinGrid, type PinGridMountProps } from 'shared-contracts';

export function PinGridHost({ grid }: { grid: PinGridMountProps }) {
  const host = useRef<HTMLDivElement>(null);
  const attached = useRef<AttachedPinGrid | null>(null);
  const [failed, setFailed] = useState(false);
  const initial = useRef(grid);

  // Mounted once, with the first props; new props update the mounted grid below.
  useEffect(() => {
    if (!host.current) return;
    const mounted = attachPinGrid(host.current, initial.current, () => setFailed(true));
    attached.current = mounted;
    return () => mounted.detach();
  }, []);

  useEffect(() => {
    attached.current?.update(grid);
  }, [grid]);

  return failed ? <p role="status">Pins could not be loaded right now.</p> : <div ref={host} />;
}
