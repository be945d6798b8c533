import { cutText, cutWithEllipsis, overlayName, TEXT_CUTS } from './textCuts';

const a = (n: number) => 'a'.repeat(n);

describe('TEXT_CUTS', () => {
  it('has the spec limits', () => {
    expect(TEXT_CUTS).toEqual({ gridTitle: 200, description: 496, domain: 27, domainHoverBar: 12, overlayName: 22, pinnerName: 32 });
  });
});

describe('cutText', () => {
  const cases: Array<[string, string, number, string]> = [
    ['grid title at 200', a(200), 200, a(200)],
    ['grid title at 201', a(201), 200, a(200)],
    ['description at 496', a(496), 496, a(496)],
    ['description at 497', a(497), 496, a(496)],
    ['domain at 27', a(27), 27, a(27)],
    ['domain at 28', a(28), 27, a(27)],
    ['hover bar at 12', a(12), 12, a(12)],
    ['hover bar at 13', a(13), 12, a(12)],
    ['overlay name at 23', a(23), 22, a(22)],
    ['empty', '', 200, ''],
    ['emoji counted as one character', `${a(11)}😀x`, 12, `${a(11)}😀`],
    ['never splits a surrogate pair', '😀😀😀', 2, '😀😀'],
  ];
  it.each(cases)('%s', (_name, text, max, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });
});

describe('cutWithEllipsis', () => {
  const cases: Array<[string, string, number, string]> = [
    ['pinner name at 32 is kept whole', a(32), 32, a(32)],
    ['pinner name at 33 is cut to 32 plus an ellipsis', a(33), 32, `${a(32)}…`],
    ['short name', 'Ana', 32, 'Ana'],
    ['emoji at the cut stays whole', `${a(31)}😀😀`, 32, `${a(31)}😀…`],
  ];
  it.each(cases)('%s', (_name, text, max, expected) => {
    expect(cutWithEllipsis(text, max)).toBe(expected);
  });
});

describe('overlayName: save-overlay board or section names, 22 (spec section 5), with an ellipsis, never to nothing', () => {
  it.each([
    ['Kitchen Ideas', 'Kitchen Ideas'],
    ['a'.repeat(22), 'a'.repeat(22)],
    ['a'.repeat(23), `${'a'.repeat(22)}…`],
    ['Weeknight dinners fast and easy for everyone', 'Weeknight dinners fast…'],
    // Cut where a word ends: no space before the ellipsis.
    ['Soups and stews for cold evenings', 'Soups and stews for co…'],
    ['Weeknight dinners for two people', 'Weeknight dinners for…'],
    ['  Spaced   out  ', 'Spaced out'],
    ['', 'Untitled board'],
    ['   ', 'Untitled board'],
    ['🍋'.repeat(23), `${'🍋'.repeat(22)}…`],
  ])('%j reads %j', (name, shown) => expect(overlayName(name, 'Untitled board')).toBe(shown));
});
