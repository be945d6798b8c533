import type { ApiPin, SeoNoindexReason } from '../api/apiTypes';
import { cardText, pinDisplayTitle, withoutSiteName, SENSITIVE_NOINDEX_REASONS, type CardText } from './pinText';
import { makeCarousel, makeCarouselSlot, makePin, makeRecipeSummary } from 'test-support/pinFixture';

const a = (n: number) => 'a'.repeat(n);
const carousel = makeCarousel(['First slot', '  Second slot  ', ''].map((title, k) => makeCarouselSlot(k, { title })));
const rich = makeRecipeSummary;

const cases: Array<[string, Partial<ApiPin>, number, CardText]> = [
  ['grid title', {}, 0, { title: 'Lemon tart', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false }],
  [
    'title when no grid title',
    { gridTitle: '', title: 'Plain title' },
    0,
    { title: 'Plain title', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'title trimmed',
    { gridTitle: '  Tart  ' },
    0,
    { title: 'Tart', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'title at 200 kept',
    { gridTitle: a(200) },
    0,
    { title: a(200), description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'title at 201 cut to 200',
    { gridTitle: a(201) },
    0,
    { title: a(200), description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'carousel: current slot title',
    { carouselData: carousel },
    0,
    { title: 'First slot', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'carousel: second slot title trimmed',
    { carouselData: carousel },
    1,
    { title: 'Second slot', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'carousel: empty slot title falls back',
    { carouselData: carousel },
    2,
    { title: 'Lemon tart', description: 'A bright lemon tart with a crisp crust.', usesSeoText: false },
  ],
  [
    'description whitespace collapsed',
    { description: '  two\n\n  lines\there ' },
    0,
    { title: 'Lemon tart', description: 'two lines here', usesSeoText: false },
  ],
  ['description at 496 kept', { description: a(496) }, 0, { title: 'Lemon tart', description: a(496), usesSeoText: false }],
  [
    'description at 497 cut to 496, with an ellipsis',
    { description: a(497) },
    0,
    { title: 'Lemon tart', description: `${a(496)}…`, usesSeoText: false },
  ],
  [
    'a cut that ends in a space: no space before the ellipsis',
    { description: `${a(495)} and more` },
    0,
    { title: 'Lemon tart', description: `${a(495)}…`, usesSeoText: false },
  ],
  ['description of 3 characters dropped', { description: 'abc' }, 0, { title: 'Lemon tart', description: null, usesSeoText: false }],
  ['description of 4 characters kept', { description: 'abcd' }, 0, { title: 'Lemon tart', description: 'abcd', usesSeoText: false }],
  ['3 characters after collapsing dropped', { description: '  a  b ' }, 0, { title: 'Lemon tart', description: null, usesSeoText: false }],
  [
    'description equal to display name dropped',
    { description: 'Lemon tart recipe', richSummary: rich('Lemon tart recipe') },
    0,
    { title: 'Lemon tart', description: null, usesSeoText: false },
  ],
  [
    'description unlike display name kept',
    { description: 'Bake it cold', richSummary: rich('Lemon tart recipe') },
    0,
    { title: 'Lemon tart', description: 'Bake it cold', usesSeoText: false },
  ],
  ...SENSITIVE_NOINDEX_REASONS.map((reason): [string, Partial<ApiPin>, number, CardText] => [
    `sensitive ${reason} uses SEO texts`,
    { seoNoindexReason: reason, carouselData: carousel },
    1,
    { title: 'Lemon tart recipe', description: 'How to bake a lemon tart.', usesSeoText: true },
  ]),
  [
    'SEO title cut to 200',
    { seoNoindexReason: 'sensitive_raw_pin_text', seoTitle: ` ${a(201)} ` },
    0,
    { title: a(200), description: 'How to bake a lemon tart.', usesSeoText: true },
  ],
  [
    'SEO description cut to 496',
    { seoNoindexReason: 'sensitive_raw_pin_text', seoDescription: a(497) },
    0,
    { title: 'Lemon tart recipe', description: `${a(496)}…`, usesSeoText: true },
  ],
  [
    "an SEO title shown to a person without the site's name (a search result's)",
    { seoNoindexReason: 'sensitive_raw_pin_text', seoTitle: 'Art ideas | Pinboard' },
    0,
    { title: 'Art ideas', description: 'How to bake a lemon tart.', usesSeoText: true },
  ],
];

describe('cardText', () => {
  it.each(cases)('%s', (_name, overrides, index, expected) => {
    expect(cardText(makePin(overrides), index)).toEqual(expected);
  });

  it('lists the four sensitive reasons of the spec', () => {
    expect(SENSITIVE_NOINDEX_REASONS).toEqual<SeoNoindexReason[]>([
      'sensitive_raw_pin_text',
      'is_sensitive_rich_pin_description',
      'is_sensitive_rich_pin_title',
      'is_sensitive_board_title',
    ]);
  });
});

describe('withoutSiteName', () => {
  it.each([
    ['Art ideas | Pinboard', 'Art ideas'],
    ['Home Decor ideas · Pinboard', 'Home Decor ideas'],
    ['Soup — pinboard', 'Soup'],
    ['Pinboard tips | Pinboard', 'Pinboard tips'],
    // Another site's name, or the name inside a title, stays.
    ['Art ideas | Etsy', 'Art ideas | Etsy'],
    ['Pinboard', 'Pinboard'],
    ['  Lemon tart  ', 'Lemon tart'],
  ])('%j reads %j', (title, shown) => expect(withoutSiteName(title)).toBe(shown));
});

describe("pinDisplayTitle: never the pin's number", () => {
  it.each<[string, Partial<ApiPin>, string]>([
    ['its card title', {}, 'Lemon tart'],
    ["a rich pin's name when it has no title", { title: '', gridTitle: '', richSummary: rich('Lemon tart recipe') }, 'Lemon tart recipe'],
    ['the start of its description', { title: '', gridTitle: '', description: `${a(70)}` }, `${a(60)}…`],
    ['whose it is, with nothing else', { title: '', gridTitle: '', description: '' }, 'A Pin by Loom & Ladle Kitchen'],
  ])('%s', (_, overrides, title) => expect(pinDisplayTitle(makePin(overrides))).toBe(title));
});
