import type { ApiPin } from '../api/apiTypes';
import { closeupText, type CloseupText } from './closeupText';
import { makePin, makeRecipeSummary } from 'test-support/pinFixture';

const DESCRIPTION = 'A bright lemon tart with a crisp crust.';
const LONG = `${'Slow-roasted tomatoes with garlic and thyme, '.repeat(12)}end`;
const rich = makeRecipeSummary;
const untitled: Partial<ApiPin> = { title: '', gridTitle: '' };

const cases: Array<[string, Partial<ApiPin>, CloseupText]> = [
  ['a titled pin: its title over its description', {}, { heading: 'Lemon tart', headingIsDescription: false, description: DESCRIPTION }],
  [
    'an untitled pin: its description is the heading, said once',
    untitled,
    { heading: DESCRIPTION, headingIsDescription: true, description: null },
  ],
  [
    'an untitled pin with a long description: all of it (cut to 496), once',
    { ...untitled, description: LONG },
    { heading: `${LONG.slice(0, 496).trimEnd()}…`, headingIsDescription: true, description: null },
  ],
  [
    'an untitled rich pin: its rich name over its description',
    { ...untitled, richSummary: rich('Lemon Tart Recipe') },
    { heading: 'Lemon Tart Recipe', headingIsDescription: false, description: DESCRIPTION },
  ],
  [
    'an untitled pin whose description is too short to use (3 characters): whose pin it is',
    { ...untitled, description: 'Yum' },
    { heading: 'A Pin by Ana Ruiz', headingIsDescription: false, description: null },
  ],
  [
    'an untitled pin with no words at all: whose pin it is',
    { ...untitled, description: '   ' },
    { heading: 'A Pin by Ana Ruiz', headingIsDescription: false, description: null },
  ],
];

describe('closeupText: the heading and the text, each once', () => {
  it.each(cases)('%s', (_name, over, expected) => {
    expect(closeupText(makePin({ ...over, pinner: { ...makePin().pinner, fullName: 'Ana Ruiz' } }))).toEqual(expected);
  });

  it('never shows the description under a heading that is the description', () => {
    for (const [, over] of cases) {
      const text = closeupText(makePin(over));
      expect(text.description === null || text.description !== text.heading).toBe(true);
    }
  });
});
