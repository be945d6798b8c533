import { fts5Query, MAX_SEARCH_WORDS, pinSearchWords, tsQueryText } from './pinSearchWords';

describe('pinSearchWords: a query as the words the index is searched for', () => {
  it.each<[string, string[]]>([
    ['Gardening', ['gardening']],
    ['  balcony   garden ', ['balcony', 'garden']],
    ['HOME DÉCOR', ['home', 'decor']],
    ['bakeandbloom.com', ['bakeandbloom', 'com']],
    ['30-minute one-pan pasta', ['30', 'minute', 'one', 'pan', 'pasta']],
    ["Women's Fashion", ['women', 's', 'fashion']],
    ['“garden” ideas… garden', ['garden', 'ideas']],
    ['tomato AND NOT "basil" OR NEAR(x)', ['tomato', 'and', 'not', 'basil', 'or', 'near', 'x']],
    ['Tomás Álvarez', ['tomas', 'alvarez']],
    ['京都 temples', ['京都', 'temples']],
    ['%_\\ !!! ---', []],
    ['', []],
  ])('%j', (query, words) => expect(pinSearchWords(query)).toEqual(words));

  it(`keeps the first ${MAX_SEARCH_WORDS} words`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`);
    expect(pinSearchWords(many.join(' '))).toEqual(many.slice(0, MAX_SEARCH_WORDS));
  });
});

describe('fts5Query: every word, as quoted strings, in any field or one', () => {
  it.each<[string[], Parameters<typeof fts5Query>[1], string]>([
    [['gardening'], undefined, '"gardening"'],
    [['balcony', 'garden'], undefined, '"balcony" "garden"'],
    [['balcony', 'garden'], 'title', '{title} : ("balcony" "garden")'],
    [['not', 'near'], 'board', '{board} : ("not" "near")'],
    [['a"b'], undefined, '"a""b"'],
  ])('%j in %s', (words, field, expression) => expect(fts5Query(words, field)).toBe(expression));

  it('refuses no words (the store answers no page before it asks)', () => {
    expect(() => fts5Query([])).toThrow('at least one word');
    expect(() => tsQueryText([])).toThrow('at least one word');
  });
});

describe('tsQueryText: the words for plainto_tsquery', () => {
  it.each<[string[], string]>([
    [['gardening'], 'gardening'],
    [['bakeandbloom', 'com'], 'bakeandbloom com'],
  ])('%j', (words, text) => expect(tsQueryText(words)).toBe(text));
});
