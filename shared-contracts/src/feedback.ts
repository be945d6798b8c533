// Why a pin is in the feed, for the hide confirmation (spec sections 4 and 8): the feedback type
// by its eight-step priority, and the exact messages.

import { cutWithEllipsis, TEXT_CUTS } from './textCuts';

export type FeedbackType = 'promoted' | 'explicit' | 'topic' | 'pfyBoard' | 'pfy' | 'followed' | 'related' | 'newsHub' | 'default';

export interface FeedbackFacts {
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  explicitFeedbackType: FeedbackType | null;
  recommendationReason: 'followed_interest' | 'following_feed' | 'recent_followed_board' | 'pfy_board' | 'pfy' | null;
  followedBoardOrPinner: boolean;
  viewParameter: number | null;
}

export const RELATED_VIEW_PARAMETERS: readonly number[] = [139, 140, 141, 144, 145, 3173];
export const NEWS_HUB_VIEW_PARAMETER = 3082;

export function feedbackTypeOf(facts: FeedbackFacts): FeedbackType {
  if (facts.isPromoted && !facts.isDownstreamPromotion) return 'promoted';
  if (facts.explicitFeedbackType) return facts.explicitFeedbackType;
  const reason = facts.recommendationReason;
  if (reason === 'followed_interest') return 'topic';
  if (reason === 'pfy_board') return 'pfyBoard';
  if (reason === 'pfy') return 'pfy';
  if (facts.followedBoardOrPinner) return 'followed';
  if (facts.viewParameter !== null && RELATED_VIEW_PARAMETERS.includes(facts.viewParameter)) return 'related';
  if (facts.viewParameter === NEWS_HUB_VIEW_PARAMETER) return 'newsHub';
  return 'default';
}

export const PIN_HIDDEN = 'Pin hidden';
export const REPORTED_TITLE = 'Reported';
export const REPORTED_MESSAGE = 'Thanks! Your feedback helps us keep the community safe.';
export const TUNE_HOME_FEED = { label: 'Tune your home feed', href: '/edit' } as const;
export const DEFAULT_HIDE_MESSAGE = "Got it! We'll try to show you more relevant Pins in the future.";

export interface FeedbackNames {
  topic?: string | undefined;
  pinner?: string | undefined;
  board?: string | undefined;
  promoter?: string | undefined;
}

/** The reason line under 'Pin hidden'. */
export function hideReasonMessage(type: FeedbackType, names: FeedbackNames): string {
  if (type === 'topic' && names.topic) return `We'll show you less Pins from ${names.topic} in the future.`;
  if (type === 'promoted' && names.promoter) return `${names.promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
  return DEFAULT_HIDE_MESSAGE;
}

export function unfollowedMessage(what: { pinner: string } | { board: string }): string {
  if ('pinner' in what) return `You unfollowed ${cutWithEllipsis(what.pinner, TEXT_CUTS.pinnerName)} and won't see Pins they save anymore.`;
  return `You unfollowed the board ${what.board} and won't see Pins saved to it anymore.`;
}

/** An unfollow option for a followed or topic pin, except on the following page. */
export function offersUnfollow(type: FeedbackType, onFollowingPage: boolean): boolean {
  return (type === 'followed' || type === 'topic') && !onFollowingPage;
}
