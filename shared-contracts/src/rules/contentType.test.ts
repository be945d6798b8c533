import type { ApiPin } from '../api/apiTypes';
import { contentTypeOf, type CardContentType } from './contentType';
import { makeImages, makePin } from 'test-support/pinFixture';

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
const story: ApiPin['storyPinData'] = {
  pages: [],
  isDeleted: false,
  staticPageCount: 2,
  totalVideoDuration: 0,
  hasProductPins: false,
  metadata: { pinTitle: 'Story' },
};
const carousel: ApiPin['carouselData'] = {
  index: 0,
  entityId: 'c1',
  slots: [1, 2].map((k) => ({
    slotId: `s${k}`,
    title: `Slot ${k}`,
    details: '',
    link: `https://x.test/${k}`,
    imageSignature: `s${k}`,
    images: makeImages(),
  })),
};

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
