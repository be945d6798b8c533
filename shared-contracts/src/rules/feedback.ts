// Spec section 4 ('Hover and card behaviour': feedback type priority, hiding a pin) and the
// feedback messages of section 8, with the pinner-name cut of section 5 (32 plus an ellipsis).

import type { ApiGridPin } from '../api/apiTypes';
import { cutWithEllipsis, TEXT_CUTS } from './textCuts';

export type FeedbackType = 'promoted' | 'explicit' | 'topic' | 'pfyBoard' | 'pfy' | 'followed' | 'related' | 'newsHub' | 'default';

export type RecommendationReason = 'followed_interest' | 'following_feed' | 'recent_followed_board' | 'pfy_board' | 'pfy';

export interface FeedbackFacts {
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  explicitFeedbackType: FeedbackType | null;
  recommendationReason: RecommendationReason | null;
  followedBoardOrPinner: boolean;
  viewParameter: number | null;
}

/** Spec section 3 pin view parameters 139, 140, 141, 144, 145, plus 3173. */
export const RELATED_VIEW_PARAMETERS: readonly number[] = [139, 140, 141, 144, 145, 3173];
export const NEWS_HUB_VIEW_PARAMETER = 3082;

/**
 * Step 4 excludes these two reasons from pfy; both say the pin came from a board the viewer
 * follows, so they land on step 5 (followed) rather than falling to related or default.
 */
const FOLLOWED_REASONS: readonly RecommendationReason[] = ['following_feed', 'recent_followed_board'];

export function feedbackTypeOf(facts: FeedbackFacts): FeedbackType {
  if (facts.isPromoted && !facts.isDownstreamPromotion) return 'promoted';
  if (facts.explicitFeedbackType !== null) return facts.explicitFeedbackType;
  const reason = facts.recommendationReason;
  if (reason === 'followed_interest') return 'topic';
  if (reason === 'pfy_board') return 'pfyBoard';
  if (reason === 'pfy') return 'pfy';
  if (facts.followedBoardOrPinner || (reason !== null && FOLLOWED_REASONS.includes(reason))) return 'followed';
  if (facts.viewParameter !== null && RELATED_VIEW_PARAMETERS.includes(facts.viewParameter)) return 'related';
  if (facts.viewParameter === NEWS_HUB_VIEW_PARAMETER) return 'newsHub';
  return 'default';
}

/** A grid pin's feedback type, from what the API says of it. */
export function feedbackTypeOfPin(pin: ApiGridPin): FeedbackType {
  return feedbackTypeOf({
    isPromoted: pin.isPromoted,
    isDownstreamPromotion: pin.isDownstreamPromotion,
    explicitFeedbackType: null,
    // The home feed says which follow put the pin there; elsewhere nothing did.
    recommendationReason: pin.recommendationReason?.reason ?? null,
    followedBoardOrPinner: Boolean(pin.board?.followedByMe || pin.pinner.explicitlyFollowedByMe),
    viewParameter: null,
  });
}

export const PIN_HIDDEN = 'Pin hidden';
export const HIDE_REASON_DEFAULT = "Got it! We'll try to show you more relevant Pins in the future.";
export const REPORTED_TITLE = 'Reported';
export const REPORTED_MESSAGE = 'Thanks! Your feedback helps us keep the community safe.';
export const TUNE_HOME_FEED = { label: 'Tune your home feed', href: '/edit' } as const;

export interface FeedbackNames {
  topic?: string;
  pinner?: string;
  board?: string;
  promoter?: string;
}

// A blank name would print "from  in the future"; the general message is better than a broken one.
const named = (name: string | undefined): string | null => (name && name.trim() ? name.trim() : null);

export function hideReasonMessage(type: FeedbackType, names: FeedbackNames): string {
  if (type === 'topic') {
    const topic = named(names.topic);
    if (topic) return `We'll show you less Pins from ${topic} in the future.`;
  }
  if (type === 'promoted') {
    const promoter = named(names.promoter);
    if (promoter) return `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
  }
  return HIDE_REASON_DEFAULT;
}

export function unfollowedMessage(names: { pinner: string } | { board: string }): string {
  if ('pinner' in names) {
    return `You unfollowed ${cutWithEllipsis(names.pinner.trim(), TEXT_CUTS.pinnerName)} and won't see Pins they save anymore.`;
  }
  return `You unfollowed the board ${names.board.trim()} and won't see Pins saved to it anymore.`;
}

/** On the following page every pin is from something followed; unfollowing is that page's job. */
export function offersUnfollow(type: FeedbackType, onFollowingPage: boolean): boolean {
  return (type === 'followed' || type === 'topic') && !onFollowingPage;
}
