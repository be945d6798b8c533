import { isAreaActive, ownsRoute, parseRoute, type Route } from './routes';

const NF: Route = { area: 'not-found' };

const cases: Array<[string, Route]> = [
  // home
  ['/', { area: 'feed', page: 'home' }],
  ['/homefeed/', { area: 'feed', page: 'home' }],
  ['/homefeed', { area: 'feed', page: 'home' }],
  // search and discovery
  ['/search/pins?q=red%20shoes', { area: 'feed', page: 'search', scope: 'pins', query: 'red shoes' }],
  ['/search', { area: 'feed', page: 'search', scope: 'pins', query: '' }],
  ['/search/boards?q=cats', { area: 'feed', page: 'search', scope: 'boards', query: 'cats' }],
  ['/ideas', { area: 'feed', page: 'ideas', path: [] }],
  ['/ideas/dinner/123/', { area: 'feed', page: 'ideas', path: ['dinner', '123'] }],
  ['/videos/', { area: 'feed', page: 'videos', path: [] }],
  ['/videos/cooking/77', { area: 'feed', page: 'videos', path: ['cooking', '77'] }],
  ['/shopping/shoes/9', { area: 'feed', page: 'shopping', path: ['shoes', '9'] }],
  ['/today/trending/', { area: 'feed', page: 'today', path: ['trending'] }],
  ['/topics/home-decor', { area: 'feed', page: 'topics', path: ['home-decor'] }],
  // closeup: the id may be prefixed with a text slug and two dashes; the id is the last part
  ['/pin/12345', { area: 'closeup', page: 'pin', pinId: '12345', slug: null, view: 'closeup', query: {} }],
  ['/pin/12345/', { area: 'closeup', page: 'pin', pinId: '12345', slug: null, view: 'closeup', query: {} }],
  ['/pin/easy-soup--98765/', { area: 'closeup', page: 'pin', pinId: '98765', slug: 'easy-soup', view: 'closeup', query: {} }],
  ['/pin/a--b--42', { area: 'closeup', page: 'pin', pinId: '42', slug: 'a--b', view: 'closeup', query: {} }],
  ['/pin/1/comments', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'comments', query: {} }],
  ['/pin/1/edit', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'edit', query: {} }],
  ['/pin/1/analytics', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'analytics', query: {} }],
  ['/pin/1/visual-search/', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'visual-search', query: {} }],
  ['/pin/1/visual-search/products/', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'visual-search-products', query: {} }],
  ['/pin/1/sent/abc', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'sent', query: {} }],
  ['/pin/1/feedback/', { area: 'closeup', page: 'pin', pinId: '1', slug: null, view: 'feedback', query: {} }],
  [
    '/pin/7/repin/?isEditingPin=true&pinBoardId=5&isFromToast=true&originalPinId=3',
    {
      area: 'closeup',
      page: 'pin',
      pinId: '7',
      slug: null,
      view: 'repin',
      query: { isEditingPin: 'true', pinBoardId: '5', isFromToast: 'true', originalPinId: '3' },
    },
  ],
  ['/pin/create/', { area: 'closeup', page: 'pin-create', tool: 'pin-create' }],
  ['/pin-builder', { area: 'closeup', page: 'pin-create', tool: 'pin-builder' }],
  ['/pin-builder/', { area: 'closeup', page: 'pin-create', tool: 'pin-builder' }],
  ['/idea-pin-builder/', { area: 'closeup', page: 'pin-create', tool: 'idea-pin-builder' }],
  ['/story-pin-builder', { area: 'closeup', page: 'pin-create', tool: 'story-pin-builder' }],
  ['/pin-creation-tool', { area: 'closeup', page: 'pin-create', tool: 'pin-creation-tool' }],
  ['/idea-ads-tool', { area: 'closeup', page: 'pin-create', tool: 'idea-ads-tool' }],
  ['/pin-editor', { area: 'closeup', page: 'pin-create', tool: 'pin-editor' }],
  ['/pin-builder/drafts', { area: 'not-found' }],
  [
    '/pin_redirect?domain=example.com&redirectUrl=https%3A%2F%2Fexample.com',
    {
      area: 'closeup',
      page: 'pin-redirect',
      query: { domain: 'example.com', redirectUrl: 'https://example.com' },
    },
  ],
  ['/pin/', NF],
  ['/pin/slug-without-id', NF],
  ['/pin/easy-soup--', NF],
  ['/pin/1/unknown', NF],
  ['/pin/1/edit/more', NF],
  ['/pin/1/visual-search/other', NF],
  // boards
  ['/demo/', { area: 'boards', page: 'profile', username: 'demo', tab: 'boards' }],
  ['/demo', { area: 'boards', page: 'profile', username: 'demo', tab: 'boards' }],
  ['/demo/_created/', { area: 'boards', page: 'profile', username: 'demo', tab: 'created' }],
  ['/demo/_saved', { area: 'boards', page: 'profile', username: 'demo', tab: 'saved' }],
  ['/demo/summer-recipes', { area: 'boards', page: 'board', username: 'demo', boardSlug: 'summer-recipes' }],
  ['/demo/summer-recipes/soups/', { area: 'boards', page: 'section', username: 'demo', boardSlug: 'summer-recipes', sectionSlug: 'soups' }],
  ['/demo/caf%C3%A9', { area: 'boards', page: 'board', username: 'demo', boardSlug: 'café' }],
  ['/board/55/edit', { area: 'boards', page: 'board-edit', boardId: '55', view: 'edit' }],
  ['/board/55/edit/collaborators', { area: 'boards', page: 'board-edit', boardId: '55', view: 'collaborators' }],
  ['/board/55/edit/add_collaborators', { area: 'boards', page: 'board-edit', boardId: '55', view: 'add_collaborators' }],
  ['/boardsection/66/edit', { area: 'boards', page: 'section-edit', sectionId: '66' }],
  ['/me/', { area: 'boards', page: 'me' }],
  ['/board/55', NF],
  ['/board/55/edit/other', NF],
  ['/boardsection/66', NF],
  ['/demo/board/section/extra', NF],
  ['/demo/_unknown', NF],
  ['/not-a-user!/', NF],
  // a first segment from the reserved list is never a username
  ['/settings/', { area: 'experiences', page: 'settings', params: [] }],
  ['/about/', NF],
  ['/robots.txt', NF],
  ['/Settings/', NF],
  ['/following/', NF],
  // business
  ['/business/', { area: 'business', page: 'business', section: 'hub', params: [] }],
  ['/business/hub', { area: 'business', page: 'business', section: 'hub', params: [] }],
  ['/business/convert/', { area: 'business', page: 'business', section: 'convert', params: [] }],
  [
    '/business/business-access/42/dashboard',
    {
      area: 'business',
      page: 'business',
      section: 'business-access',
      params: ['42', 'dashboard'],
    },
  ],
  [
    '/business/business-hierarchy/9/managers',
    {
      area: 'business',
      page: 'business',
      section: 'business-hierarchy',
      params: ['9', 'managers'],
    },
  ],
  ['/business/catalogs/42/', { area: 'business', page: 'business', section: 'catalogs', params: ['42'] }],
  ['/business/unknown-tool', NF],
  // experiences
  ['/login', { area: 'experiences', page: 'login', params: [] }],
  ['/login/', { area: 'experiences', page: 'login', params: [] }],
  ['/login/link/12.abc-DEF_1', { area: 'experiences', page: 'login-link', params: ['12.abc-DEF_1'] }],
  ['/login/link/', { area: 'not-found' }],
  ['/login/other/x', { area: 'not-found' }],
  ['/signup', { area: 'experiences', page: 'signup', params: [] }],
  ['/signup/sso-business-account/', { area: 'experiences', page: 'signup', params: ['sso-business-account'] }],
  ['/signup/confirm/abc-DEF_1', { area: 'experiences', page: 'signup-confirm', params: ['abc-DEF_1'] }],
  ['/signup/confirm/', { area: 'not-found' }],
  ['/signup/confirm/a/b', { area: 'not-found' }],
  ['/settings', { area: 'experiences', page: 'settings', params: [] }],
  ['/settings/notifications', { area: 'experiences', page: 'settings', params: ['notifications'] }],
  ['/policy/cookies/', { area: 'experiences', page: 'cookie-policy', params: [] }],
  ['/help/community-guidelines', { area: 'experiences', page: 'community-guidelines', params: [] }],
  ['/explore', { area: 'feed', page: 'explore', path: [] }],
  ['/discover/article/2026-11-27-best-travel', { area: 'feed', page: 'today', path: ['article', '2026-11-27-best-travel'] }],
  ['/discover/', { area: 'not-found' }],
  ['/discover/other/x', { area: 'not-found' }],
  ['/password/reset', { area: 'experiences', page: 'password-reset', params: [] }],
  ['/password/reset/abc.def', { area: 'experiences', page: 'password-reset', params: ['abc.def'] }],
  ['/password/', { area: 'not-found' }],
  ['/password/reset/a/b', { area: 'not-found' }],
  ['/help/community-guidelines/', { area: 'experiences', page: 'community-guidelines', params: [] }],
  ['/notifications/', { area: 'experiences', page: 'notifications', params: [] }],
  ['/notifications', { area: 'experiences', page: 'notifications', params: [] }],
  ['/inbox/', { area: 'experiences', page: 'inbox', params: [] }],
  ['/inbox/elsewhere', { area: 'not-found' }],
  ['/notifications/old', { area: 'not-found' }],
  ['/help/', { area: 'not-found' }],
  ['/help/other/', { area: 'not-found' }],
  ['/policy', NF],
  ['/policy/privacy', NF],
  ['/edit', { area: 'feed', page: 'tune' }],
  ['/edit/more', { area: 'not-found' }],
  // malformed encoding is not found, never a crash
  ['/pin/%E0%A4%A', NF],
];

describe('parseRoute', () => {
  it.each(cases)('%s', (url, expected) => {
    const [pathname, search] = url.split('?');
    expect(parseRoute({ pathname: pathname ?? '/', search: search ? `?${search}` : '' })).toEqual(expected);
  });
});

describe('isAreaActive', () => {
  const cases: Array<[string, Record<'feed' | 'closeup' | 'boards' | 'experiences' | 'business', boolean>]> = [
    ['/', { feed: true, closeup: false, boards: true, experiences: true, business: false }],
    ['/pin/1', { feed: false, closeup: true, boards: true, experiences: true, business: false }],
    ['/demo/', { feed: false, closeup: false, boards: true, experiences: true, business: false }],
    ['/business/hub', { feed: false, closeup: false, boards: true, experiences: true, business: true }],
    ['/login', { feed: false, closeup: false, boards: true, experiences: true, business: false }],
    ['/settings/', { feed: false, closeup: false, boards: true, experiences: true, business: false }],
  ];
  it.each(cases)('%s', (pathname, expected) => {
    const route = parseRoute({ pathname });
    for (const [area, active] of Object.entries(expected)) {
      expect([area, isAreaActive(area as keyof typeof expected, route)]).toEqual([area, active]);
    }
  });
});

describe("ownsRoute: the area's own page, not the layer", () => {
  it.each([
    ['/', 'feed', true],
    ['/', 'boards', false],
    ['/demo/', 'boards', true],
    ['/login', 'experiences', true],
    ['/', 'experiences', false],
  ] as const)('%s, %s -> %p', (pathname, area, expected) => {
    expect(ownsRoute(area, parseRoute({ pathname }))).toBe(expected);
  });
});
