// The order original pins are made in: the regular pins of each content type, shuffled, with the
// special pins (one case of the card rules each) put back at their fixed places.

import type { ContentType } from 'shared-contracts/api';
import { SPECIAL_PINS, specialIndex, type SpecialPin } from './landmarks';
import { at } from './lookups';
import type { Rng } from './random';

const REGULAR_COUNTS: Record<ContentType, number> = {
  image: 420,
  video: 28,
  gif: 13,
  carousel: 8,
  storyPin: 12,
  recipe: 33,
  product: 48,
  oneTap: 11,
};

export interface PlanItem {
  type: ContentType;
  special?: SpecialPin;
  promoted?: boolean;
  downstream?: boolean;
  slots?: number;
  story?: 'video' | 'static' | 'single' | 'deleted';
  offer?: 'single' | 'range' | 'sale';
}

function specialPlan(name: SpecialPin): PlanItem {
  const item: PlanItem = { type: 'image', special: name };
  switch (name) {
    case 'deletedStory':
      return { ...item, type: 'storyPin', story: 'deleted' };
    case 'storyWithVideo':
      return { ...item, type: 'storyPin', story: 'video' };
    case 'storySingleStatic':
      return { ...item, type: 'storyPin', story: 'single' };
    case 'storyStaticPages':
      return { ...item, type: 'storyPin', story: 'static' };
    case 'descIsRecipeName':
    case 'noindexRichDescription':
    case 'recipe':
      return { ...item, type: 'recipe' };
    case 'descIsProductName':
    case 'noindexRichTitle':
    case 'productSinglePrice':
      return { ...item, type: 'product', offer: 'single' };
    case 'productPriceRange':
      return { ...item, type: 'product', offer: 'range' };
    case 'productOnSale':
    case 'productNotPdp':
      return { ...item, type: 'product', offer: 'sale' };
    case 'carousel2':
    case 'carousel3':
    case 'carousel4':
    case 'carousel5':
      return { ...item, type: 'carousel', slots: Number(name.slice(-1)) };
    case 'promotedImage':
      return { ...item, promoted: true };
    case 'promotedDownstream':
      return { ...item, promoted: true, downstream: true };
    case 'promotedProduct':
      return { ...item, type: 'product', offer: 'sale', promoted: true };
    case 'promotedVideo':
      return { ...item, type: 'video', promoted: true };
    case 'promotedCarousel':
      return { ...item, type: 'carousel', slots: 3, promoted: true };
    case 'video':
      return { ...item, type: 'video' };
    case 'gif':
      return { ...item, type: 'gif' };
    case 'oneTap':
      return { ...item, type: 'oneTap' };
    default:
      return item;
  }
}

export function planPins(rng: Rng): PlanItem[] {
  const regular: PlanItem[] = [];
  const storyKinds: Array<PlanItem['story']> = ['video', 'static', 'single'];
  const offers: Array<PlanItem['offer']> = ['single', 'range', 'sale'];
  for (const [type, count] of Object.entries(REGULAR_COUNTS) as Array<[ContentType, number]>) {
    for (let k = 0; k < count; k++) {
      const item: PlanItem = { type };
      if (type === 'storyPin') item.story = at(storyKinds, k % storyKinds.length);
      if (type === 'carousel') item.slots = 2 + (k % 4);
      if (type === 'product') {
        item.offer = at(offers, k % offers.length);
        item.promoted = k < 3;
      }
      if (type === 'image') {
        item.promoted = k < 8;
        item.downstream = k < 2;
      }
      if (type === 'video') item.promoted = k < 2;
      regular.push(item);
    }
  }
  rng.shuffle(regular);
  const plan: PlanItem[] = [...regular];
  SPECIAL_PINS.forEach((name, i) => plan.splice(specialIndex(i), 0, specialPlan(name)));
  return plan;
}
