// The one badge a card shows, by the spec's six-step priority (section 1).

import type { ApiPin } from './apiTypes';
import { hasVideo, isProductPin } from './contentType';
import { formatDuration, storyPinDurationMs } from './duration';
import type { Surface } from './events';
import { priceDisplay } from './price';

export type PinBadgeKind = 'taggedProduct' | 'gif' | 'storyDuration' | 'videoDuration' | 'price' | 'productLabel' | 'imageCounter';
export type PinBadge = { kind: PinBadgeKind; label: string; accessibleLabel: string } | null;

export interface BadgeContext {
  isDesktop: boolean;
  isAuth: boolean;
  surface: Surface;
  carouselIndex: number;
  /** The experiment that hides story-pin durations on some surfaces and on promoted pins. */
  hideStoryDurationExperiment: boolean;
}

/** The spec leaves "some surfaces" open: we hide it on the creator-profile grids, where the stats button sits. */
export const STORY_DURATION_HIDDEN_SURFACES: readonly Surface[] = ['CreatorProfileStoryPinGrid', 'CreatorProfileActivityPinGrid'];

function videoDurationMs(pin: ApiPin): number | null {
  const list = pin.videos?.videoList;
  const variant = list?.v720P ?? list?.vHLSV4 ?? list?.vHLSV3MOBILE;
  return variant ? variant.duration : null;
}

function storyDurationHidden(pin: ApiPin, ctx: BadgeContext): boolean {
  const story = pin.storyPinData;
  if (!story) return true;
  const hasStoryVideo = story.totalVideoDuration > 0;
  if (!hasStoryVideo && story.staticPageCount <= 1) return true;
  return ctx.hideStoryDurationExperiment && (STORY_DURATION_HIDDEN_SURFACES.includes(ctx.surface) || pin.isPromoted);
}

function imageCount(pin: ApiPin): number {
  if (pin.carouselData) return pin.carouselData.slots.length;
  return 1;
}

export function badgeFor(pin: ApiPin, ctx: BadgeContext): PinBadge {
  const tagged = pin.aggregatedPinData.pinTagsChips.length > 0 || pin.storyPinData?.hasProductPins === true;
  if (tagged && pin.pinner) return { kind: 'taggedProduct', label: 'Shop', accessibleLabel: 'Tagged products' };
  if (pin.embed?.type === 'gif') return { kind: 'gif', label: 'GIF', accessibleLabel: 'GIF' };
  if (pin.storyPinData && !storyDurationHidden(pin, ctx)) {
    const label = formatDuration(storyPinDurationMs(pin.storyPinData));
    return { kind: 'storyDuration', label, accessibleLabel: `Story, ${label}` };
  }
  const video = hasVideo(pin) ? videoDurationMs(pin) : null;
  if (video !== null) {
    const label = formatDuration(video);
    return { kind: 'videoDuration', label, accessibleLabel: `Video, ${label}` };
  }
  if (isProductPin(pin)) {
    const product = pin.richSummary?.products[0];
    const price = priceDisplay(product?.offerSummary).current;
    if (price) return { kind: 'price', label: price, accessibleLabel: `Price ${price}` };
    const productLabel = product?.labels?.[0];
    if (productLabel) return { kind: 'productLabel', label: productLabel, accessibleLabel: productLabel };
  }
  const count = imageCount(pin);
  if ((isProductPin(pin) || pin.carouselData) && count > 1 && ctx.isDesktop && ctx.isAuth) {
    const label = `${Math.min(ctx.carouselIndex, count - 1) + 1}/${count}`;
    return { kind: 'imageCounter', label, accessibleLabel: `Image ${label.replace('/', ' of ')}` };
  }
  return null;
}
