// Where each pin sits in the home feed. A repin keeps its source's rank, as a save made through
// the API does.

import type { WorldPin } from '../../storage/worldImport';
import { DEMO_LANDMARKS } from './landmarks';
import { at, must } from './lookups';
import type { Rng } from './random';

export function rankFeed(rng: Rng, pins: readonly WorldPin[]): void {
  const pinById = new Map(pins.map((p) => [p.id, p]));
  // A shuffle, then one pin of each kind moved near the top so the first screen shows them all.
  const originals = pins.filter((p) => p.repinOf === null);
  const order = rng.shuffle([...originals]);
  const L = DEMO_LANDMARKS.pins;
  const showcase = [
    L.video,
    L.promotedImage,
    L.carousel4,
    L.gif,
    L.productOnSale,
    L.storyWithVideo,
    L.recipe,
    L.oneTap,
    L.blockedHost,
    L.productPriceRange,
    L.titleOver200,
    L.promotedProduct,
    L.storySingleStatic,
    L.carousel2,
    L.noindexRawText,
    L.descOver496,
  ];
  showcase.forEach((pinId, k) => {
    const from = order.findIndex((p) => p.id === pinId);
    const to = 1 + k * 2;
    const tmp = at(order, to);
    order[to] = at(order, from);
    order[from] = tmp;
  });
  order.forEach((p, k) => {
    p.feedRank = k + 1;
  });
  // A repin keeps its source's rank, as a save made through the API does.
  for (const p of pins) if (p.repinOf !== null) p.feedRank = must(pinById.get(p.rootPinId)).feedRank;
}
