import { showsStatsButton, showsStatsButtonOn, statsButtonText, type StatsButtonContext, type StatsButtonPin } from './statsButton';

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

describe('showsStatsButtonOn: the spec’s rule, with ownership by the stats page’s rule', () => {
  const pin: StatsButtonPin = { pinner: { id: '7' }, board: { privacy: 'public' }, isRepin: false, storyPinData: null };
  const desktopBoard = { surface: 'BaseBoardPinGrid', isDesktop: true };
  it.each<[string, Partial<StatsButtonPin>, { id: string; isPartner: boolean } | null, Partial<typeof desktopBoard>, boolean]>([
    ['the pinner on a board grid', {}, { id: '7', isPartner: false }, {}, true],
    ['a visitor', {}, null, {}, false],
    ['someone else', {}, { id: '8', isPartner: false }, {}, false],
    ['the pinner on a phone', {}, { id: '7', isPartner: false }, { isDesktop: false }, false],
    ['the pinner on the home feed', {}, { id: '7', isPartner: false }, { surface: 'AuthHomefeed' }, false],
    ['a partner’s pin on a public board', {}, { id: '7', isPartner: true }, {}, true],
    [
      'a partner’s pin on a secret board: the stats page would say not found',
      { board: { privacy: 'secret' } },
      { id: '7', isPartner: true },
      {},
      false,
    ],
    ['a partner’s repin', { isRepin: true }, { id: '7', isPartner: true }, {}, false],
  ])('%s', (_name, change, viewer, where, expected) => {
    expect(showsStatsButtonOn({ ...pin, ...change }, viewer, { ...desktopBoard, ...where })).toBe(expected);
  });
});
