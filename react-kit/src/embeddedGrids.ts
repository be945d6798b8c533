// The feed's grids a screen shows, noted while it renders on the server (renderFirstScreen), so the
// edge server can have the feed's own server build render each into its element. In the browser
// nothing is collecting and noting does nothing.

import type { PinGridMountProps } from 'shared-contracts/platform';

let collecting: Map<string, PinGridMountProps> | null = null;

/** Starts noting grids for one server render (a screen rendered again notes the same grids once). */
export function collectEmbeddedGrids(): void {
  collecting = new Map();
}

export function noteEmbeddedGrid(grid: PinGridMountProps): void {
  collecting?.set(grid.feed.key, grid);
}

/** The grids noted since collectEmbeddedGrids, in the order the screen shows them; stops noting. */
export function collectedEmbeddedGrids(): PinGridMountProps[] {
  const grids = [...(collecting?.values() ?? [])];
  collecting = null;
  return grids;
}
