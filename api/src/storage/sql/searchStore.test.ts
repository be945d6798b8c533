import { suggestedQueries } from './searchStore';

describe('suggestedQueries: searches that go on from what is typed', () => {
  const titles = [
    'Chicken thighs, the spicy way',
    'Lemony chicken thighs',
    '25 one-pan chicken thighs ideas',
    'Chickpea salad',
    'Spicy Peanut Noodles',
  ];
  it.each<[string, number, string[]]>([
    ['chi', 6, ['chicken', 'chicken thighs', 'chickpea', 'chickpea salad', 'chicken thighs ideas']],
    ['chicken th', 3, ['chicken thighs', 'chicken thighs ideas']],
    ['spic', 5, ['spicy', 'spicy way', 'spicy peanut', 'spicy peanut noodles']],
    ['chi', 2, ['chicken', 'chicken thighs']],
    ['zzz', 5, []],
  ])('%j', (term, count, queries) => expect(suggestedQueries(titles, term, count)).toEqual(queries));
});
