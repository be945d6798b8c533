import type { ApiPin } from '../api/apiTypes';
import { clickTargetOf, type ClickTarget } from './clickTarget';
import { makeCarousel, makeCarouselSlot, makePin } from 'test-support/pinFixture';

const rich: ApiPin['richSummary'] = { typeName: 'article', displayName: 'Tart', siteName: 'Site', url: 'https://x.test/', products: [] };
const carousel = makeCarousel(['https://shop.test/one', 'javascript:alert(1)'].map((link, k) => makeCarouselSlot(k, { link })));
const external = (href: string): ClickTarget => ({ kind: 'external', href, target: '_blank', rel: 'noopener noreferrer' });

const cases: Array<[string, Partial<ApiPin>, boolean, number, ClickTarget]> = [
  ['signed in: closeup', {}, true, 0, { kind: 'closeup', href: '/pin/1001/' }],
  ['signed out: SEO pin link', { seoUrl: '/pin/lemon-tart--1001/' }, false, 0, { kind: 'seo', href: '/pin/lemon-tart--1001/' }],
  ['signed out: off-site SEO url is not used', { seoUrl: 'https://evil.test/pin/1001/' }, false, 0, { kind: 'seo', href: '/pin/1001/' }],
  ['signed out: protocol-relative SEO url is not used', { seoUrl: '//evil.test/pin/1001/' }, false, 0, { kind: 'seo', href: '/pin/1001/' }],
  ['one tap: external link', { isOneTap: true }, true, 0, external('https://loomandladle.com/lemon-tart')],
  ['rich pin: external link for visitors too', { richSummary: rich }, false, 0, external('https://loomandladle.com/lemon-tart')],
  ['http link is external', { isOneTap: true, link: 'http://x.test/a' }, true, 0, external('http://x.test/a')],
  ['one tap with a non-http link: closeup', { isOneTap: true, link: 'ftp://x.test/a' }, true, 0, { kind: 'closeup', href: '/pin/1001/' }],
  ['one tap without a link: closeup', { isOneTap: true, link: null }, true, 0, { kind: 'closeup', href: '/pin/1001/' }],
  ['plain pin with a link: closeup', {}, true, 0, { kind: 'closeup', href: '/pin/1001/' }],
  ['carousel uses the current slot link', { isOneTap: true, carouselData: carousel }, true, 0, external('https://shop.test/one')],
  [
    'carousel slot with an unsafe link: closeup',
    { isOneTap: true, carouselData: carousel },
    true,
    1,
    { kind: 'closeup', href: '/pin/1001/' },
  ],
  [
    'carousel index without a slot uses the pin link',
    { isOneTap: true, carouselData: carousel },
    true,
    5,
    external('https://loomandladle.com/lemon-tart'),
  ],
];

describe('clickTargetOf', () => {
  it.each(cases)('%s', (_name, overrides, isAuth, index, expected) => {
    expect(clickTargetOf(makePin(overrides), { isAuth }, index)).toEqual(expected);
  });
});
