import type { ApiOffsiteResult, ApiPin } from '../api/apiTypes';
import { makeCarousel, makeCarouselSlot, makePin } from 'test-support/pinFixture';
import {
  OUTBOUND_REL,
  OUTBOUND_REL_NOFOLLOW,
  offsiteCheckApplies,
  offsiteVerdict,
  outboundLinkOf,
  type OffsiteVerdict,
  type OutboundLink,
} from './outboundLink';

const verified = (pin: ApiPin): ApiPin => ({ ...pin, pinner: { ...pin.pinner, isPrimaryWebsiteVerified: true } });
const tracked = '/offsite/?token=t0k&url=https%3A%2F%2Fshop.test%2Fa&pin=1001';
const slots = (links: string[]): ApiPin['carouselData'] => makeCarousel(links.map((link, k) => makeCarouselSlot(k, { link })));
const external = (url: string, href: string, rel: string, checked = true): OutboundLink =>
  ({ kind: 'external', url, host: new URL(url).hostname, href, target: '_blank', rel, checked }) as OutboundLink;

describe('outboundLinkOf (spec section 5, Links)', () => {
  const cases: Array<[string, ApiPin, number, OutboundLink]> = [
    ['no link', makePin({ link: null }), 0, { kind: 'none' }],
    ['empty link is ignored', makePin({ link: '   ' }), 0, { kind: 'ignored', reason: 'empty', text: '' }],
    ["a link starting with '#' is ignored", makePin({ link: '#top' }), 0, { kind: 'ignored', reason: 'fragment', text: '#top' }],
    ['javascript: is not external', makePin({ link: 'javascript:alert(1)' }), 0, { kind: 'not-http', text: 'javascript:alert(1)' }],
    ['a relative path is not external', makePin({ link: '/pin/2/' }), 0, { kind: 'not-http', text: '/pin/2/' }],
    ['protocol-relative is not external', makePin({ link: '//evil.test/x' }), 0, { kind: 'not-http', text: '//evil.test/x' }],
    [
      'https: new tab, nofollow when unverified',
      makePin({ link: 'https://shop.test/a' }),
      0,
      external('https://shop.test/a', 'https://shop.test/a', OUTBOUND_REL_NOFOLLOW),
    ],
    [
      'http counts too',
      verified(makePin({ link: 'http://shop.test/a' })),
      0,
      external('http://shop.test/a', 'http://shop.test/a', OUTBOUND_REL),
    ],
    [
      "the server's tracked redirect is followed for the pin's own link",
      makePin({ link: 'https://shop.test/a', trackedLink: tracked }),
      0,
      external('https://shop.test/a', tracked, OUTBOUND_REL_NOFOLLOW),
    ],
    [
      'a tracked link for another URL is not used',
      makePin({ link: 'https://shop.test/b', trackedLink: tracked }),
      0,
      external('https://shop.test/b', 'https://shop.test/b', OUTBOUND_REL_NOFOLLOW),
    ],
    [
      'an off-site tracked link is not used',
      makePin({ link: 'https://shop.test/a', trackedLink: 'https://evil.test/?url=https%3A%2F%2Fshop.test%2Fa' }),
      0,
      external('https://shop.test/a', 'https://shop.test/a', OUTBOUND_REL_NOFOLLOW),
    ],
    [
      "a carousel uses the current slot's link",
      makePin({ link: 'https://shop.test/a', carouselData: slots(['https://one.test/', 'https://two.test/']) }),
      1,
      external('https://two.test/', 'https://two.test/', OUTBOUND_REL_NOFOLLOW),
    ],
    [
      "a carousel slot without a link uses the pin's",
      makePin({ link: 'https://shop.test/a', trackedLink: tracked, carouselData: slots(['', 'https://two.test/']) }),
      0,
      external('https://shop.test/a', tracked, OUTBOUND_REL_NOFOLLOW),
    ],
    [
      'a promoted pin is not checked',
      makePin({ link: 'https://shop.test/a', isPromoted: true }),
      0,
      external('https://shop.test/a', 'https://shop.test/a', OUTBOUND_REL_NOFOLLOW, false),
    ],
  ];
  it.each(cases)('%s', (_name, pin, index, expected) => {
    expect(outboundLinkOf(pin, index)).toEqual(expected);
  });
});

describe('offsiteCheckApplies (spec section 5)', () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [true, true, true],
  ])('promoted %s, downstream %s: %s', (isPromoted, isDownstreamPromotion, expected) => {
    expect(offsiteCheckApplies({ isPromoted, isDownstreamPromotion })).toBe(expected);
  });
});

describe('offsiteVerdict (spec sections 4, 7 and 8)', () => {
  const answer = (redirect_status: ApiOffsiteResult['redirect_status'], url = 'https://spam.test/deal'): ApiOffsiteResult => ({
    message: 'This link may be spam.',
    redirect_status,
    url,
  });
  const cases: Array<[string, ApiOffsiteResult | null, OffsiteVerdict]> = [
    ['other: go', answer('other'), { kind: 'go' }],
    ['blocked: warn', answer('blocked'), { kind: 'warn', status: 'blocked', message: 'This link may be spam.', host: 'spam.test' }],
    [
      'suspicious: warn',
      answer('suspicious'),
      { kind: 'warn', status: 'suspicious', message: 'This link may be spam.', host: 'spam.test' },
    ],
    ['porn: warn', answer('porn'), { kind: 'warn', status: 'porn', message: 'This link may be spam.', host: 'spam.test' }],
    [
      'no url in the answer: the checked host',
      answer('blocked', ''),
      { kind: 'warn', status: 'blocked', message: 'This link may be spam.', host: 'x.test' },
    ],
    ['missing answer: error, navigate', null, { kind: 'error' }],
  ];
  it.each(cases)('%s', (_name, result, expected) => {
    expect(offsiteVerdict(result, 'https://x.test/a')).toEqual(expected);
  });
});
