// Which image a card shows and how tall its cell is before it loads (spec sections 1 and 9):
// 736x preferred, 474x then 236x as fallbacks, originals for bots; 22 px per title line.

import type { ApiImage, ApiImages } from './apiTypes';

export const TITLE_LINE_HEIGHT = 22;
/** Spec: grid line clamp 1 to 3. */
export const MAX_TITLE_LINES = 3;
/** The estimate's average character width at the card's 14 px bold title. */
export const TITLE_CHAR_WIDTH = 8;

const PREFERENCE = ['736x', '474x', '236x'] as const;

export interface CardImage {
  src: string;
  width: number;
  height: number;
  srcSet: string | null;
}

const present = (image: ApiImage | undefined): image is ApiImage => Boolean(image?.url);

export function cardImage(images: ApiImages, opts: { isBot: boolean }): CardImage {
  if (opts.isBot && present(images.orig)) return { src: images.orig.url, width: images.orig.width, height: images.orig.height, srcSet: null };
  const chosen = PREFERENCE.map((size) => images[size]).find(present) ?? images.orig;
  const srcSet = (['236x', '474x', '736x'] as const)
    .filter((size) => present(images[size]))
    .map((size) => `${images[size].url} ${images[size].width}w`)
    .join(', ');
  return { src: chosen.url, width: chosen.width, height: chosen.height, srcSet: srcSet || null };
}

/** Lines a title takes at a column width: 0 without a title, else 1 to 3. */
export function titleLineCount(title: string, columnWidth: number): number {
  const length = Array.from(title.trim()).length;
  if (length === 0) return 0;
  const perLine = Math.max(1, Math.floor(columnWidth / TITLE_CHAR_WIDTH));
  return Math.min(MAX_TITLE_LINES, Math.ceil(length / perLine));
}

/** The image scaled to the column width, plus the title lines. */
export function cellHeight(image: { width: number; height: number }, columnWidth: number, titleLines: number): number {
  const scaled = image.width > 0 ? Math.round((image.height * columnWidth) / image.width) : columnWidth;
  return scaled + titleLines * TITLE_LINE_HEIGHT;
}
