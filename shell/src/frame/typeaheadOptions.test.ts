import { searchUrl, suggestionsOf } from './typeaheadOptions';

describe('searchUrl', () => {
  it.each([
    ['pasta', 'pins', '/search/pins?q=pasta'],
    ['  lemon tart ', 'pins', '/search/pins?q=lemon%20tart'],
    ['a&b=c', 'boards', '/search/boards?q=a%26b%3Dc'],
    ['garden', 'users', '/search/users?q=garden'],
    ['   ', 'pins', null],
    ['', 'pins', null],
  ] as const)('%p in %s -> %p', (query, scope, url) => {
    expect(searchUrl(query, scope)).toBe(url);
  });
});

describe('suggestionsOf', () => {
  it('has none before an answer', () => {
    expect(suggestionsOf(undefined)).toEqual([]);
  });

  it("leads an idea to its interest page, whatever its name's characters", () => {
    const [idea] = suggestionsOf({
      term: 'x',
      interests: [{ id: '7', name: 'Home & garden', urlName: 'home garden' }],
      boards: [],
      users: [],
    });
    expect(idea).toMatchObject({ kind: 'interest', label: 'Home & garden', href: '/ideas/home%20garden/7' });
  });
});
