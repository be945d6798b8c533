// What Unfollow unfollows: the follow the home feed named as the pin's reason.
import type { ApiRecommendationReason } from 'shared-contracts/api';
import { makeFeedbackPin, recommendedBecause } from 'test-support/pinFixture';
import type { ApiClient } from 'page-runtime';
import { unfollowSource } from './pinFeedbackCalls';

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
    await expect(unfollowSource(api, makeFeedbackPin({ recommendationReason: recommendedBecause(reason) }), type)).resolves.toEqual(said);
    expect(calls[0]).toBe(call);
  });
});
