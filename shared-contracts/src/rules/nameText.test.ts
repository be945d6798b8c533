import { nameProblem } from './nameText';

const HIDDEN = "Board name can't contain control characters or invisible formatting characters.";

describe('nameProblem', () => {
  it.each([
    // Refused: controls, bidi overrides and isolates, zero-width spaces, lone surrogates, blanks.
    ['a\u0000b', HIDDEN],
    ['tab\there', HIDDEN],
    ['line\nbreak', HIDDEN],
    ['\u0085next line', HIDDEN],
    ['\u202Eevil.exe', HIDDEN],
    ['\u2066isolated\u2069', HIDDEN],
    ['left\u200Fmark', HIDDEN],
    ['zero\u200Bwidth', HIDDEN],
    ['\uFEFFbom', HIDDEN],
    ['soft\u00ADhyphen', HIDDEN],
    ['a\uD800', HIDDEN],
    ['\uDC00b', HIDDEN],
    ['   ', "Board name can't be blank."],
    ['\u3000', "Board name can't be blank."],
    ['', "Board name can't be blank."],
    // Names people really have.
    ['Kitchen Ideas', null],
    ['Café crème', null],
    ['東京の旅', null],
    ['Şişli Çiçekleri', null],
    ['Cooking 👩‍🍳 together', null],
    ['🇯🇵 trip', null],
    ['می‌خواهم', null],
    ['  spaced  ', null],
  ])('%j → %j', (value, expected) => {
    expect(nameProblem(value, 'Board name')).toBe(expected);
  });
});
