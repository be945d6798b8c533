// One plain, deterministic pin for rule tests; each test overrides what it is about.

import type { ApiGridPin, ApiImages, ApiPin, ApiRecommendationReason, ApiUserSummary } from 'shared-contracts/api';

const user: ApiUserSummary = {
  id: '7',
  entityId: '7',
  username: 'loomandladle',
  fullName: 'Loom & Ladle Kitchen',
  firstName: 'Loom',
  imageSmallUrl: '/media/avatars/7.svg',
  imageMediumUrl: '/media/avatars/7.svg',
  explicitlyFollowedByMe: false,
  isPrimaryWebsiteVerified: false,
};

export function makeImages(width = 736, height = 1104, signature = 'abc'): ApiImages {
  const at = (w: number) => ({
    url: `/media/${w}x/${signature}.jpg`,
    width: Math.min(w, width),
    height: Math.round((height * Math.min(w, width)) / width),
  });
  return { '236x': at(236), '474x': at(474), '736x': at(736), orig: { url: `/media/orig/${signature}.jpg`, width, height } };
}

export function makePin(overrides: Partial<ApiPin> = {}): ApiPin {
  return {
    id: '1001',
    entityId: '1001',
    title: 'Lemon tart',
    gridTitle: 'Lemon tart',
    description: 'A bright lemon tart with a crisp crust.',
    altText: 'A lemon tart on a plate',
    category: 'food',
    seoUrl: '/pin/1001/',
    seoTitle: 'Lemon tart recipe',
    seoDescription: 'How to bake a lemon tart.',
    seoNoindexReason: null,
    link: 'https://loomandladle.com/lemon-tart',
    trackedLink: null,
    domain: 'loomandladle.com',
    imageSignature: 'abc',
    dominantColor: '#c0a060',
    images: makeImages(),
    contentType: 'image',
    isRepin: false,
    originalPinId: '1001',
    createdAt: '2026-01-01T00:00:00.000Z',
    pinner: user,
    nativeCreator: null,
    board: null,
    section: null,
    isPromoted: false,
    isDownstreamPromotion: false,
    promoter: null,
    adData: null,
    shoppingFlags: [],
    isEligibleForPdp: false,
    isShoppable: false,
    isOosProduct: false,
    isStaleProduct: false,
    isGoLinkless: false,
    isOneTap: false,
    shouldOpenInStream: false,
    embed: null,
    videos: null,
    storyPinData: null,
    carouselData: null,
    richSummary: null,
    richMetadata: null,
    aggregatedPinData: { saves: 0, pinTagsChips: [], isShopTheLook: false },
    shareCount: 0,
    sourceInterest: null,
    recommendationReason: null,
    access: [],
    savedInfo: null,
    trackingParams: 'tp',
    ...overrides,
  };
}

type CarouselSlot = NonNullable<ApiPin['carouselData']>['slots'][number];

/** Slot k of a carousel: titled 'Slot k', linking to https://x.test/k, its picture signed 'sk'. */
export function makeCarouselSlot(k: number, overrides: Partial<CarouselSlot> = {}): CarouselSlot {
  return {
    slotId: `s${k}`,
    title: `Slot ${k}`,
    details: '',
    link: `https://x.test/${k}`,
    imageSignature: `s${k}`,
    images: makeImages(),
    ...overrides,
  };
}

/** A carousel at its first slot. */
export function makeCarousel(slots: CarouselSlot[]): ApiPin['carouselData'] {
  return { index: 0, entityId: 'c1', slots };
}

/** A story pin's data: two static pages, no video, no products. */
export function makeStory(): NonNullable<ApiPin['storyPinData']> {
  return { pages: [], isDeleted: false, staticPageCount: 2, totalVideoDuration: 0, hasProductPins: false, metadata: { pinTitle: 'Story' } };
}

/** A recipe's rich summary under `displayName`. */
export function makeRecipeSummary(displayName: string): ApiPin['richSummary'] {
  return { typeName: 'recipe', displayName, siteName: 'Site', url: 'https://x.test/', products: [] };
}

/** A board the pin was saved to, which the viewer does not follow. */
export const FIXTURE_BOARD = {
  id: '5',
  name: 'Soups',
  url: '/maya/soups/',
  privacy: 'public' as const,
  followedByMe: false,
  collaboratedByMe: false,
  isCollaborative: false,
};

/** A grid pin of a topic, saved to FIXTURE_BOARD: what feedback and Unfollow rules read. */
export function makeFeedbackPin(overrides: Partial<ApiGridPin> = {}): ApiGridPin {
  return {
    ...makePin({ sourceInterest: { id: '3', name: 'Baking', urlName: 'baking' } }),
    board: FIXTURE_BOARD,
    section: null,
    ...overrides,
  };
}

/** Why the home feed recommends a pin; only a followed board's reason names a board. */
export function recommendedBecause(reason: ApiRecommendationReason['reason']): ApiRecommendationReason {
  return { reason, hasBoard: reason === 'recent_followed_board' };
}
