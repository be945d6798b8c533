// The closeup's picture: 736x with 474x and 236x in srcset (spec section 1's preferred size and
// fallbacks); the pane is 508 px wide on a desktop (spec section 9), the whole width on a phone.

import { type ApiImages } from 'shared-contracts/api';
import { cardImage } from 'shared-contracts/rules';

/** Spec section 9: the closeup's pane is 508 px; below 900 px the page is one column. */
export const CLOSEUP_IMAGE_SIZES = '(max-width: 899px) 100vw, 508px';

export interface CloseupImage {
  src: string;
  srcSet: string | null;
  width: number;
  height: number;
}

export function closeupImage(images: ApiImages, isBot: boolean): CloseupImage {
  const image = cardImage(images, { isBot });
  return { src: image.src, srcSet: image.srcSet, width: image.width, height: image.height };
}
