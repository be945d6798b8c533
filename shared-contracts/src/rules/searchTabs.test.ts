import { SEARCH_QUERY_MAX_LENGTH } from './searchLimits';
import { pinSearchScopeOf, SEARCH_TABS, searchEmptyText, searchQueryOf, searchTabHref, searchTabOf, type SearchTab } from './searchTabs';

describe('SEARCH_TABS', () => {
  it('are Pins, Boards and People, in that order', () => {
    expect(SEARCH_TABS.map((t) => [t.tab, t.label])).toEqual([
      ['pins', 'Pins'],
      ['boards', 'Boards'],
      ['users', 'People'],
    ]);
  });
});

describe('searchTabOf and pinSearchScopeOf', () => {
  const cases: Array<[string, SearchTab, string]> = [
    ['pins', 'pins', 'pins'],
    ['boards', 'boards', 'pins'],
    ['users', 'users', 'pins'],
    ['videos', 'pins', 'videos'],
    ['buyable_pins', 'pins', 'buyable_pins'],
    ['my_pins', 'pins', 'my_pins'],
    ['idea_pins', 'pins', 'pins'],
    ['', 'pins', 'pins'],
  ];
  it.each(cases)('scope %j is the %s tab, searching %s', (scope, tab, pinScope) => {
    expect(searchTabOf(scope)).toBe(tab);
    expect(pinSearchScopeOf(scope)).toBe(pinScope);
  });
});

describe('searchTabHref', () => {
  const cases: Array<[SearchTab, string, string]> = [
    ['pins', 'pasta', '/search/pins?q=pasta'],
    ['boards', 'red shoes', '/search/boards?q=red%20shoes'],
    ['users', ' ana & bo ', '/search/users?q=ana%20%26%20bo'],
    ['boards', '', '/search/boards'],
    ['users', '   ', '/search/users'],
  ];
  it.each(cases)('%s for %j is %s', (tab, query, href) => {
    expect(searchTabHref(tab, query)).toBe(href);
  });
});

describe('searchEmptyText', () => {
  const cases: Array<[SearchTab, string, string]> = [
    ['pins', 'pasta', 'No Pins match “pasta”.'],
    ['boards', 'pasta', 'No boards match “pasta”.'],
    ['users', 'pasta', 'No people match “pasta”.'],
  ];
  it.each(cases)('%s for %j', (tab, query, text) => {
    expect(searchEmptyText(tab, query)).toBe(text);
  });
});

describe('searchQueryOf', () => {
  it.each([
    ['  soup  ', 'soup'],
    ['   ', ''],
    ['', ''],
  ])('%j -> %j', (raw, query) => {
    expect(searchQueryOf(raw)).toBe(query);
  });

  it(`cuts a query to the API's ${SEARCH_QUERY_MAX_LENGTH} characters`, () => {
    expect(searchQueryOf('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 5))).toBe('a'.repeat(SEARCH_QUERY_MAX_LENGTH));
    expect(searchQueryOf('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});
