import { makePin, makeStory } from 'test-support/pinFixture';
import { boardFacts, countLabels, isFeedPin, showsPinCounts, type PinCounts } from './moreAboutPin';

const counts = (saves: number, likes: number, shares = 0): PinCounts => ({ saves, likes, shares });
const story = makeStory();

describe('showsPinCounts (spec section 2: feed pins, saves or likes above zero)', () => {
  const cases: Array<[string, ReturnType<typeof makePin>, PinCounts, boolean]> = [
    ['feed pin with saves', makePin(), counts(3, 0), true],
    ['feed pin with likes', makePin(), counts(0, 2), true],
    ['feed pin with only shares', makePin(), counts(0, 0, 9), false],
    ['feed pin with nothing', makePin(), counts(0, 0), false],
    ['promoted pin', makePin({ isPromoted: true }), counts(3, 2), false],
    ['story pin', makePin({ storyPinData: story }), counts(3, 2), false],
  ];
  it.each(cases)('%s', (_name, pin, c, expected) => {
    expect(showsPinCounts(pin, c)).toBe(expected);
    expect(isFeedPin(pin)).toBe(!pin.isPromoted && pin.storyPinData === null);
  });
});

describe('countLabels (short forms, spec section 9)', () => {
  it('names Shares, Saves and Likes in that order', () => {
    expect(countLabels(counts(1500, 2, 12))).toEqual([
      { name: 'Shares', value: '12' },
      { name: 'Saves', value: '1.5k' },
      { name: 'Likes', value: '2' },
    ]);
  });
});

describe('boardFacts (section count only above zero)', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const cases: Array<[string, { pinCount: number; sectionCount: number; boardOrderModifiedAt: string }, string[]]> = [
    ['no sections', { pinCount: 12, sectionCount: 0, boardOrderModifiedAt: '2026-11-20T12:00:00Z' }, ['12 Pins', '3d']],
    [
      'one pin, one section',
      { pinCount: 1, sectionCount: 1, boardOrderModifiedAt: '2026-11-23T11:59:50Z' },
      ['1 Pin', '1 section', 'Just now'],
    ],
    ['many', { pinCount: 2400, sectionCount: 3, boardOrderModifiedAt: '2026-11-09T12:00:00Z' }, ['2.4k Pins', '3 sections', '2w']],
    ['unknown time', { pinCount: 0, sectionCount: 0, boardOrderModifiedAt: '' }, ['0 Pins']],
  ];
  it.each(cases)('%s', (_name, board, expected) => {
    expect(boardFacts(board, now)).toEqual(expected);
  });
});
