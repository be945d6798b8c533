import {
  appendVideoEvent,
  autoplayChoice,
  mediaErrorMessage,
  MEDIA_ERRORS,
  pauseVideo,
  VIDEO_EVENT_CAP,
  VIDEO_STATE_EVENTS,
  VIDEO_STATES,
  videoStateFor,
  videoStateName,
  type AutoplayCandidate,
} from './videoPlayback';

describe('video state codes (spec section 4: 0 to 9)', () => {
  it.each([
    [0, 'default'],
    [1, 'load start'],
    [2, 'metadata'],
    [3, 'data'],
    [4, 'playing'],
    [5, 'paused'],
    [6, 'seeking'],
    [7, 'stalling'],
    [8, 'failed'],
    [9, 'ended'],
  ] as const)('%i is %s', (code, name) => expect(videoStateName(code)).toBe(name));

  it('has exactly ten', () => expect(VIDEO_STATES).toHaveLength(10));

  it.each([
    ['emptied', 0],
    ['loadstart', 1],
    ['loadedmetadata', 2],
    ['loadeddata', 3],
    ['playing', 4],
    ['pause', 5],
    ['seeking', 6],
    ['waiting', 7],
    ['stalled', 7],
    ['error', 8],
    ['ended', 9],
    ['timeupdate', null],
    ['constructor', null],
  ])('the media event %s means %p', (event, code) => expect(videoStateFor(event)).toBe(code));

  it('a player listens to every event that changes the state, and only those', () => {
    expect(VIDEO_STATE_EVENTS.map(videoStateFor)).not.toContain(null);
    expect([...VIDEO_STATE_EVENTS].sort()).toEqual(
      [
        'emptied',
        'ended',
        'error',
        'loadeddata',
        'canplay',
        'loadedmetadata',
        'loadstart',
        'pause',
        'playing',
        'seeking',
        'stalled',
        'waiting',
      ].sort(),
    );
  });
});

describe('media errors (spec section 8: 1 aborted, 2 network, 3 decode, 4 source not supported)', () => {
  it.each([
    [1, 'aborted'],
    [2, 'network'],
    [3, 'decode'],
    [4, 'source not supported'],
  ] as const)('code %i is %s, with a sentence for the person', (code, name) => {
    expect(MEDIA_ERRORS[code].name).toBe(name);
    expect(mediaErrorMessage(code)).toMatch(/\.$/);
  });

  it('an unknown code is told as a loading failure', () => expect(mediaErrorMessage(7)).toBe(MEDIA_ERRORS[2].message));
});

describe('the video event list (spec section 9: capped at 1000)', () => {
  it('keeps the newest 1000', () => {
    let events: number[] = [];
    for (let i = 1; i <= VIDEO_EVENT_CAP + 5; i++) events = appendVideoEvent(events, i);
    expect(events).toHaveLength(1000);
    expect(events[0]).toBe(6);
    expect(events.at(-1)).toBe(1005);
  });
});

describe('which grid video autoplays (spec section 4)', () => {
  const video = (pinId: string, visible: number, more: Partial<AutoplayCandidate> = {}): AutoplayCandidate => ({
    pinId,
    visible,
    promoted: false,
    inViewersCollaborativeBoard: false,
    ...more,
  });
  const shown = { reducedMotion: false, hidden: false };

  it.each([
    ['the most visible of two', [video('a', 0.6), video('b', 0.9)], shown, 'b'],
    ['the first of two equally visible', [video('a', 1), video('b', 1)], shown, 'a'],
    ['none under half in view', [video('a', 0.49)], shown, null],
    ['exactly half in view', [video('a', 0.5)], shown, 'a'],
    ['never a promoted pin', [video('ad', 1, { promoted: true }), video('b', 0.7)], shown, 'b'],
    ['never a pin on a board the viewer collaborates on', [video('c', 1, { inViewersCollaborativeBoard: true })], shown, null],
    ['none for reduced motion', [video('a', 1)], { reducedMotion: true, hidden: false }, null],
    ['none in a background tab', [video('a', 1)], { reducedMotion: false, hidden: true }, null],
    ['none without videos', [], shown, null],
  ] as const)('%s', (_, candidates, context, expected) => expect(autoplayChoice(candidates, context)).toBe(expected));

  it('pausing marks the time and clears the current organic video', () => {
    const playing = { currentOrganic: 'a', pausedAt: {} };
    expect(pauseVideo(playing, 'a', 3.5)).toEqual({ currentOrganic: null, pausedAt: { a: 3.5 } });
    // Pausing another (a promoted one, tracked apart) leaves the organic one playing.
    expect(pauseVideo(playing, 'ad', 1)).toEqual({ currentOrganic: 'a', pausedAt: { ad: 1 } });
  });
});
