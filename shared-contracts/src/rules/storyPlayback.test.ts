import type { ApiStoryPinPage, ApiVideoVariant } from '../api/apiTypes';
import { storyPinDurationMs } from './duration';
import {
  nextStoryPage,
  previousStoryPage,
  storyPageTiming,
  storyPlaysNow,
  storySegmentFill,
  storyWantsToPlay,
  type StoryPageTiming,
  type StoryPlayContext,
} from './storyPlayback';

const video = (duration: number): ApiVideoVariant => ({
  url: `/media/video/sig${duration}/v720P.mp4`,
  width: 720,
  height: 1080,
  thumbnail: '/media/736x/sig.jpg',
  duration,
});
const staticPage: ApiStoryPinPage = { blocks: [{ blockType: 2 }, { blockType: 1, text: 'Step 1' }] };
const videoPage = (duration: number): ApiStoryPinPage => ({ blocks: [{ blockType: 3, video: video(duration) }] });

describe('storyPageTiming', () => {
  const cases: Array<[string, ApiStoryPinPage, StoryPageTiming]> = [
    // Spec section 4: 'Story pin static pages count as 5000 ms each.'
    ['a static page shows for 5000 ms', staticPage, { kind: 'static', ms: 5000 }],
    ['a text-only page is static too', { blocks: [{ blockType: 1, text: 'Hello' }] }, { kind: 'static', ms: 5000 }],
    ['an empty page is static', { blocks: [] }, { kind: 'static', ms: 5000 }],
    // Spec section 3: 'video blocks have blockType 3'.
    ['a video page plays its video', videoPage(12_000), { kind: 'video', ms: 12_000, video: video(12_000) }],
    [
      'a video page with words plays its video',
      {
        blocks: [
          { blockType: 3, video: video(7000) },
          { blockType: 1, text: 'Step 2' },
        ],
      },
      { kind: 'video', ms: 7000, video: video(7000) },
    ],
    ['a video block with no file shows as a static page', { blocks: [{ blockType: 3 }] }, { kind: 'static', ms: 5000 }],
    [
      'a video variant on another block type is no video page',
      { blocks: [{ blockType: 2, video: video(7000) }] },
      { kind: 'static', ms: 5000 },
    ],
  ];
  it.each(cases)('%s', (_, page, expected) => {
    expect(storyPageTiming(page)).toEqual(expected);
  });

  it('adds up to the story’s duration badge: 12000 ms of video and 3 static pages make 27000 ms', () => {
    const pages = [staticPage, videoPage(12_000), staticPage, staticPage];
    const total = pages.map(storyPageTiming).reduce((sum, timing) => sum + timing.ms, 0);
    expect(total).toBe(27_000);
    expect(total).toBe(storyPinDurationMs({ totalVideoDuration: 12_000, staticPageCount: 3 }));
  });
});

describe('nextStoryPage and previousStoryPage', () => {
  const cases: Array<[number, number, number | null, number | null]> = [
    // current, pages, next, previous
    [0, 3, 1, null],
    [1, 3, 2, 0],
    // The last page stops the story: no loop back to the first.
    [2, 3, null, 1],
    [0, 1, null, null],
    [0, 0, null, null],
    // Out of range (the pages changed under the player): back into range.
    [5, 3, null, 2],
    [-1, 3, 0, null],
  ];
  it.each(cases)('page %d of %d: next %p, previous %p', (current, count, next, previous) => {
    expect(nextStoryPage(current, count)).toBe(next);
    expect(previousStoryPage(current, count)).toBe(previous);
  });
});

describe('storyPlaysNow', () => {
  const base: StoryPlayContext = { reducedMotion: false, hidden: false, choice: null, finished: false };
  const cases: Array<[string, Partial<StoryPlayContext>, boolean, boolean]> = [
    // what, context, wants to play, plays now
    ['plays by itself', {}, true, true],
    ['waits while the tab is hidden', { hidden: true }, true, false],
    ['stays still for reduced motion', { reducedMotion: true }, false, false],
    ['plays for reduced motion once the person presses Play', { reducedMotion: true, choice: true }, true, true],
    ['stops when the person presses Pause', { choice: false }, false, false],
    ['stops after the last page', { finished: true, choice: true }, false, false],
  ];
  it.each(cases)('%s', (_, context, wants, now) => {
    expect(storyWantsToPlay({ ...base, ...context })).toBe(wants);
    expect(storyPlaysNow({ ...base, ...context })).toBe(now);
  });
});

describe('storySegmentFill', () => {
  const cases: Array<[number, number, number, number]> = [
    // segment, current page, current page's progress, fill
    [0, 1, 0.3, 1],
    [1, 1, 0.3, 0.3],
    [2, 1, 0.3, 0],
    [1, 1, 1.4, 1],
    [1, 1, -0.2, 0],
    [1, 1, Number.NaN, 0],
  ];
  it.each(cases)('segment %d on page %d at %p -> %p', (segment, current, progress, fill) => {
    expect(storySegmentFill(segment, current, progress)).toBe(fill);
  });
});
