import type { ApiGridPin } from '../api/apiTypes';
import { FIXTURE_BOARD, makeFeedbackPin, recommendedBecause } from 'test-support/pinFixture';
import {
  feedbackTypeOf,
  feedbackTypeOfPin,
  hideReasonMessage,
  offersUnfollow,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  TUNE_HOME_FEED,
  unfollowedMessage,
  type FeedbackFacts,
  type FeedbackNames,
  type FeedbackType,
} from './feedback';

const none: FeedbackFacts = {
  isPromoted: false,
  isDownstreamPromotion: false,
  explicitFeedbackType: null,
  recommendationReason: null,
  followedBoardOrPinner: false,
  viewParameter: null,
};

describe('feedbackTypeOf', () => {
  const cases: Array<[string, Partial<FeedbackFacts>, FeedbackType]> = [
    ['nothing known', {}, 'default'],
    ['1 promoted', { isPromoted: true }, 'promoted'],
    ['1 downstream promotion is not promoted', { isPromoted: true, isDownstreamPromotion: true }, 'default'],
    ['1 promoted beats explicit', { isPromoted: true, explicitFeedbackType: 'topic' }, 'promoted'],
    ['2 explicit', { explicitFeedbackType: 'newsHub' }, 'newsHub'],
    ['2 explicit beats topic', { explicitFeedbackType: 'related', recommendationReason: 'followed_interest' }, 'related'],
    ['3 topic', { recommendationReason: 'followed_interest' }, 'topic'],
    ['3 topic beats followed', { recommendationReason: 'followed_interest', followedBoardOrPinner: true }, 'topic'],
    ['4 pfy board', { recommendationReason: 'pfy_board' }, 'pfyBoard'],
    ['4 pfy', { recommendationReason: 'pfy' }, 'pfy'],
    ['4 pfy beats followed', { recommendationReason: 'pfy', followedBoardOrPinner: true }, 'pfy'],
    ['5 followed', { followedBoardOrPinner: true }, 'followed'],
    ['5 following feed reason is followed', { recommendationReason: 'following_feed' }, 'followed'],
    ['5 recent followed board reason is followed', { recommendationReason: 'recent_followed_board' }, 'followed'],
    ['5 followed beats related', { followedBoardOrPinner: true, viewParameter: 139 }, 'followed'],
    ...[139, 140, 141, 144, 145, 3173].map((viewParameter): [string, Partial<FeedbackFacts>, FeedbackType] => [
      `6 related ${viewParameter}`,
      { viewParameter },
      'related',
    ]),
    ['6 view parameter 142 is not related', { viewParameter: 142 }, 'default'],
    ['7 news hub 3082', { viewParameter: 3082 }, 'newsHub'],
    ['7 view parameter 3083 is default', { viewParameter: 3083 }, 'default'],
  ];
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(feedbackTypeOf({ ...none, ...facts })).toBe(expected);
  });
});

describe('hideReasonMessage', () => {
  const names: FeedbackNames = { topic: 'Baking', pinner: 'Ana', board: 'Tarts', promoter: 'Loom & Ladle' };
  const generic = "Got it! We'll try to show you more relevant Pins in the future.";
  const cases: Array<[FeedbackType, FeedbackNames, string]> = [
    ['default', names, generic],
    ['followed', names, generic],
    ['related', names, generic],
    ['pfy', names, generic],
    ['topic', names, "We'll show you less Pins from Baking in the future."],
    ['topic', {}, generic],
    ['promoted', names, "Loom & Ladle has paid to have this pin show up where you'd be more likely to notice it."],
    ['promoted', { promoter: ' ' }, generic],
  ];
  it.each(cases)('%s %p', (type, given, expected) => {
    expect(hideReasonMessage(type, given)).toBe(expected);
  });
});

describe('unfollowedMessage', () => {
  const cases: Array<[{ pinner: string } | { board: string }, string]> = [
    [{ pinner: 'Ana' }, "You unfollowed Ana and won't see Pins they save anymore."],
    [{ pinner: 'a'.repeat(32) }, `You unfollowed ${'a'.repeat(32)} and won't see Pins they save anymore.`],
    [{ pinner: 'a'.repeat(33) }, `You unfollowed ${'a'.repeat(32)}… and won't see Pins they save anymore.`],
    [{ board: 'Tarts' }, "You unfollowed the board Tarts and won't see Pins saved to it anymore."],
  ];
  it.each(cases)('%p', (names, expected) => {
    expect(unfollowedMessage(names)).toBe(expected);
  });
});

describe('offersUnfollow', () => {
  const cases: Array<[FeedbackType, boolean, boolean]> = [
    ['followed', false, true],
    ['topic', false, true],
    ['followed', true, false],
    ['topic', true, false],
    ['pfy', false, false],
    ['promoted', false, false],
    ['default', false, false],
  ];
  it.each(cases)('%s, following page %p -> %p', (type, onFollowingPage, expected) => {
    expect(offersUnfollow(type, onFollowingPage)).toBe(expected);
  });
});

describe('feedback overlay strings', () => {
  it('match the spec', () => {
    expect(PIN_HIDDEN).toBe('Pin hidden');
    expect(REPORTED_TITLE).toBe('Reported');
    expect(REPORTED_MESSAGE).toBe('Thanks! Your feedback helps us keep the community safe.');
    expect(TUNE_HOME_FEED).toEqual({ label: 'Tune your home feed', href: '/edit' });
  });
});

describe('feedbackTypeOfPin: what the API says of a grid pin', () => {
  it.each<[string, Partial<ApiGridPin>, FeedbackType]>([
    ['a promoted pin', { isPromoted: true, recommendationReason: recommendedBecause('followed_interest') }, 'promoted'],
    [
      'a downstream promotion from a followed topic',
      { isPromoted: true, isDownstreamPromotion: true, recommendationReason: recommendedBecause('followed_interest') },
      'topic',
    ],
    ['a pin of a followed topic', { recommendationReason: recommendedBecause('followed_interest') }, 'topic'],
    ['a pin of a followed board', { recommendationReason: recommendedBecause('recent_followed_board') }, 'followed'],
    ['a pin of a followed person', { recommendationReason: recommendedBecause('following_feed') }, 'followed'],
    // Every organic pin has a topic: that alone is no reason (it was: every pin said the topic message).
    ['a pin with a topic that no follow put there', { recommendationReason: null }, 'default'],
    [
      'a pin on a board the viewer follows, read outside the home feed',
      { recommendationReason: null, board: { ...FIXTURE_BOARD, followedByMe: true } },
      'followed',
    ],
  ])('%s', (_, over, type) => expect(feedbackTypeOfPin(makeFeedbackPin(over))).toBe(type));
});
