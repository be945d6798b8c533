import { parseRoute } from 'shared-contracts/rules';
import { feedFor, pinSearchFeed, type GridRoute } from './feedSources';

const gridRoute = (url: string): GridRoute => {
  const [pathname, search] = url.split('?');
  const route = parseRoute({ pathname: pathname ?? '/', search: search ? `?${search}` : '' });
  if (route.area !== 'feed') throw new Error(`${url} is not a grid route`);
  if (route.page === 'home') return route;
  if ((route.page === 'videos' || route.page === 'shopping') && 'path' in route)
    return { area: 'feed', page: route.page, path: route.path };
  throw new Error(`${url} is not a grid route`);
};

describe('feedFor', () => {
  it.each([
    ['/', 'HomefeedResource', {}, 'AuthHomefeed'],
    ['/homefeed/', 'HomefeedResource', {}, 'AuthHomefeed'],
    ['/videos/', 'HomefeedResource', { scope: 'videos' }, 'AuthHomefeed'],
    ['/videos/food/12', 'InterestFeedResource', { interest: 'food', scope: 'videos' }, 'AuthHomefeed'],
    ['/shopping/', 'HomefeedResource', { scope: 'buyable_pins' }, 'ShoppingDynamicHeightGrid'],
  ])('%s -> %s %j on %s', (url, resource, options, surface) => {
    expect(feedFor(gridRoute(url))).toMatchObject({ resource, options, surface });
  });
});

describe('pinSearchFeed', () => {
  it.each([
    ['pins', { query: 'soup', scope: 'pins' }],
    ['videos', { query: 'soup', scope: 'videos' }],
    ['idea_pins', { query: 'soup', scope: 'pins' }],
  ])('scope %s searches %j on SearchItem', (scope, options) => {
    expect(pinSearchFeed('soup', scope)).toMatchObject({
      resource: 'BaseSearchResource',
      options,
      surface: 'SearchItem',
      emptyText: 'No Pins match “soup”.',
    });
  });

  it('names each query and scope its own grid', () => {
    expect(pinSearchFeed('soup', 'pins').key).not.toBe(pinSearchFeed('soups', 'pins').key);
    expect(pinSearchFeed('soup', 'pins').key).not.toBe(pinSearchFeed('soup', 'videos').key);
  });
});
