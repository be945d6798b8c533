import type { Surface } from './surfaces';
import { impressionSurface, LOGGED_OUT_PAGES, loggedOutPageOf, type ImpressionSurface } from './loggedOutPages';
import { parseRoute } from './routes';

const route = (url: string) => {
  const [pathname = '/', search] = url.split('?');
  return parseRoute({ pathname, search: search ? `?${search}` : '' });
};

describe('LOGGED_OUT_PAGES', () => {
  it('are the spec’s page classes, in its order', () => {
    // Spec section 2, to the letter.
    const SPEC =
      'classifies pages as pin, board, login, home, profile, ideas, ideas-root, videos, videos-category, article, shopping-spotlight, today, unauth-profile, shopping-root, shopping-category or other';
    expect(LOGGED_OUT_PAGES).toEqual(SPEC.replace('classifies pages as ', '').split(/, | or /));
  });
});

describe('loggedOutPageOf', () => {
  it.each([
    ['/', 'home'],
    ['/homefeed/', 'home'],
    ['/ideas', 'ideas-root'],
    ['/ideas/dinner/123', 'ideas'],
    ['/videos/', 'videos'],
    ['/videos/food/12', 'videos-category'],
    ['/shopping/', 'shopping-root'],
    ['/shopping/home-decor/9', 'shopping-category'],
    ['/today', 'today'],
    ['/today/best/summer-salads/77', 'article'],
    ['/pin/1001/', 'pin'],
    ['/demo/weeknight-dinners/', 'board'],
    ['/demo/weeknight-dinners/soups/', 'board'],
    ['/demo/', 'profile'],
    ['/login', 'login'],
    ['/search/pins?q=soup', 'other'],
    ['/topics/travel', 'other'],
    ['/edit', 'other'],
    ['/signup', 'other'],
    ['/business/hub', 'other'],
    ['/no/such/page/here/at/all', 'other'],
  ])('%s is %s', (url, page) => {
    expect(loggedOutPageOf(route(url))).toBe(page);
  });
});

describe('impressionSurface', () => {
  const cases: Array<[string, Surface, boolean, ImpressionSurface]> = [
    ['/', 'AuthHomefeed', true, 'AuthHomefeed'],
    ['/', 'AuthHomefeed', false, 'home'],
    ['/videos/', 'AuthHomefeed', false, 'videos'],
    ['/videos/food/12', 'AuthHomefeed', false, 'videos-category'],
    ['/ideas/dinner/123', 'TopicBestPinNarrow', false, 'TopicBestPinNarrow'],
    ['/search/pins?q=soup', 'SearchItem', false, 'SearchItem'],
    ['/pin/1001/', 'RelatedPinGrid', false, 'RelatedPinGrid'],
    ['/demo/weeknight-dinners/', 'BaseBoardPinGrid', true, 'BaseBoardPinGrid'],
  ];
  it.each(cases)('on %s, %s, signed in %p: %s', (url, surface, isAuth, expected) => {
    expect(impressionSurface(surface, isAuth, route(url))).toBe(expected);
  });
});
