// The feedback type of a grid pin (spec section 4's priority) from what the API says of it, and
// what Unfollow unfollows: the follow the home feed named as the pin's reason.
import type { ApiGridPin, ApiRecommendationReason } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import type { ApiClient } from './apiClient';
import { feedbackTypeFor, unfollowSource } from './pinFeedbackCalls';

const BOARD = {
  id: '5',
  name: 'Soups',
  url: '/maya/soups/',
  privacy: 'public' as const,
  followedByMe: false,
  collaboratedByMe: false,
  isCollaborative: false,
};
const pin = (over: Partial<ApiGridPin> = {}): ApiGridPin => ({
  ...makePin({ sourceInterest: { id: '3', name: 'Baking', urlName: 'baking' } }),
  board: BOARD,
  section: null,
  ...over,
});
const because = (reason: ApiRecommendationReason['reason']): ApiRecommendationReason => ({
  reason,
  hasBoard: reason === 'recent_followed_board',
});

describe('feedbackTypeFor', () => {
  it.each<[string, Partial<ApiGridPin>, string]>([
    ['a promoted pin', { isPromoted: true, recommendationReason: because('followed_interest') }, 'promoted'],
    [
      'a downstream promotion from a followed topic',
      { isPromoted: true, isDownstreamPromotion: true, recommendationReason: because('followed_interest') },
      'topic',
    ],
    ['a pin of a followed topic', { recommendationReason: because('followed_interest') }, 'topic'],
    ['a pin of a followed board', { recommendationReason: because('recent_followed_board') }, 'followed'],
    ['a pin of a followed person', { recommendationReason: because('following_feed') }, 'followed'],
    // Every organic pin has a topic: that alone is no reason (it was: every pin said the topic message).
    ['a pin with a topic that no follow put there', { recommendationReason: null }, 'default'],
    [
      'a pin on a board the viewer follows, read outside the home feed',
      { recommendationReason: null, board: { ...BOARD, followedByMe: true } },
      'followed',
    ],
  ])('%s', (_, over, type) => expect(feedbackTypeFor(pin(over))).toBe(type));
});

describe('unfollowSource', () => {
  function client() {
    const calls: string[] = [];
    const record = async (...args: unknown[]) => {
      calls.push(JSON.stringify(args.slice(0, 2)));
      return {};
    };
    return { calls, client: { write: record, send: record } as unknown as ApiClient };
  }

  it.each<[ApiRecommendationReason['reason'], 'followed' | 'topic', string, object]>([
    ['recent_followed_board', 'followed', '["DELETE /v3/boards/:board_id/follow/",{"params":{"board_id":"5"}}]', { board: 'Soups' }],
    ['following_feed', 'followed', '["UserFollowResource","delete"]', { pinner: 'Loom & Ladle Kitchen' }],
    ['followed_interest', 'topic', '["InterestFollowResource","delete"]', { topic: 'Baking' }],
  ])('the home feed named %s: unfollows just that', async (reason, type, call, said) => {
    const { calls, client: api } = client();
    await expect(unfollowSource(pin({ recommendationReason: because(reason) }), type, api)).resolves.toEqual(said);
    expect(calls[0]).toBe(call);
  });
});
