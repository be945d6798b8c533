import type { ApiPin } from '../api/apiTypes';
import {
  carouselSlotsOf,
  contentTypeOf,
  isDeletedStory,
  type CardContentType,
  type Playback,
  playbackOf,
  productOfferOf,
  videoEmbedOf,
} from './contentType';
import { makeCarousel, makeCarouselSlot, makePin, makeStory } from 'test-support/pinFixture';

const variant = { url: '/v.mp4', width: 720, height: 1280, thumbnail: '/t.jpg', duration: 65_000 };
const videos: ApiPin['videos'] = { videoList: { v720P: variant }, captions: [] };
const videoEmbed: ApiPin['embed'] = { src: '/v.mp4', type: 'video', width: 720, height: 1280 };
const gifEmbed: ApiPin['embed'] = { src: '/g.gif', type: 'gif', width: 480, height: 480 };
const rich = (typeName: 'product' | 'recipe' | 'article'): ApiPin['richSummary'] => ({
  typeName,
  displayName: 'Tart',
  siteName: 'Site',
  url: 'https://x.test/',
  products: [],
});
/** A rich summary naming one product at $12. */
const offering = (typeName: 'product' | 'recipe'): ApiPin['richSummary'] => ({
  typeName,
  displayName: 'Tart',
  siteName: 'Site',
  url: 'https://x.test/',
  products: [{ offerSummary: { price: '$12' } }],
});
const story = makeStory();
const carousel = makeCarousel([1, 2].map((k) => makeCarouselSlot(k)));

const cases: Array<[string, Partial<ApiPin>, CardContentType]> = [
  ['plain image', {}, 'image'],
  ['one tap beats video', { isOneTap: true, videos }, 'oneTap'],
  ['video by variant', { videos }, 'video'],
  ['video by embed', { embed: videoEmbed }, 'video'],
  ['video beats product', { videos, shoppingFlags: [5] }, 'video'],
  ['empty video list is no video', { videos: { videoList: {}, captions: [] } }, 'image'],
  ['gif embed', { embed: gifEmbed }, 'gif'],
  ['gif beats product', { embed: gifEmbed, richSummary: rich('product') }, 'gif'],
  ['product by rich summary', { richSummary: rich('product') }, 'product'],
  ['product by shopping flag 5', { shoppingFlags: [5] }, 'product'],
  ['product by shopping flag 6', { shoppingFlags: [6] }, 'product'],
  ['shopping flag 1 alone is not a product', { shoppingFlags: [1] }, 'image'],
  ['shopping flag 2 alone is not a product', { shoppingFlags: [2] }, 'image'],
  ['product beats recipe facts', { shoppingFlags: [6], storyPinData: story }, 'product'],
  ['recipe', { richSummary: rich('recipe') }, 'recipe'],
  ['recipe beats story pin', { richSummary: rich('recipe'), storyPinData: story }, 'recipe'],
  ['article rich pin is an image', { richSummary: rich('article') }, 'image'],
  ['story pin', { storyPinData: story }, 'storyPin'],
  ['carousel is an image', { carouselData: carousel }, 'image'],
];

describe('contentTypeOf', () => {
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(contentTypeOf(makePin(overrides))).toBe(expected);
  });
});

// What a pin plays follows the same priority: a video before a GIF before a story (the closeup once
// played a story first); a one-tap, product or recipe pin plays its video too.
const playback: Array<[string, Partial<ApiPin>, Playback | null]> = [
  ['plain image', {}, null],
  ['video', { videos }, 'video'],
  ['video beats story', { videos, storyPinData: story }, 'video'],
  ['video embed beats story', { embed: videoEmbed, storyPinData: story }, 'video'],
  ['one-tap video still plays', { isOneTap: true, videos }, 'video'],
  ['gif beats story', { embed: gifEmbed, storyPinData: story }, 'gif'],
  ['story', { storyPinData: story }, 'storyPin'],
  ['recipe story still plays its pages', { richSummary: rich('recipe'), storyPinData: story }, 'storyPin'],
  ['carousel plays nothing', { carouselData: carousel }, null],
];

describe('playbackOf', () => {
  it.each(playback)('%s', (_name, overrides, expected) => {
    expect(playbackOf(makePin(overrides))).toBe(expected);
  });
});

describe("a pin's parts", () => {
  it("a deleted story, a carousel's slots, a video embed", () => {
    expect(isDeletedStory(makePin({ storyPinData: { ...story, isDeleted: true } }))).toBe(true);
    expect(isDeletedStory(makePin({ storyPinData: story }))).toBe(false);
    expect(isDeletedStory(makePin({}))).toBe(false);
    expect(carouselSlotsOf(makePin({ carouselData: carousel }))).toHaveLength(2);
    expect(carouselSlotsOf(makePin({}))).toEqual([]);
    expect(videoEmbedOf(makePin({ embed: videoEmbed }))).toBe('/v.mp4');
    expect(videoEmbedOf(makePin({ embed: gifEmbed }))).toBeNull();
  });

  it.each<[string, Partial<ApiPin>, string | undefined]>([
    ['a product pin: its first product', { richSummary: offering('product') }, '$12'],
    ['a recipe with products: none', { richSummary: offering('recipe') }, undefined],
    ['a product pin without products', { richSummary: rich('product') }, undefined],
    ['a plain pin', {}, undefined],
  ])("a product's offer: %s", (_name, overrides, price) => {
    expect(productOfferOf(makePin(overrides))?.price).toBe(price);
  });
});
