// Spec sections 1 and 9: which image a card shows (736x preferred, 474x then 236x as fallbacks,
// originals for bots) and how tall its cell is before the image loads ('Pin text height estimates
// 22 px per title line', 'Grid line clamp 1 to 3').

import type { ApiImage, ApiImages } from '../api/apiTypes';
import { GRID_COLUMN_WIDTH } from './masonryLayout';

export const TITLE_LINE_HEIGHT = 22;
export const MIN_TITLE_LINES = 1;
export const MAX_TITLE_LINES = 3;
/**
 * The spec gives no font metrics. Assumed: about 8 px per character at the card's 16 px title
 * font, a deliberately plain average so server and client estimate the same height.
 */
export const TITLE_CHAR_WIDTH = 8;

export const PREFERRED_IMAGE_SIZES = ['736x', '474x', '236x'] as const;
const SRCSET_SIZES = ['236x', '474x', '736x'] as const;
/** Cards are one grid column wide; the browser then picks 474x on 2x screens, 736x on 3x. */
export const CARD_IMAGE_SIZES = `${GRID_COLUMN_WIDTH}px`;

export interface CardImage {
  src: string;
  width: number;
  height: number;
  srcSet: string | null;
  sizes: string | null;
}

// A size can be missing from a partial read or present with an empty url; neither can be shown.
const present = (image: ApiImage | undefined): image is ApiImage => Boolean(image?.url);

export function cardImage(images: ApiImages, opts: { isBot: boolean }): CardImage {
  const sized = PREFERRED_IMAGE_SIZES.map((size) => images[size]).find(present);
  if (opts.isBot) {
    // Bots index the original; a srcset would only invite them to fetch several sizes.
    const chosen = present(images.orig) ? images.orig : (sized ?? images.orig);
    return { src: chosen.url, width: chosen.width, height: chosen.height, srcSet: null, sizes: null };
  }
  const chosen = sized ?? images.orig;
  const srcSet = SRCSET_SIZES.flatMap((size) => {
    const image = images[size];
    return present(image) ? [`${image.url} ${image.width}w`] : [];
  }).join(', ');
  return { src: chosen.url, width: chosen.width, height: chosen.height, srcSet: srcSet || null, sizes: srcSet ? CARD_IMAGE_SIZES : null };
}

/** What a card needs to know to pick its picture: the pin's own, or its carousel slot's. */
export interface PinPictures {
  images: ApiImages;
  /** A carousel's slots, and the one it starts on. */
  carouselData: { index: number; slots: ReadonlyArray<{ images: ApiImages }> } | null;
}

/** The pictures a card shows at a carousel slot (a pin without that slot shows its own). */
export function shownImages(pin: PinPictures, slot: number): ApiImages {
  return pin.carouselData?.slots[slot]?.images ?? pin.images;
}

/** Lines a title takes at a column width: 0 without a title, else clamped to 1 to 3. */
export function titleLineCount(title: string, columnWidth: number): number {
  const length = Array.from(title.trim()).length;
  if (length === 0) return 0;
  const perLine = Math.max(1, Math.floor(columnWidth / TITLE_CHAR_WIDTH));
  return Math.min(MAX_TITLE_LINES, Math.max(MIN_TITLE_LINES, Math.ceil(length / perLine)));
}

/** The image scaled to the column width, plus the title lines. */
export function cellHeight(image: { width: number; height: number }, columnWidth: number, titleLines: number): number {
  // An image without a known width cannot be scaled; a square holds its place until it loads.
  const scaled = image.width > 0 ? Math.round((image.height * columnWidth) / image.width) : columnWidth;
  return scaled + titleLines * TITLE_LINE_HEIGHT;
}
