import { formatDuration, STORY_STATIC_PAGE_MS, storyPinDurationMs } from './duration';

describe('formatDuration', () => {
  const cases: Array<[number, string]> = [
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [5_000, '0:05'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [65_000, '1:05'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-5_000, '0:00'],
    [Number.NaN, '0:00'],
  ];
  it.each(cases)('%d ms -> %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('storyPinDurationMs', () => {
  it('counts a static page as 5000 ms', () => {
    expect(STORY_STATIC_PAGE_MS).toBe(5000);
  });
  const cases: Array<[number, number, number]> = [
    [0, 0, 0],
    [0, 1, 5000],
    [0, 2, 10_000],
    [12_000, 0, 12_000],
    [12_000, 3, 27_000],
  ];
  it.each(cases)('video %d ms + %d static pages -> %d ms', (totalVideoDuration, staticPageCount, expected) => {
    expect(storyPinDurationMs({ totalVideoDuration, staticPageCount })).toBe(expected);
  });
});
