import { boardTitleError } from './boardTitle';

describe('boardTitleError (board title max 50)', () => {
  const cases: Array<[string, string, string | null]> = [
    ['empty', '', 'Your board needs a name.'],
    ['spaces only', '   ', 'Your board needs a name.'],
    ['one character', 'a', null],
    ['50 characters', 'a'.repeat(50), null],
    ['51 characters', 'a'.repeat(51), 'Board names can be at most 50 characters.'],
    ['50 plus surrounding spaces', ` ${'a'.repeat(50)} `, null],
    ['50 emoji (code points, not UTF-16 units)', '🍲'.repeat(50), null],
    ['51 emoji', '🍲'.repeat(51), 'Board names can be at most 50 characters.'],
    ['a bidi override', '\u202Eevil', "Board name can't contain control characters or invisible formatting characters."],
    ['a NUL', 'a\u0000b', "Board name can't contain control characters or invisible formatting characters."],
  ];
  it.each(cases)('%s', (_n, title, expected) => expect(boardTitleError(title)).toBe(expected));
});
