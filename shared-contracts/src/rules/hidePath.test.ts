import { routeRequestLine } from 'page-runtime';
import type { HidePath } from '../platform/events';
import type { Surface } from './surfaces';
import { hidePathFor, hideRequest, type HideRequest, type HideRequestBody, type HideRequestOptions } from './hidePath';

describe('hidePathFor', () => {
  const cases: Array<[Surface, HidePath]> = [
    ['NewsPage', 'news_hub'],
    ['SearchItem', 'search'],
    ['SearchItemHighShoppingIntent', 'search'],
    ['AuthHomefeed', 'p2p'],
    ['RelatedPinGrid', 'p2p'],
    ['BaseBoardPinGrid', 'p2p'],
    ['FollowingFeedGrid', 'p2p'],
  ];
  it.each(cases)('%s -> %s', (surface, expected) => {
    expect(hidePathFor(surface)).toBe(expected);
  });
});

/** What goes on the wire for a hide call: its method, its URL and its body. */
function asSent(call: HideRequest): { method: string; url: string; body?: HideRequestBody } {
  return { ...routeRequestLine(call.route, call.params), ...('payload' in call ? { body: call.payload } : {}) };
}

describe('hideRequest', () => {
  const cases: Array<[HidePath, string, HideRequestOptions, boolean, ReturnType<typeof asSent>]> = [
    ['news_hub', '1001', { newsId: '77' }, false, { method: 'PUT', url: '/v3/news_hub/77/pin/1001/hide/' }],
    ['news_hub', '1001', { newsId: '77' }, true, { method: 'PUT', url: '/v3/news_hub/77/pin/1001/undo/' }],
    ['news_hub', '1001', { newsId: 'a/b c' }, false, { method: 'PUT', url: '/v3/news_hub/a%2Fb%20c/pin/1001/hide/' }],
    ['p2p', '1001', {}, false, { method: 'PUT', url: '/v3/p2p/1001/hide/' }],
    ['p2p', '1001', { query: 'ignored' }, true, { method: 'PUT', url: '/v3/p2p/1001/unhide/' }],
    ['p2p', '../1', {}, false, { method: 'PUT', url: '/v3/p2p/..%2F1/hide/' }],
    [
      'search',
      '1001',
      { query: 'lemon tart', pinType: 'pin' },
      false,
      { method: 'PUT', url: '/v3/search/1001/hide/', body: { query: 'lemon tart', pin_type: 'pin' } },
    ],
    [
      'search',
      '1001',
      { query: 'lemon tart', pinType: 'pin' },
      true,
      { method: 'PUT', url: '/v3/search/1001/unhide/', body: { query: 'lemon tart', pin_type: 'pin' } },
    ],
    ['search', '1001', {}, false, { method: 'PUT', url: '/v3/search/1001/hide/', body: {} }],
    [
      'search',
      '1001',
      { query: 'q'.repeat(200) },
      false,
      { method: 'PUT', url: '/v3/search/1001/hide/', body: { query: 'q'.repeat(200) } },
    ],
    [
      'search',
      '1001',
      { query: 'q'.repeat(201) },
      false,
      { method: 'PUT', url: '/v3/search/1001/hide/', body: { query: 'q'.repeat(200) } },
    ],
  ];
  it.each(cases)('%s %s %p undo=%p', (path, pinId, opts, undo, expected) => {
    expect(asSent(hideRequest(path, pinId, opts, undo))).toEqual(expected);
  });

  it('refuses a news hub hide without a news id', () => {
    expect(() => hideRequest('news_hub', '1001', {}, false)).toThrow(RangeError);
  });
});
