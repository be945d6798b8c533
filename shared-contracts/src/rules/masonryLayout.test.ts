import { cellsInRange, extendMasonry, gridColumns, layoutMasonry, type CellMeasure } from './masonryLayout';

interface Item {
  id: string;
  h: number;
}
const idOf = (item: Item) => item.id;
const fixed: CellMeasure<Item> = (item) => item.h;
const items = (...heights: number[]): Item[] => heights.map((h, i) => ({ id: `p${i + 1}`, h }));

describe('gridColumns', () => {
  it.each([
    // width, count, column width, offset
    [1280, 5, 236, 18], // 5 × 236 + 4 × 16 = 1244, centred
    [1264, 5, 236, 10],
    [1244, 5, 236, 0], // exactly 5 columns
    [1243, 4, 236, 125],
    [488, 2, 236, 0], // exactly two full columns
    [487, 2, 235, 0], // two narrower columns
    [375, 2, 179, 0], // a phone
    [296, 2, 140, 0], // the narrowest two-column width
    [295, 1, 295, 0],
    [0, 1, 1, 0],
  ])('%i px -> %i columns of %i, offset %i', (width, count, columnWidth, offset) => {
    expect(gridColumns(width)).toEqual({ count, width: columnWidth, offset });
  });
});

describe('layoutMasonry', () => {
  it('puts each card in the shortest column, leftmost on a tie, 16 px apart', () => {
    // 2 columns at 488 px.
    const layout = layoutMasonry(items(100, 300, 50, 80, 10), 488, idOf, fixed);
    expect(Object.fromEntries(layout.positions)).toEqual({
      p1: { x: 0, y: 0, width: 236, height: 100, column: 0 },
      p2: { x: 252, y: 0, width: 236, height: 300, column: 1 },
      p3: { x: 0, y: 116, width: 236, height: 50, column: 0 },
      p4: { x: 0, y: 182, width: 236, height: 80, column: 0 },
      p5: { x: 0, y: 278, width: 236, height: 10, column: 0 },
    });
    expect(layout.columnItems).toEqual([['p1', 'p3', 'p4', 'p5'], ['p2']]);
    expect(layout.height).toBe(300);
  });

  it('measures each card at the column width (image scaled plus title lines)', () => {
    const measured: CellMeasure<{ id: string; w: number; h: number }> = (item, columnWidth) => (item.h * columnWidth) / item.w + 22;
    const layout = layoutMasonry([{ id: 'a', w: 736, h: 1104 }], 375, (i) => i.id, measured);
    // 179 px wide: 1104 × 179 / 736 = 268.5 -> 269 with the 22 px title line, rounded.
    expect(layout.positions.get('a')).toEqual({ x: 0, y: 0, width: 179, height: 291, column: 0 });
  });

  it('places a repeated id once', () => {
    const layout = layoutMasonry(
      [
        { id: 'a', h: 10 },
        { id: 'a', h: 99 },
      ],
      488,
      idOf,
      fixed,
    );
    expect(layout.positions.size).toBe(1);
    expect(layout.positions.get('a')?.height).toBe(10);
  });

  it('an empty grid has no height', () => {
    expect(layoutMasonry([], 1280, idOf, fixed).height).toBe(0);
  });

  it('a prepended pin moves the others but each keeps its id', () => {
    const before = layoutMasonry(items(100, 300, 50), 488, idOf, fixed);
    const after = layoutMasonry([{ id: 'new', h: 40 }, ...items(100, 300, 50)], 488, idOf, fixed);
    expect(after.positions.get('new')).toMatchObject({ x: 0, y: 0 });
    expect(after.positions.get('p1')).toMatchObject({ x: 252, y: 0, height: 100 });
    expect(before.positions.get('p1')).toMatchObject({ x: 0, y: 0, height: 100 });
    expect([...after.positions.keys()].sort()).toEqual(['new', 'p1', 'p2', 'p3']);
  });
});

describe('extendMasonry', () => {
  it('appending a page keeps every placed card where it was and equals laying out all at once', () => {
    const first = layoutMasonry(items(100, 300, 50), 1280, idOf, fixed);
    const all = items(100, 300, 50, 70, 20, 400, 30);
    const extended = extendMasonry(first, all.slice(3), idOf, fixed);
    for (const [id, cell] of first.positions) expect(extended.positions.get(id)).toEqual(cell);
    expect(extended).toEqual(layoutMasonry(all, 1280, idOf, fixed));
  });

  it('does not change the layout it extends', () => {
    const first = layoutMasonry(items(100), 488, idOf, fixed);
    extendMasonry(first, [{ id: 'x', h: 5 }], idOf, fixed);
    expect(first.positions.size).toBe(1);
    expect(first.columnItems).toEqual([['p1'], []]);
  });
});

describe('cellsInRange', () => {
  const layout = layoutMasonry(items(100, 300, 50, 80, 10), 488, idOf, fixed);

  it.each([
    // top, bottom, ids in reading order
    [0, 0, ['p1', 'p2']],
    [101, 115, ['p2']], // the gutter under p1
    [116, 116, ['p2', 'p3']], // reading order: by top, then left
    [150, 200, ['p2', 'p3', 'p4']],
    [278, 1000, ['p2', 'p5']],
    [289, 1000, ['p2']], // p5 ends at 288
    [301, 1000, []],
  ])('[%i, %i] -> %j', (top, bottom, expected) => {
    expect(cellsInRange(layout, top, bottom)).toEqual(expected);
  });

  it('finds the cards on screen among 10,000 without visiting the others', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, h: 200 + ((i * 37) % 200) }));
    const big = layoutMasonry(many, 1280, idOf, fixed);
    const visits = new Set<string>();
    const spy = new Map(big.positions);
    const counting = {
      ...big,
      positions: { get: (id: string) => (visits.add(id), spy.get(id)) } as unknown as typeof big.positions,
    };
    const onScreen = cellsInRange(counting, 500_000, 500_900);
    expect(onScreen.length).toBeGreaterThan(5);
    expect(onScreen.length).toBeLessThan(40);
    expect(visits.size).toBeLessThan(150);
  });
});
