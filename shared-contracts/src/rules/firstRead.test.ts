import { FEED_PAGE_SIZE, firstReadOf, followUpReadOf } from './firstRead';
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
  // A topic's page its topic, by the name its address gives; the other discovery pages read what only their area knows to ask.
  ['/ideas/gardening/7/', { resource: 'TopicResource', options: { topic: 'gardening' } }],
  ['/topics/gardening/', { resource: 'TopicResource', options: { topic: 'gardening' } }],
  ['/ideas', null],
  ['/topics', null],
  ['/videos', null],
  // A profile shows its user first, whatever the tab.
  ['/demo/', { resource: 'UserResource', options: { username: 'demo' } }],
  ['/demo/_saved/', { resource: 'UserResource', options: { username: 'demo' } }],
  // A search tab's first page, as the tab asks for it: the words trimmed, a pin scope as itself.
  ['/search/pins?q=%20soup%20', { resource: 'BaseSearchResource', options: { query: 'soup', scope: 'pins', page_size: 25 } }],
  ['/search/videos?q=soup', { resource: 'BaseSearchResource', options: { query: 'soup', scope: 'videos', page_size: 25 } }],
  ['/search/anything?q=soup', { resource: 'BaseSearchResource', options: { query: 'soup', scope: 'pins', page_size: 25 } }],
  ['/search/boards?q=soup', { resource: 'BoardSearchResource', options: { query: 'soup', page_size: 25 } }],
  ['/search/users?q=soup', { resource: 'UserSearchResource', options: { query: 'soup', page_size: 25 } }],
  // Nothing asked: the prompt, which reads nothing.
  ['/search/pins', null],
  ['/search/boards?q=%20%20', null],
  ['/login', null],
];

describe('firstReadOf', () => {
  it.each(cases)('%s', (url, expected) => {
    const [pathname = '/', search = ''] = url.split('?');
    expect(firstReadOf(parseRoute({ pathname, search: search && `?${search}` }))).toEqual(expected);
  });

  it('asks for a page of the size the grid reads', () => expect(FEED_PAGE_SIZE).toBe(25));
});

describe('followUpReadOf', () => {
  const board = { id: '6', sections: [{ id: '61', slug: 'herbs' }] };
  const followUps: Array<[string, unknown, ReturnType<typeof followUpReadOf>]> = [
    // The grid's own options, in its order, so the primed answer is found by its path.
    ['/demo/garden-plans/', board, { resource: 'BoardFeedResource', options: { board_id: '6', page_size: 25 } }],
    ['/demo/garden-plans/herbs/', board, { resource: 'BoardSectionPinsResource', options: { section_id: '61', page_size: 25 } }],
    // A section the board does not have is the page's not-found, which reads nothing more.
    ['/demo/garden-plans/weeds/', board, null],
    // An answer without the board's id reads nothing.
    ['/demo/garden-plans/', { name: 'Garden plans' }, null],
    ['/demo/garden-plans/', null, null],
    // A pin page's pinner, as the pinner row asks for them.
    [
      '/pin/1001/',
      { id: '1001', pinner: { username: 'chloe_martin' } },
      { resource: 'UserResource', options: { username: 'chloe_martin' } },
    ],
    ['/pin/1001/', { id: '1001' }, null],
    // A profile's Pins as the grid reads them; its boards tab reads nothing more (its cards' ages would differ by the time the page hydrates).
    ['/demo/', null, null],
    ['/demo/_created/', null, { resource: 'UserPinsResource', options: { username: 'demo', kind: 'created', page_size: 25 } }],
    ['/demo/_saved/', null, { resource: 'UserPinsResource', options: { username: 'demo', kind: 'saved', page_size: 25 } }],
    ['/', board, null],
    ['/ideas', board, null],
    // A topic's Pins by the URL name its answer gives ('food' is 'food-and-drink'), as its grid asks for them.
    [
      '/topics/food/',
      { interest: { id: '3', name: 'Food and drink', urlName: 'food-and-drink' } },
      { resource: 'InterestFeedResource', options: { interest: 'food-and-drink', page_size: 25 } },
    ],
    ['/ideas/gardening/7/', { interest: { id: '7' } }, null],
    ['/ideas/gardening/7/', null, null],
  ];
  it.each(followUps)('%s', (url, answer, expected) => {
    expect(followUpReadOf(parseRoute({ pathname: url, search: '' }), () => answer)).toEqual(expected);
  });

  it.each(['/', '/ideas', '/search/pins?q=soup'])("does not look at %s's first answer: it has no follow-up", (url) => {
    const [pathname = '/', search = ''] = url.split('?');
    const unread = () => {
      throw new Error('the first answer was read');
    };
    expect(followUpReadOf(parseRoute({ pathname, search: search && `?${search}` }), unread)).toBeNull();
  });
});
