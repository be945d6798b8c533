import { parseRoute } from 'shared-contracts';
import { feedFor } from './feedSources';

const feedRoute = (url: string) => {
  const [pathname, search] = url.split('?');
  const route = parseRoute({ pathname: pathname ?? '/', search: search ? `?${search}` : '' });
  if (route.area !== 'feed') throw new Error(`${url} is not a feed route`);
  return route;
};

describe('feedFor', () => {
  it.each([
    ['/', 'HomefeedResource', {}, 'AuthHomefeed'],
    ['/homefeed/', 'HomefeedResource', {}, 'AuthHomefeed'],
    ['/search/pins?q=soup', 'BaseSearchResource', { query: 'soup', scope: 'pins' }, 'SearchItem'],
    ['/ideas', 'HomefeedResource', {}, 'TopicBestPinNarrow'],
    ['/ideas/food/123', 'InterestFeedResource', { interest: 'food' }, 'TopicBestPinNarrow'],
    ['/topics/travel', 'InterestFeedResource', { interest: 'travel' }, 'TopicBestPinNarrow'],
    ['/videos/', 'HomefeedResource', { scope: 'videos' }, 'AuthHomefeed'],
    ['/videos/food/12', 'InterestFeedResource', { interest: 'food', scope: 'videos' }, 'AuthHomefeed'],
    ['/shopping/', 'HomefeedResource', { scope: 'buyable_pins' }, 'ShoppingDynamicHeightGrid'],
    ['/today', 'HomefeedResource', {}, 'TodayArticleFeed'],
  ])('%s -> %s %j on %s', (url, resource, options, surface) => {
    const choice = feedFor(feedRoute(url));
    expect(choice).toMatchObject({ kind: 'feed', source: { resource, options, surface } });
  });

  it('asks for words on a search without a query', () => {
    expect(feedFor(feedRoute('/search/pins?q=%20'))).toMatchObject({ kind: 'prompt' });
  });
});
