import { showsStatsButton, statsButtonText, type StatsButtonContext } from './statsButton';

const owner: StatsButtonContext = {
  isAuth: true,
  deviceCheckPasses: true,
  isStoryPin: false,
  viewerIsPartner: false,
  surface: 'PinCloseup',
  viewerOwnsPin: true,
  mayManageProfileAnalytics: false,
};

describe('showsStatsButton (spec section 5)', () => {
  const cases: Array<[string, Partial<StatsButtonContext>, boolean]> = [
    ['owner on the closeup', {}, true],
    ['signed out', { isAuth: false }, false],
    ['device check fails', { deviceCheckPasses: false }, false],
    ['story pin, not a partner', { isStoryPin: true }, false],
    ['story pin, partner', { isStoryPin: true, viewerIsPartner: true }, true],
    ['board grid', { surface: 'BaseBoardPinGrid' }, true],
    ['profile grid', { surface: 'UserProfilePinGrid' }, true],
    ['creator story grid', { surface: 'CreatorProfileStoryPinGrid' }, true],
    ['creator activity grid', { surface: 'CreatorProfileActivityPinGrid' }, true],
    ['home feed is not a listed surface', { surface: 'AuthHomefeed' }, false],
    ['not the owner', { viewerOwnsPin: false }, false],
    ['profile manager of the owner', { viewerOwnsPin: false, mayManageProfileAnalytics: true }, true],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(showsStatsButton({ ...owner, ...change })).toBe(expected);
  });
});

describe('statsButtonText (spec section 5: cut to 12 plus an ellipsis if longer than 14)', () => {
  it.each([
    ['See stats', 'See stats'],
    ['Fourteen chars', 'Fourteen chars'],
    ['Fifteen chars!!', 'Fifteen char…'],
    ['See more stats here', 'See more sta…'],
  ])('%s', (text, expected) => {
    expect(statsButtonText(text)).toBe(expected);
  });
});
