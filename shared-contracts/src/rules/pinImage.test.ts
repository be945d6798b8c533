import type { ApiImages } from '../api/apiTypes';
import { cardImage, cellHeight, shownImages, TITLE_LINE_HEIGHT, titleLineCount, type CardImage } from './pinImage';
import { makeImages } from 'test-support/pinFixture';

const full = makeImages(736, 1104, 'abc');
const without = (...sizes: Array<keyof ApiImages>): ApiImages => {
  const copy = { ...full };
  for (const size of sizes) delete (copy as Partial<ApiImages>)[size];
  return copy;
};
const emptied = (...sizes: Array<keyof ApiImages>): ApiImages => {
  const copy = { ...full };
  for (const size of sizes) copy[size] = { ...copy[size], url: '' };
  return copy;
};
const srcSetAll = '/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w, /media/736x/abc.jpg 736w';

const imageCases: Array<[string, ApiImages, boolean, CardImage]> = [
  ['736x preferred', full, false, { src: '/media/736x/abc.jpg', width: 736, height: 1104, srcSet: srcSetAll, sizes: '236px' }],
  [
    '474x when 736x is missing',
    without('736x'),
    false,
    { src: '/media/474x/abc.jpg', width: 474, height: 711, srcSet: '/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w', sizes: '236px' },
  ],
  [
    '474x when 736x has no url',
    emptied('736x'),
    false,
    { src: '/media/474x/abc.jpg', width: 474, height: 711, srcSet: '/media/236x/abc.jpg 236w, /media/474x/abc.jpg 474w', sizes: '236px' },
  ],
  [
    '236x when 736x and 474x are missing',
    without('736x', '474x'),
    false,
    { src: '/media/236x/abc.jpg', width: 236, height: 354, srcSet: '/media/236x/abc.jpg 236w', sizes: '236px' },
  ],
  [
    'orig when no sized image exists',
    emptied('736x', '474x', '236x'),
    false,
    { src: '/media/orig/abc.jpg', width: 736, height: 1104, srcSet: null, sizes: null },
  ],
  ['bots get orig and no srcset', full, true, { src: '/media/orig/abc.jpg', width: 736, height: 1104, srcSet: null, sizes: null }],
  [
    'bots without orig get 736x, still no srcset',
    emptied('orig'),
    true,
    { src: '/media/736x/abc.jpg', width: 736, height: 1104, srcSet: null, sizes: null },
  ],
];

describe('cardImage', () => {
  it.each(imageCases)('%s', (_name, images, isBot, expected) => {
    expect(cardImage(images, { isBot })).toEqual(expected);
  });
});

describe('titleLineCount', () => {
  // 236 px column / 8 px per character = 29 characters a line.
  const cases: Array<[string, number, number]> = [
    ['', 236, 0],
    ['   ', 236, 0],
    ['a', 236, 1],
    ['a'.repeat(29), 236, 1],
    ['a'.repeat(30), 236, 2],
    ['a'.repeat(58), 236, 2],
    ['a'.repeat(59), 236, 3],
    ['a'.repeat(200), 236, 3],
    ['a'.repeat(17), 140, 1],
    ['a'.repeat(18), 140, 2],
    ['a', 0, 1],
  ];
  it.each(cases)('%p at %d px -> %d lines', (title, width, expected) => {
    expect(titleLineCount(title, width)).toBe(expected);
  });
});

describe('cellHeight', () => {
  it('estimates 22 px per title line', () => {
    expect(TITLE_LINE_HEIGHT).toBe(22);
  });
  const cases: Array<[string, { width: number; height: number }, number, number, number]> = [
    ['736x1104 at 236, no title', { width: 736, height: 1104 }, 236, 0, 354],
    ['736x1104 at 236, 1 line', { width: 736, height: 1104 }, 236, 1, 376],
    ['736x1104 at 236, 3 lines', { width: 736, height: 1104 }, 236, 3, 420],
    ['rounds the scaled height', { width: 3, height: 1 }, 236, 0, 79],
    ['square placeholder without a width', { width: 0, height: 0 }, 236, 2, 280],
  ];
  it.each(cases)('%s', (_name, image, width, lines, expected) => {
    expect(cellHeight(image, width, lines)).toBe(expected);
  });
});

describe('shownImages', () => {
  const own = makeImages(736, 1104, 'own');
  const slotOf = (signature: string) => ({ images: makeImages(736, 736, signature) });
  const carousel = { index: 0, slots: [slotOf('s0'), slotOf('s1')] };
  it.each([
    ['a pin without a carousel shows its own pictures', { images: own, carouselData: null }, 0, '/media/736x/own.jpg'],
    ['a carousel shows the slot it is on', { images: own, carouselData: carousel }, 1, '/media/736x/s1.jpg'],
    ['a slot the carousel lacks shows the pin’s own', { images: own, carouselData: carousel }, 5, '/media/736x/own.jpg'],
  ])('%s', (_case, pin, slot, src) => {
    expect(shownImages(pin, slot)['736x'].url).toBe(src);
  });
});
