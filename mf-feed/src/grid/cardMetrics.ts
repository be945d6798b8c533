// A card's height before anything loads: the image scaled to the column, 22 px per title line and
// one 22 px row per line of footer. PinCard renders exactly these rows, so the grid never shifts.

import { type ApiGridPin } from 'shared-contracts/api';
import { cardText, cellHeight, priceDisplay, productOfferOf, promotedByText, titleLineCount } from 'shared-contracts/rules';

export interface CardViewer {
  isAuth: boolean;
}

export interface CardRows {
  titleLines: number;
  priceRow: boolean;
  /** The visitor footer (the pinner); a signed-in user's footer is hidden by default. */
  footerRow: boolean;
  /** 'Promoted by {promoter}' on an ad (spec sections 3 and 8), in as many lines as it takes (two at most). */
  promotedBy: string | null;
  promotedLines: number;
}

/** The widest a character of the promoted line's small type is taken to be, so its line count never falls short. */
const PROMOTED_CHAR_WIDTH = 7.5;

/** Lines under the picture, all TITLE_LINE_HEIGHT high. */
export function textLines(rows: CardRows): number {
  return rows.titleLines + Number(rows.priceRow) + Number(rows.footerRow) + rows.promotedLines;
}

export function cardRows(pin: ApiGridPin, columnWidth: number, viewer: CardViewer, carouselIndex = 0): CardRows {
  const { title } = cardText(pin, carouselIndex);
  const promotedBy = promotedByText(pin);
  return {
    titleLines: title ? titleLineCount(title, columnWidth) : 0,
    priceRow: priceDisplay(productOfferOf(pin)).current !== null,
    footerRow: !viewer.isAuth,
    promotedBy,
    promotedLines: promotedBy === null ? 0 : Math.min(2, Math.ceil((Array.from(promotedBy).length * PROMOTED_CHAR_WIDTH) / columnWidth)),
  };
}

export function measureCard(pin: ApiGridPin, columnWidth: number, viewer: CardViewer): number {
  const rows = cardRows(pin, columnWidth, viewer);
  const image = pin.images['236x'] ?? pin.images['736x'];
  return cellHeight({ width: image.width, height: image.height }, columnWidth, textLines(rows));
}
