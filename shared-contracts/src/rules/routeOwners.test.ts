// The route table as the shell reads it for the pages people open most: each is the page of exactly
// one area (whose element the shell mounts it in), and the tab's title before the page learns a
// name. The area's own tests show what it renders there (its heading, its words).
import { AREA_OF_REMOTE, REMOTE_NAMES } from '../platform/areas';
import { documentTitle } from './documentTitle';
import { ownsRoute, parseRoute, type Route } from './routes';

function routeOf(url: string): Route {
  const [pathname = '/', search = ''] = url.split('?');
  return parseRoute({ pathname, search: search && `?${search}` });
}

const ownersOf = (url: string) => REMOTE_NAMES.filter((remote) => ownsRoute(AREA_OF_REMOTE[remote], routeOf(url)));

describe('the page a route opens', () => {
  it.each([
    ['/', 'mf_feed', 'Pinboard'],
    ['/search/pins?q=soup', 'mf_feed', 'Search: soup · Pinboard'],
    ['/demo/kitchen-ideas', 'mf_boards', 'kitchen-ideas by demo · Pinboard'],
    ['/demo/kitchen-ideas/baking/', 'mf_boards', 'baking in kitchen-ideas by demo · Pinboard'],
    ['/demo/', 'mf_boards', "demo's profile · Pinboard"],
    ['/business/business-access/42/dashboard', 'mf_business', 'Business access · Pinboard'],
    ['/settings', 'mf_experiences', 'Settings · Pinboard'],
    ['/login', 'mf_experiences', 'Log in · Pinboard'],
    ['/pin/easy-soup--1001/', 'mf_closeup', 'Pin 1001 · Pinboard'],
  ])('%s is the page of %s alone, titled %p until it learns a name', (url, remote, title) => {
    expect(ownersOf(url)).toEqual([remote]);
    expect(documentTitle(routeOf(url))).toBe(title);
  });

  it.each(['/no/such/page/here', '/careers/'])('%s is no area’s page: the one not-found page', (url) => {
    expect(routeOf(url)).toEqual({ area: 'not-found' });
    expect(ownersOf(url)).toEqual([]);
    expect(documentTitle(routeOf(url))).toBe('Page not found · Pinboard');
  });
});
