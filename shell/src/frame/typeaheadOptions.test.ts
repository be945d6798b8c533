import { searchUrl, suggestionsOf } from './typeaheadOptions';

describe('searchUrl', () => {
  it.each([
    ['pasta', '/search/pins?q=pasta'],
    ['  lemon tart ', '/search/pins?q=lemon%20tart'],
    ['a&b=c', '/search/pins?q=a%26b%3Dc'],
    ['   ', null],
    ['', null],
  ] as const)('%p -> %p', (query, url) => {
    expect(searchUrl(query)).toBe(url);
  });
});

describe('suggestionsOf', () => {
  it('has none before an answer', () => {
    expect(suggestionsOf(undefined)).toEqual([]);
  });

  it("leads an idea to its interest page, whatever its name's characters", () => {
    const [idea] = suggestionsOf({
      term: 'x',
      queries: [],
      interests: [{ id: '7', name: 'Home & garden', urlName: 'home garden' }],
      boards: [],
      users: [],
    });
    expect(idea).toMatchObject({ kind: 'interest', label: 'Home & garden', href: '/ideas/home%20garden/7/' });
  });
});
