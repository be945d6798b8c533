import { makeImages, makePin } from 'test-support/pinFixture';
import { firstScreenImages, FIRST_SCREEN_IMAGES, GRID_IMAGE_SIZES } from './firstScreenImages';
import { gridColumns, PAGE_GUTTER } from './masonryLayout';

/** The width an <img sizes> value gives at a viewport width (the few forms GRID_IMAGE_SIZES uses). */
function sizeAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^(?:\(max-width: (\d+)px\) )?(.+)$/.exec(entry);
    if (!match) throw new Error(`unreadable sizes entry ${entry}`);
    const [, max, length = ''] = match;
    if (max !== undefined && viewport > Number(max)) continue;
    const full = /^calc\(100vw - (\d+)px\)$/.exec(length);
    if (full) return viewport - Number(full[1]);
    const calc = /^calc\(50vw - (\d+)px\)$/.exec(length);
    if (calc) return viewport / 2 - Number(calc[1]);
    return Number(length.replace('px', ''));
  }
  throw new Error('no entry applied');
}

describe('GRID_IMAGE_SIZES', () => {
  // Spec: 236 px columns 16 px apart; a phone's two narrow columns; the widths around each switch.
  // The grid is the window less the page's gutter on each side.
  it.each([280, 315, 316, 360, 412, 507, 508, 768, 1024, 1440])('gives a %d px viewport the width of its grid’s columns', (viewport) => {
    expect(Math.floor(sizeAt(GRID_IMAGE_SIZES, viewport))).toBe(gridColumns(viewport - 2 * PAGE_GUTTER).width);
  });
});

describe('firstScreenImages', () => {
  const pins = Array.from({ length: 6 }, (_, i) => makePin({ id: String(i + 1), images: makeImages(736, 1104, `p${i + 1}`) }));

  it('takes the first four cards’ pictures, with their sizes for the grid', () => {
    const images = firstScreenImages(pins);
    expect(FIRST_SCREEN_IMAGES).toBe(4);
    expect(images.map((image) => image.src)).toEqual([
      '/media/736x/p1.jpg',
      '/media/736x/p2.jpg',
      '/media/736x/p3.jpg',
      '/media/736x/p4.jpg',
    ]);
    expect(images[0]).toEqual({
      src: '/media/736x/p1.jpg',
      srcSet: '/media/236x/p1.jpg 236w, /media/474x/p1.jpg 474w, /media/736x/p1.jpg 736w',
      sizes: GRID_IMAGE_SIZES,
    });
  });

  it('takes a carousel’s picture at the slot its card starts on', () => {
    const slot = (signature: string) => ({
      slotId: signature,
      title: '',
      details: '',
      link: '',
      imageSignature: signature,
      images: makeImages(736, 736, signature),
    });
    const carousel = makePin({ carouselData: { index: 1, entityId: 'c', slots: [slot('s0'), slot('s1')] } });
    expect(firstScreenImages([carousel])[0]?.src).toBe('/media/736x/s1.jpg');
  });

  it('asks for nothing on an empty page', () => {
    expect(firstScreenImages([])).toEqual([]);
  });
});
