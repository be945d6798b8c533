import { FEED_PAGE_SIZE, firstReadOf } from './firstRead';
import { parseRoute } from './routes';

const cases: Array<[string, ReturnType<typeof firstReadOf>]> = [
  ['/', { resource: 'HomefeedResource', options: { page_size: 25 } }],
  ['/homefeed', { resource: 'HomefeedResource', options: { page_size: 25 } }],
  // A board or section page cannot ask for its pins before it has its board.
  ['/demo/garden-plans/', { resource: 'BoardResource', options: { username: 'demo', slug: 'garden-plans' } }],
  ['/demo/garden-plans/herbs/', { resource: 'BoardResource', options: { username: 'demo', slug: 'garden-plans' } }],
  // A pin page shows its pin first, however its address names it.
  ['/pin/1001/', { resource: 'PinResource', options: { id: '1001' } }],
  ['/pin/herb-garden--1001/', { resource: 'PinResource', options: { id: '1001' } }],
  // A discovery page and a search read what only their area knows to ask.
  ['/ideas', null],
  ['/videos', null],
  ['/demo/', null],
  ['/search/pins?q=soup', null],
  ['/login', null],
];

describe('firstReadOf', () => {
  it.each(cases)('%s', (url, expected) => {
    const [pathname = '/', search = ''] = url.split('?');
    expect(firstReadOf(parseRoute({ pathname, search: search && `?${search}` }))).toEqual(expected);
  });

  it('asks for a page of the size the grid reads', () => expect(FEED_PAGE_SIZE).toBe(25));
});
