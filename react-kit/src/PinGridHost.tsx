// The feed area's grid, mounted inside another area's page (a board's Pins, a closeup's related
// Pins). The grid is the feed team's; only its props cross the boundary, through the typed loader.
// Its element is the grid's own: rendered on the server, the edge server puts the feed's markup in
// it (named by the feed's key), and this area's React leaves what is inside alone while the feed's
// grid hydrates it.

import { useEffect, useRef, useState } from 'react';
import { type AttachedPinGrid, attachPinGrid } from 'page-runtime';
import { PIN_GRID_SLOT_ATTRIBUTE, type PinGridMountProps } from 'shared-contracts/platform';
import { noteEmbeddedGrid } from './embeddedGrids';

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

  noteEmbeddedGrid(grid);
  // No markup of this area's inside the grid's element (whatever is there is the feed's): React leaves it alone.
  const slot = { [PIN_GRID_SLOT_ATTRIBUTE]: grid.feed.key };
  return failed ? (
    <p role="status">{unavailableText}</p>
  ) : (
    <div ref={host} {...slot} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
