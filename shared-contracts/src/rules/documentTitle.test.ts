import { documentTitle, titleFor } from './documentTitle';
import { parseRoute } from './routes';

const cases: Array<[string, string]> = [
  ['/', 'Pinboard'],
  ['/search/pins?q=soup', 'Search: soup · Pinboard'],
  ['/ideas', 'Ideas · Pinboard'],
  ['/pin/easy-soup--42', 'Pin 42 · Pinboard'],
  ['/demo/', "demo's profile · Pinboard"],
  ['/demo/recipes', 'recipes by demo · Pinboard'],
  ['/demo/recipes/soups', 'soups in recipes by demo · Pinboard'],
  ['/business/hub', 'Business hub · Pinboard'],
  ['/login', 'Log in · Pinboard'],
  ['/settings/', 'Settings · Pinboard'],
  ['/edit', 'Tune your home feed · Pinboard'],
];

describe('documentTitle', () => {
  it.each(cases)('%s -> %s', (url, title) => {
    const [pathname = '/', search = ''] = url.split('?');
    expect(documentTitle(parseRoute({ pathname, search: search && `?${search}` }))).toBe(title);
  });
});

describe('titleFor: a page that learns its name (a board, a profile)', () => {
  it.each([
    ['Kitchen Ideas', 'Kitchen Ideas · Pinboard'],
    ['Baking in Kitchen Ideas', 'Baking in Kitchen Ideas · Pinboard'],
  ])('%s', (heading, title) => expect(titleFor(heading)).toBe(title));
});
