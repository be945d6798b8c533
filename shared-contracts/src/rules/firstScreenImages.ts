// The pictures a document asks for before any script runs: the first cards of the feed that came
// with it, which a phone shows two columns by two rows of. Fetched in parallel with the scripts,
// they are there when the grid renders instead of being asked for only then.

import { GRID_COLUMN_WIDTH, GRID_GUTTER, GRID_MIN_NARROW_COLUMN, PAGE_GUTTER } from './masonryLayout';
import { cardImage, shownImages, type PinPictures } from './pinImage';

/** The cards on a phone's first screen: two columns, two rows. */
export const FIRST_SCREEN_IMAGES = 4;

/**
 * A grid card's width for a grid as wide as the viewport, as an <img sizes> value: the widths
 * gridColumns gives (one column below two narrow ones fit, two narrow ones below two full ones,
 * else full columns). The browser then picks the same picture for a preload as for the card.
 */
export const GRID_IMAGE_SIZES = [
  `(max-width: ${2 * GRID_MIN_NARROW_COLUMN + GRID_GUTTER + 2 * PAGE_GUTTER - 1}px) calc(100vw - ${2 * PAGE_GUTTER}px)`,
  `(max-width: ${2 * GRID_COLUMN_WIDTH + GRID_GUTTER + 2 * PAGE_GUTTER - 1}px) calc(50vw - ${GRID_GUTTER / 2 + PAGE_GUTTER}px)`,
  `${GRID_COLUMN_WIDTH}px`,
].join(', ');

export interface ImagePreload {
  src: string;
  srcSet: string | null;
  sizes: string;
}

/** The first screen's pictures of a feed page, at the slot each card starts on. */
export function firstScreenImages(pins: readonly PinPictures[]): ImagePreload[] {
  return pins.slice(0, FIRST_SCREEN_IMAGES).map((pin) => {
    const image = cardImage(shownImages(pin, pin.carouselData?.index ?? 0), { isBot: false });
    return { src: image.src, srcSet: image.srcSet, sizes: GRID_IMAGE_SIZES };
  });
}
