// A card's height before anything loads: the image scaled to the column, 22 px per title line and
// one 22 px row per line of footer. PinCard renders exactly these rows, so the grid never shifts.

import { cardText, cellHeight, priceDisplay, titleLineCount, TITLE_LINE_HEIGHT, type ApiGridPin } from 'shared-contracts';

export interface CardViewer {
  isAuth: boolean;
}

export interface CardRows {
  titleLines: number;
  priceRow: boolean;
  /** The visitor footer (the pinner); a signed-in user's footer is hidden by default. */
  footerRow: boolean;
}

export function cardRows(pin: ApiGridPin, columnWidth: number, viewer: CardViewer, carouselIndex = 0): CardRows {
  const { title } = cardText(pin, carouselIndex);
  const offer = pin.richSummary?.typeName === 'product' ? pin.richSummary.products[0]?.offerSummary : undefined;
  return {
    titleLines: title ? titleLineCount(title, columnWidth) : 0,
    priceRow: priceDisplay(offer).current !== null,
    footerRow: !viewer.isAuth,
  };
}

export function measureCard(pin: ApiGridPin, columnWidth: number, viewer: CardViewer): number {
  const rows = cardRows(pin, columnWidth, viewer);
  const image = pin.images['236x'] ?? pin.images['736x'];
  const extra = (Number(rows.priceRow) + Number(rows.footerRow)) * TITLE_LINE_HEIGHT;
  return cellHeight({ width: image.width, height: image.height }, columnWidth, rows.titleLines) + extra;
}
