// The masonry grid of pin cards as a pure function: items and width in, positions out. Each card
// goes into the shortest column (leftmost on a tie), with its height known before its image loads,
// so nothing moves when images arrive. Positions are keyed by pin id: a hidden pin keeps its cell
// and a relayout after a prepend moves cards without changing which card is which.

/** Spec: the preferred grid image is 236x wide; cards sit 16 px apart. */
export const GRID_COLUMN_WIDTH = 236;
export const GRID_GUTTER = 16;
/**
 * The page's own margin on each side (design-tokens' --pb-page-gutter), so no heading or card sits
 * on the window's edge; a grid is as wide as the window less two of these.
 */
export const PAGE_GUTTER = 10;
/** Below two full columns the grid keeps two narrower columns, down to this width each. */
export const GRID_MIN_NARROW_COLUMN = 140;

export interface GridColumns {
  count: number;
  width: number;
  /** Left offset of the first column, centring the columns in the container. */
  offset: number;
}

export interface CellPosition {
  x: number;
  y: number;
  width: number;
  height: number;
  column: number;
}

export interface MasonryLayout {
  columns: GridColumns;
  positions: ReadonlyMap<string, CellPosition>;
  /** Ids per column, top to bottom: the index the visible-range query searches. */
  columnItems: ReadonlyArray<readonly string[]>;
  columnHeights: readonly number[];
  /** The height of the tallest column, without a trailing gutter. */
  height: number;
}

export function gridColumns(containerWidth: number): GridColumns {
  const width = Math.max(0, Math.floor(containerWidth));
  const full = Math.floor((width + GRID_GUTTER) / (GRID_COLUMN_WIDTH + GRID_GUTTER));
  if (full >= 2) {
    const used = full * GRID_COLUMN_WIDTH + (full - 1) * GRID_GUTTER;
    return { count: full, width: GRID_COLUMN_WIDTH, offset: Math.floor((width - used) / 2) };
  }
  const narrow = Math.floor((width - GRID_GUTTER) / 2);
  if (narrow >= GRID_MIN_NARROW_COLUMN) return { count: 2, width: narrow, offset: 0 };
  return { count: 1, width: Math.max(1, width), offset: 0 };
}

/** Measures one item at a column width: its cell height in px. */
export type CellMeasure<T> = (item: T, columnWidth: number) => number;

function place<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  measure: CellMeasure<T>,
  columns: GridColumns,
  positions: Map<string, CellPosition>,
  columnItems: string[][],
  heights: number[],
): void {
  for (const item of items) {
    const id = idOf(item);
    // An id already placed keeps its cell: a page that repeats a pin never duplicates it.
    if (positions.has(id)) continue;
    let column = 0;
    for (let c = 1; c < heights.length; c += 1) if ((heights[c] ?? 0) < (heights[column] ?? 0)) column = c;
    const y = heights[column] ?? 0;
    const height = Math.max(0, Math.round(measure(item, columns.width)));
    positions.set(id, { x: columns.offset + column * (columns.width + GRID_GUTTER), y, width: columns.width, height, column });
    columnItems[column]?.push(id);
    heights[column] = y + height + GRID_GUTTER;
  }
}

function finish(columns: GridColumns, positions: Map<string, CellPosition>, columnItems: string[][], heights: number[]): MasonryLayout {
  const tallest = Math.max(0, ...heights);
  return { columns, positions, columnItems, columnHeights: heights, height: tallest > 0 ? tallest - GRID_GUTTER : 0 };
}

export function layoutMasonry<T>(
  items: readonly T[],
  containerWidth: number,
  idOf: (item: T) => string,
  measure: CellMeasure<T>,
): MasonryLayout {
  const columns = gridColumns(containerWidth);
  const positions = new Map<string, CellPosition>();
  const columnItems: string[][] = Array.from({ length: columns.count }, () => []);
  const heights: number[] = Array.from({ length: columns.count }, () => 0);
  place(items, idOf, measure, columns, positions, columnItems, heights);
  return finish(columns, positions, columnItems, heights);
}

/**
 * The layout with more items appended (the next page): every card already placed keeps its
 * position and only the new items are measured; the maps are copied, not rebuilt (about 1 ms at
 * 10,000 pins).
 */
export function extendMasonry<T>(
  layout: MasonryLayout,
  items: readonly T[],
  idOf: (item: T) => string,
  measure: CellMeasure<T>,
): MasonryLayout {
  const positions = new Map(layout.positions);
  const columnItems = layout.columnItems.map((ids) => [...ids]);
  const heights = [...layout.columnHeights];
  place(items, idOf, measure, layout.columns, positions, columnItems, heights);
  return finish(layout.columns, positions, columnItems, heights);
}

/** The first index in a column whose cell ends at or below `top` (cells in a column are sorted). */
function firstEndingBelow(ids: readonly string[], positions: ReadonlyMap<string, CellPosition>, top: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const cell = positions.get(ids[mid] ?? '');
    if (cell && cell.y + cell.height < top) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Ids of the cells that overlap [top, bottom], in reading order (top to bottom, then left to
 * right). A binary search per column: the cost follows what is on screen, not how many are loaded.
 */
export function cellsInRange(layout: MasonryLayout, top: number, bottom: number): string[] {
  const found: Array<{ id: string; y: number; x: number }> = [];
  for (const ids of layout.columnItems) {
    for (let i = firstEndingBelow(ids, layout.positions, top); i < ids.length; i += 1) {
      const id = ids[i] ?? '';
      const cell = layout.positions.get(id);
      if (!cell || cell.y > bottom) break;
      found.push({ id, y: cell.y, x: cell.x });
    }
  }
  return found.sort((a, b) => a.y - b.y || a.x - b.x).map((c) => c.id);
}
