import { MENU_EDGE_MARGIN_PX, MENU_GAP_PX, placeMenu, type AnchorRect, type MenuPlacement } from './menuPlacement';

// A 48 px round 'More options' button, a 160 × 100 menu, a 1280 × 800 window under a 64 px header.
const button = (left: number, top: number): AnchorRect => ({ left, top, right: left + 48, bottom: top + 48 });
const menu = { width: 160, height: 100 };
const viewport = { width: 1280, height: 800 };
const HEADER = 64;

describe('menu constants', () => {
  it('are our gap and edge margin', () => {
    expect([MENU_GAP_PX, MENU_EDGE_MARGIN_PX]).toEqual([8, 8]);
  });
});

describe('placeMenu', () => {
  const cases: Array<[string, AnchorRect, { width: number; height: number }, Partial<MenuPlacement>]> = [
    [
      'room everywhere: above, right edges together',
      button(600, 400),
      viewport,
      { vertical: 'above', horizontal: 'end', top: 292, left: 488 },
    ],
    // 64 (header) + 8 (margin) + 100 (menu) + 8 (gap) = 180: the lowest button top that still opens above.
    ['exactly enough room above the header', button(600, 180), viewport, { vertical: 'above', top: 72 }],
    ['one px less: flips below, never under the header', button(600, 179), viewport, { vertical: 'below', top: 235 }],
    ['button just under the header', button(600, 70), viewport, { vertical: 'below', top: 126 }],
    ['button at the window’s bottom', button(600, 740), viewport, { vertical: 'above', top: 632 }],
    ['no room to the left: flips to the button’s left edge', button(20, 400), viewport, { horizontal: 'start', left: 20 }],
    ['at the right edge: right edges together', button(1224, 400), viewport, { horizontal: 'end', left: 1112 }],
    // 320 px phone: the button at 16 px, the menu would stick out either way: kept inside.
    ['a narrow window where neither side fits', button(100, 400), { width: 200, height: 640 }, { horizontal: 'start', left: 32 }],
    [
      'a short window where neither side fits: the roomier side, inside',
      button(600, 150),
      { width: 1280, height: 300 },
      { vertical: 'below', top: 192 },
    ],
    ['a button under the header (long press): below it, inside', button(600, 20), viewport, { vertical: 'below', top: 76 }],
  ];
  it.each(cases)('%s', (_name, anchor, view, expected) => {
    expect(placeMenu({ anchor, menu, viewport: view, topInset: HEADER })).toMatchObject(expected);
  });

  it('never leaves the menu under the header or past an edge, wherever the button is', () => {
    for (let top = -40; top < 820; top += 20) {
      for (let left = -20; left < 1300; left += 40) {
        const at = placeMenu({ anchor: button(left, top), menu, viewport, topInset: HEADER });
        expect(at.top).toBeGreaterThanOrEqual(HEADER + MENU_EDGE_MARGIN_PX);
        expect(at.top + menu.height).toBeLessThanOrEqual(viewport.height - MENU_EDGE_MARGIN_PX);
        expect(at.left).toBeGreaterThanOrEqual(MENU_EDGE_MARGIN_PX);
        expect(at.left + menu.width).toBeLessThanOrEqual(viewport.width - MENU_EDGE_MARGIN_PX);
      }
    }
  });

  it('refuses a measurement that is not a number', () => {
    expect(() => placeMenu({ anchor: button(Number.NaN, 0), menu, viewport, topInset: HEADER })).toThrow(
      'placeMenu: left must be a finite number, not NaN',
    );
  });
});
