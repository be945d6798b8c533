import { categoryHeading, categoryHref, isCategory, topicsAtoZ, trendingSearches } from './discoveryDirectory';

const topic = (name: string) => ({ interest: { name } });
const pinOf = (name: string | null) => ({ sourceInterest: name === null ? null : { id: name, name, urlName: name.toLowerCase() } });

describe('the topics directory', () => {
  it('lists every topic A to Z under its letter, accents folded, anything else under # last', () => {
    const letters = topicsAtoZ(['travel', 'Art', 'Éclairs', 'architecture', '3D printing', 'Food', 'Tattoos'].map(topic));
    expect(letters.map((l) => [l.letter, l.topics.map((t) => t.interest.name)])).toEqual([
      ['A', ['architecture', 'Art']],
      ['E', ['Éclairs']],
      ['F', ['Food']],
      ['T', ['Tattoos', 'travel']],
      ['#', ['3D printing']],
    ]);
  });

  it('is empty for no topics', () => expect(topicsAtoZ([])).toEqual([]));
});

describe('trending searches', () => {
  it.each<[string, Array<string | null>, number, string[]]>([
    ['the most Pins first', ['Food', 'Travel', 'Travel', 'Art', 'Travel', 'Food'], 8, ['Travel', 'Food', 'Art']],
    ['ties in the ranking’s order', ['Art', 'Food', 'Food', 'Art', 'Home'], 8, ['Art', 'Food', 'Home']],
    ['no more than asked', ['A', 'B', 'C', 'D'], 2, ['A', 'B']],
    ['Pins with no topic left out', [null, 'Food', null], 8, ['Food']],
    ['none from none', [], 8, []],
  ])('%s', (_case, names, max, expected) => expect(trendingSearches(names.map(pinOf), max)).toEqual(expected));
});

describe('category pages', () => {
  it.each([
    ['videos', null, '/videos/'],
    ['shopping', null, '/shopping/'],
    ['videos', { id: '7', urlName: 'gardening' }, '/videos/gardening/7/'],
    ['shopping', { id: '12', urlName: 'home-decor' }, '/shopping/home-decor/12/'],
  ] as const)('%s with %p links to %s', (page, interest, href) => expect(categoryHref(page, interest)).toBe(href));

  it.each([
    ['videos', 'Gardening', 'Gardening videos'],
    ['shopping', 'Gardening', 'Shop Gardening'],
  ] as const)('%s of %s is headed %p', (page, name, heading) => expect(categoryHeading(page, name)).toBe(heading));

  it.each([
    ['gardening', true],
    ['7', true],
    ['garden', false],
    [undefined, false],
  ])('the URL’s %p is Gardening: %p', (category, is) => expect(isCategory({ id: '7', urlName: 'gardening' }, category)).toBe(is));
});
