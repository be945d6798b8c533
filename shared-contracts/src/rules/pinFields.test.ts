import {
  charactersLeft,
  imageFileProblem,
  mayEditPin,
  PIN_DESCRIPTION_MAX,
  pinCreateMethod,
  pinTextOptions,
  pinTextProblems,
  type PinTextValues,
} from './pinFields';

const fields = (over: Partial<PinTextValues> = {}): PinTextValues => ({ title: '', description: '', link: '', altText: '', ...over });

describe('pin text fields (spec section 5: board pin description max 500; links http(s) only)', () => {
  it('takes the description limit from the spec', () => expect(PIN_DESCRIPTION_MAX).toBe(500));

  const cases: Array<[string, Partial<PinTextValues>, Array<[string, string]>]> = [
    ['all empty is fine', {}, []],
    ['a 500-character description is fine', { description: 'd'.repeat(500) }, []],
    [
      'a 501-character description names the field',
      { description: 'd'.repeat(501) },
      [['description', 'Description can be at most 500 characters (it has 501).']],
    ],
    ['characters, not UTF-16 units, are counted', { description: '😀'.repeat(500) }, []],
    ['a 100-character title is fine', { title: 't'.repeat(100) }, []],
    ['a 101-character title is not', { title: 't'.repeat(101) }, [['title', 'Title can be at most 100 characters (it has 101).']]],
    ['an https link is fine', { link: 'https://example.com/soup' }, []],
    ['an http link is fine', { link: ' http://example.com ' }, []],
    [
      'a javascript: link is refused',
      { link: 'javascript:alert(1)' },
      [['link', 'Link must be a web address starting with http:// or https://.']],
    ],
    ['a bare host is refused', { link: 'example.com' }, [['link', 'Link must be a web address starting with http:// or https://.']]],
    [
      'a 501-character alt text is refused',
      { altText: 'a'.repeat(501) },
      [['altText', 'Alt text can be at most 500 characters (it has 501).']],
    ],
    [
      'problems come in form order',
      { altText: 'a'.repeat(501), title: 't'.repeat(101) },
      [
        ['title', 'Title can be at most 100 characters (it has 101).'],
        ['altText', 'Alt text can be at most 500 characters (it has 501).'],
      ],
    ],
  ];
  it.each(cases)('%s', (_case, values, expected) =>
    expect(pinTextProblems(fields(values)).map((p) => [p.field, p.message])).toEqual(expected),
  );
});

describe('charactersLeft: the live counter', () => {
  const cases: Array<[string, number, string, boolean]> = [
    ['', 500, '500 characters left', false],
    ['x'.repeat(499), 500, '1 character left', false],
    ['x'.repeat(500), 500, '0 characters left', false],
    ['x'.repeat(501), 500, '1 character too many', true],
    ['x'.repeat(510), 500, '10 characters too many', true],
  ];
  it.each(cases)('%#: %s of %i', (text, max, shown, over) => expect(charactersLeft(text, max)).toMatchObject({ text: shown, over }));
});

describe('imageFileProblem: JPEG, PNG, WebP and GIF up to the server’s 10 MB', () => {
  const MB = 1024 * 1024;
  const cases: Array<[string, number, string | null]> = [
    ['image/png', 1000, null],
    ['image/jpeg', 10 * MB, null],
    ['image/webp', 5, null],
    ['image/gif', 5, null],
    ['image/jpeg', 10 * MB + 1, 'That image is larger than 10 MB. Choose a smaller one.'],
    ['image/svg+xml', 100, 'That file is not an image we can use. Choose a JPEG, PNG, WebP or GIF.'],
    ['application/pdf', 100, 'That file is not an image we can use. Choose a JPEG, PNG, WebP or GIF.'],
    ['', 100, 'That file is not an image we can use. Choose a JPEG, PNG, WebP or GIF.'],
    ['image/png', 0, 'That file is empty. Choose another image.'],
  ];
  it.each(cases)('%s of %i bytes', (type, size, problem) => expect(imageFileProblem({ type, size })).toBe(problem));
});

describe('pinCreateMethod (spec section 7: button, or button_external when no guid)', () => {
  it.each([
    ['a1b2', 'button'],
    ['', 'button_external'],
    [null, 'button_external'],
    [undefined, 'button_external'],
  ] as const)('%p → %s', (guid, method) => expect(pinCreateMethod(guid)).toBe(method));
});

describe('pinTextOptions', () => {
  it('trims, and sends empty link and alt text to clear them', () =>
    expect(pinTextOptions(fields({ title: ' Soup ', description: ' hot ', link: ' ', altText: ' a bowl ' }))).toEqual({
      title: 'Soup',
      description: ' hot ',
      link: '',
      alt_text: 'a bowl',
    }));
});

describe('mayEditPin (spec section 5: a user owns a pin if they are its pinner)', () => {
  it.each([
    ['4', '4', true],
    ['5', '4', false],
    [null, '4', false],
    [undefined, '4', false],
  ] as const)('viewer %p, pinner %p → %p', (viewer, pinner, may) => expect(mayEditPin(viewer, pinner)).toBe(may));
});
