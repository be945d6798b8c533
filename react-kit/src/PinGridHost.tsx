// The feed area's grid, mounted inside another area's page (a board's Pins, a closeup's related
// Pins). The grid is the feed team's; only its props cross the boundary, through the typed loader.

import { useEffect, useRef, useState } from 'react';
import { type AttachedPinGrid, attachPinGrid } from 'page-runtime';
import type { PinGridMountProps } from 'shared-contracts';

export function PinGridHost({ grid, unavailableText }: { grid: PinGridMountProps; unavailableText: string }) {
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

  return failed ? <p role="status">{unavailableText}</p> : <div ref={host} />;
}
