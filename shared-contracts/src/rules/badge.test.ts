import type { ApiPin } from '../api/apiTypes';
import { badgeFor, STORY_DURATION_HIDDEN_SURFACES, type BadgeContext, type PinBadge } from './badge';
import { makeCarousel, makeCarouselSlot, makePin } from 'test-support/pinFixture';

const ctx: BadgeContext = { isDesktop: true, isAuth: true, surface: 'AuthHomefeed', carouselIndex: 0, hideStoryDurationExperiment: false };
const variant = { url: '/v.mp4', width: 720, height: 1280, thumbnail: '/t.jpg', duration: 65_000 };
const videos: ApiPin['videos'] = { videoList: { v720P: variant }, captions: [] };
const gif: ApiPin['embed'] = { src: '/g.gif', type: 'gif', width: 480, height: 480 };
const tagged: ApiPin['aggregatedPinData'] = { saves: 0, pinTagsChips: [], isShopTheLook: true };
const chipsOnly: ApiPin['aggregatedPinData'] = { saves: 0, pinTagsChips: ['kitchen', 'oak'], isShopTheLook: false };
const story = (totalVideoDuration: number, staticPageCount: number, hasProductPins = false): ApiPin['storyPinData'] => ({
  pages: [],
  isDeleted: false,
  staticPageCount,
  totalVideoDuration,
  hasProductPins,
  metadata: { pinTitle: 'Story' },
});
const product = (offerSummary: Record<string, string>, labels?: string[]): ApiPin['richSummary'] => ({
  typeName: 'product',
  displayName: 'Lamp',
  siteName: 'Shop',
  url: 'https://shop.test/lamp',
  products: [{ offerSummary, ...(labels ? { labels } : {}) }],
});
const carousel = (count: number): ApiPin['carouselData'] => makeCarousel(Array.from({ length: count }, (_, k) => makeCarouselSlot(k)));

const cases: Array<[string, Partial<ApiPin>, Partial<BadgeContext>, PinBadge]> = [
  ['plain image has none', {}, {}, null],
  // 1 tagged products
  [
    'tagged by shop the look',
    { aggregatedPinData: tagged },
    {},
    { kind: 'taggedProduct', label: 'Shop', accessibleLabel: 'Tagged products' },
  ],
  ['tagged by shopping flag 2', { shoppingFlags: [2] }, {}, { kind: 'taggedProduct', label: 'Shop', accessibleLabel: 'Tagged products' }],
  ['topic chips are not products', { aggregatedPinData: chipsOnly }, {}, null],
  [
    'tagged story product pins',
    { storyPinData: story(0, 3, true) },
    {},
    { kind: 'taggedProduct', label: 'Shop', accessibleLabel: 'Tagged products' },
  ],
  [
    'tagged beats GIF',
    { aggregatedPinData: tagged, embed: gif },
    {},
    { kind: 'taggedProduct', label: 'Shop', accessibleLabel: 'Tagged products' },
  ],
  [
    'tagged without a pin owner falls through',
    { aggregatedPinData: tagged, embed: gif, pinner: null as unknown as ApiPin['pinner'] },
    {},
    { kind: 'gif', label: 'GIF', accessibleLabel: 'GIF' },
  ],
  // 2 GIF
  ['GIF', { embed: gif }, {}, { kind: 'gif', label: 'GIF', accessibleLabel: 'GIF' }],
  ['GIF beats story duration', { embed: gif, storyPinData: story(12_000, 3) }, {}, { kind: 'gif', label: 'GIF', accessibleLabel: 'GIF' }],
  // 3 story-pin duration
  ['story with video', { storyPinData: story(12_000, 3) }, {}, { kind: 'storyDuration', label: '0:27', accessibleLabel: 'Story, 0:27' }],
  [
    'story with 2 static pages',
    { storyPinData: story(0, 2) },
    {},
    { kind: 'storyDuration', label: '0:10', accessibleLabel: 'Story, 0:10' },
  ],
  ['story with 1 static page and no video is hidden', { storyPinData: story(0, 1) }, {}, null],
  ['story with 0 static pages and no video is hidden', { storyPinData: story(0, 0) }, {}, null],
  [
    'story with video and 1 static page',
    { storyPinData: story(3_000, 1) },
    {},
    { kind: 'storyDuration', label: '0:08', accessibleLabel: 'Story, 0:08' },
  ],
  [
    'story video known only by a type 3 block',
    { storyPinData: { ...story(0, 1)!, pages: [{ blocks: [{ blockType: 3 }] }] } },
    {},
    { kind: 'storyDuration', label: '0:05', accessibleLabel: 'Story, 0:05' },
  ],
  [
    'experiment hides it for promoted pins',
    { storyPinData: story(12_000, 3), isPromoted: true },
    { hideStoryDurationExperiment: true },
    null,
  ],
  [
    'experiment hides it on a listed surface',
    { storyPinData: story(12_000, 3) },
    { hideStoryDurationExperiment: true, surface: 'CreatorProfileStoryPinGrid' },
    null,
  ],
  [
    'experiment keeps it elsewhere',
    { storyPinData: story(12_000, 3) },
    { hideStoryDurationExperiment: true },
    { kind: 'storyDuration', label: '0:27', accessibleLabel: 'Story, 0:27' },
  ],
  [
    'promoted without the experiment keeps it',
    { storyPinData: story(12_000, 3), isPromoted: true },
    {},
    { kind: 'storyDuration', label: '0:27', accessibleLabel: 'Story, 0:27' },
  ],
  // 4 video duration
  ['video duration', { videos }, {}, { kind: 'videoDuration', label: '1:05', accessibleLabel: 'Video, 1:05' }],
  [
    'video over an hour',
    { videos: { videoList: { vHLSV4: { ...variant, duration: 3_725_000 } }, captions: [] } },
    {},
    { kind: 'videoDuration', label: '1:02:05', accessibleLabel: 'Video, 1:02:05' },
  ],
  ['video embed without a variant has no length', { embed: { src: '/v.mp4', type: 'video', width: 1, height: 1 } }, {}, null],
  [
    'video beats price',
    { videos, richSummary: product({ price: '$12.00' }) },
    {},
    { kind: 'videoDuration', label: '1:05', accessibleLabel: 'Video, 1:05' },
  ],
  // 5 price or label
  ['product price', { richSummary: product({ price: '$12.00' }) }, {}, { kind: 'price', label: '$12.00', accessibleLabel: 'Price $12.00' }],
  [
    'product price range',
    { richSummary: product({ minPrice: '$12.00', maxPrice: '$30.00' }) },
    {},
    { kind: 'price', label: '$12.00-$30.00', accessibleLabel: 'Price $12.00-$30.00' },
  ],
  [
    'product label without a price',
    { richSummary: product({}, ['Bestseller', 'New']) },
    {},
    { kind: 'productLabel', label: 'Bestseller', accessibleLabel: 'Bestseller' },
  ],
  ['product by flag without a summary', { shoppingFlags: [5] }, {}, null],
  [
    'price beats image counter',
    { richSummary: product({ price: '$12.00' }), carouselData: carousel(5) },
    {},
    { kind: 'price', label: '$12.00', accessibleLabel: 'Price $12.00' },
  ],
  // 6 image counter
  [
    'carousel counter',
    { carouselData: carousel(5) },
    { carouselIndex: 1 },
    { kind: 'imageCounter', label: '2/5', accessibleLabel: 'Image 2 of 5' },
  ],
  [
    'carousel counter at the last slot',
    { carouselData: carousel(5) },
    { carouselIndex: 4 },
    { kind: 'imageCounter', label: '5/5', accessibleLabel: 'Image 5 of 5' },
  ],
  [
    'index past the end is clamped',
    { carouselData: carousel(5) },
    { carouselIndex: 9 },
    { kind: 'imageCounter', label: '5/5', accessibleLabel: 'Image 5 of 5' },
  ],
  [
    'product carousel without price or label',
    { shoppingFlags: [6], carouselData: carousel(2) },
    {},
    { kind: 'imageCounter', label: '1/2', accessibleLabel: 'Image 1 of 2' },
  ],
  ['one image has no counter', { carouselData: carousel(1) }, {}, null],
  ['no counter on mobile', { carouselData: carousel(5) }, { isDesktop: false }, null],
  ['no counter signed out', { carouselData: carousel(5) }, { isAuth: false }, null],
];

describe('badgeFor', () => {
  it.each(cases)('%s', (_name, overrides, context, expected) => {
    expect(badgeFor(makePin(overrides), { ...ctx, ...context })).toEqual(expected);
  });

  it('lists the experiment surfaces it documents', () => {
    expect(STORY_DURATION_HIDDEN_SURFACES).toEqual(['CreatorProfileStoryPinGrid', 'CreatorProfileActivityPinGrid']);
  });
});
