import { isGridRoute, pinFeedOfRoute } from './routeFeeds';
import { parseRoute } from './routes';

describe('pinFeedOfRoute', () => {
  it.each([
    ['/', { resource: 'HomefeedResource', options: {} }],
    ['/today', { resource: 'HomefeedResource', options: {} }],
    ['/ideas', { resource: 'HomefeedResource', options: {} }],
    ['/ideas/baking', { resource: 'InterestFeedResource', options: { interest: 'baking' } }],
    ['/topics/garden', { resource: 'InterestFeedResource', options: { interest: 'garden' } }],
    ['/videos', { resource: 'HomefeedResource', options: { scope: 'videos' } }],
    ['/videos/travel', { resource: 'InterestFeedResource', options: { interest: 'travel', scope: 'videos' } }],
    ['/shopping', { resource: 'HomefeedResource', options: { scope: 'buyable_pins' } }],
    ['/shopping/home-decor', { resource: 'InterestFeedResource', options: { interest: 'home-decor', scope: 'buyable_pins' } }],
  ])('%s reads %j', (pathname, feed) => {
    const route = parseRoute({ pathname, search: '' });
    if (!isGridRoute(route)) throw new Error(`${pathname} is not a grid page`);
    expect(pinFeedOfRoute(route)).toEqual(feed);
  });

  it.each(['/search/pins', '/edit', '/pin/1001', '/demo', '/login'])('%s is no grid page of the feed area', (pathname) => {
    expect(isGridRoute(parseRoute({ pathname, search: pathname === '/search/pins' ? '?q=x' : '' }))).toBe(false);
  });
});
