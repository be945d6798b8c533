// Spec section 1 ('Pin card', 'Badge choice'): the one badge a card shows, by the six-step
// priority tagged product, GIF, story-pin duration, video duration, product price or label, and
// the image counter (desktop, signed in only).

import type { ApiGridPin } from '../api/apiTypes';
import { hasVideo, isProductPin } from './contentType';
import { formatDuration, storyPinDurationMs } from './duration';
import type { Surface } from './surfaces';
import { priceDisplay } from './price';

export type PinBadgeKind = 'taggedProduct' | 'gif' | 'storyDuration' | 'videoDuration' | 'price' | 'productLabel' | 'imageCounter';
export type PinBadge = { kind: PinBadgeKind; label: string; accessibleLabel: string } | null;

export interface BadgeContext {
  isDesktop: boolean;
  isAuth: boolean;
  surface: Surface;
  carouselIndex: number;
  /** The experiment that hides story-pin durations "for some surfaces or promoted pins". */
  hideStoryDurationExperiment: boolean;
}

/**
 * The spec does not name the experiment's "some surfaces". Chosen: the creator-profile story and
 * activity grids, which list a creator's story pins side by side, so a duration on every card
 * tells the viewer nothing that sets one apart.
 */
export const STORY_DURATION_HIDDEN_SURFACES: readonly Surface[] = ['CreatorProfileStoryPinGrid', 'CreatorProfileActivityPinGrid'];

export const TAGGED_PRODUCT_BADGE = { label: 'Shop', accessibleLabel: 'Tagged products' } as const;
export const GIF_BADGE = { label: 'GIF', accessibleLabel: 'GIF' } as const;

/** Story pages carry video as blocks of type 3 (spec section 3); either fact says there is video. */
export const STORY_VIDEO_BLOCK = 3;

function storyHasVideo(story: NonNullable<ApiGridPin['storyPinData']>): boolean {
  return story.totalVideoDuration > 0 || story.pages.some((page) => page.blocks.some((b) => b.blockType === STORY_VIDEO_BLOCK));
}

function storyDurationShown(pin: ApiGridPin, ctx: BadgeContext): boolean {
  const story = pin.storyPinData;
  if (!story) return false;
  // A single still page has no length worth announcing.
  if (!storyHasVideo(story) && story.staticPageCount <= 1) return false;
  return !(ctx.hideStoryDurationExperiment && (STORY_DURATION_HIDDEN_SURFACES.includes(ctx.surface) || pin.isPromoted));
}

/** shoppingFlags value for a shop-the-look pin: its products are tagged on the image. */
const SHOP_THE_LOOK_FLAG = 2;

/** Every variant is the same video; the first one present gives its length. */
function videoDurationMs(pin: ApiGridPin): number | null {
  const list = pin.videos?.videoList;
  const variant = list?.v720P ?? list?.vHLSV4 ?? list?.vHLSV3MOBILE;
  return variant ? variant.duration : null;
}

/** Product pins with several images arrive as carousels, so the slots are the images. */
function imageCount(pin: ApiGridPin): number {
  return pin.carouselData ? pin.carouselData.slots.length : 1;
}

// pinTagsChips are topic words, not products, so they never make a pin "tagged".
function hasTaggedProducts(pin: ApiGridPin): boolean {
  return pin.aggregatedPinData.isShopTheLook || pin.shoppingFlags.includes(SHOP_THE_LOOK_FLAG) || pin.storyPinData?.hasProductPins === true;
}

export function badgeFor(pin: ApiGridPin, ctx: BadgeContext): PinBadge {
  // The API types the pinner as required; a partial read can still drop it, and then nobody owns the tags.
  const owner = pin.pinner as ApiGridPin['pinner'] | null | undefined;
  if (hasTaggedProducts(pin) && owner?.id) return { kind: 'taggedProduct', ...TAGGED_PRODUCT_BADGE };

  if (pin.embed?.type === 'gif') return { kind: 'gif', ...GIF_BADGE };

  if (pin.storyPinData && storyDurationShown(pin, ctx)) {
    const label = formatDuration(storyPinDurationMs(pin.storyPinData));
    return { kind: 'storyDuration', label, accessibleLabel: `Story, ${label}` };
  }

  const video = hasVideo(pin) ? videoDurationMs(pin) : null;
  if (video !== null) {
    const label = formatDuration(video);
    return { kind: 'videoDuration', label, accessibleLabel: `Video, ${label}` };
  }

  const product = isProductPin(pin);
  if (product) {
    const first = pin.richSummary?.products[0];
    const price = priceDisplay(first?.offerSummary).current;
    if (price) return { kind: 'price', label: price, accessibleLabel: `Price ${price}` };
    const productLabel = first?.labels?.find((l) => l.trim() !== '');
    if (productLabel) return { kind: 'productLabel', label: productLabel, accessibleLabel: productLabel };
  }

  const count = imageCount(pin);
  if ((product || pin.carouselData) && count > 1 && ctx.isDesktop && ctx.isAuth) {
    const position = Math.min(Math.max(0, Math.floor(ctx.carouselIndex)), count - 1) + 1;
    return { kind: 'imageCounter', label: `${position}/${count}`, accessibleLabel: `Image ${position} of ${count}` };
  }
  return null;
}
