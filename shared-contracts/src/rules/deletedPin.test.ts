import { DELETED_PIN_DETAIL, DELETED_PIN_HEADING, GONE_STATUS, type PinPageFacts, pinPageState, type PinPageState } from './deletedPin';

const facts = (over: Partial<PinPageFacts>): PinPageFacts => ({
  exists: true,
  readable: true,
  storyDeleted: false,
  wasDeleted: false,
  ...over,
});

describe('pinPageState', () => {
  const cases: Array<[string, Partial<PinPageFacts>, PinPageState]> = [
    ['a pin the viewer may see', {}, 'present'],
    ['a story pin its creator deleted', { storyDeleted: true }, 'gone'],
    ['a pin deleted altogether', { exists: false, readable: false, wasDeleted: true }, 'gone'],
    ['an id no pin ever had', { exists: false, readable: false }, 'missing'],
    ["a secret board's pin, to someone else", { readable: false }, 'missing'],
    // Whether a secret board's story pin was deleted is its board's people's to know.
    ["a secret board's deleted story pin, to someone else", { readable: false, storyDeleted: true }, 'missing'],
  ];
  it.each(cases)('%s: %s', (_name, over, state) => expect(pinPageState(facts(over))).toBe(state));
});

it("says the spec's words with HTTP's status for gone", () => {
  expect([DELETED_PIN_HEADING, DELETED_PIN_DETAIL, GONE_STATUS]).toEqual(['Unavailable', 'Removed by the creator', 410]);
});
