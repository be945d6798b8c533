// Hiding a pin from the options menu, its undo, reporting and unfollowing (spec sections 4 and 7).
// Each action tells the bus, so every grid showing the pin reacts. Shared: the grid's card and the
// closeup offer the same actions.

import { type ApiGridPin } from 'shared-contracts/api';
import {
  type FeedbackType,
  feedbackTypeOf,
  hidePathFor,
  hideRequest,
  type HideRequest,
  type ReportReason,
  type Surface,
} from 'shared-contracts/rules';
import { type HidePath } from 'shared-contracts/platform';
import { api, type ApiClient } from './apiClient';
import { bus } from './eventBus';

/** The spec names feedback type 1 for feedback and unfollow; a report is sent as type 2. */
export const FEEDBACK_TYPE_UNFOLLOW = 1;
export const FEEDBACK_TYPE_REPORT = 2;

export function feedbackTypeFor(pin: ApiGridPin): FeedbackType {
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

/** Each hide route with its own parameters: a switch lets the contract check each pair. */
async function sendHide(client: ApiClient, call: HideRequest): Promise<void> {
  if ('payload' in call) await client.send(call.route, { params: call.params, payload: call.payload });
  else if ('news_id' in call.params) await client.send(call.route, { params: call.params });
  else await client.send(call.route, { params: call.params });
}

function searchQuery(): string | undefined {
  return new URLSearchParams(window.location.search).get('q') ?? undefined;
}

export async function hidePin(pin: ApiGridPin, surface: Surface, client: ApiClient = api): Promise<HidePath> {
  const path = hidePathFor(surface);
  await sendHide(client, hideRequest(path, pin.id, { query: searchQuery(), pinType: 'pin' }, false));
  bus.emit('pin/hidden', { pinId: pin.id, path, reason: feedbackTypeFor(pin) });
  return path;
}

/** Undo calls the opposite action. */
export async function undoHide(pin: ApiGridPin, path: HidePath, client: ApiClient = api): Promise<void> {
  await sendHide(client, hideRequest(path, pin.id, { query: searchQuery(), pinType: 'pin' }, true));
  bus.emit('pin/hide-undone', { pinId: pin.id, path });
}

/**
 * Reports a pin, saying why; it is hidden from the reporter too (quietly: the card that asked shows
 * 'Reported'), so it does not come back on the next read.
 */
export async function reportPin(pin: ApiGridPin, reason: ReportReason, surface: Surface, client: ApiClient = api): Promise<HidePath> {
  await client.write('PinFeedbackResource', 'update', { feedback_type: FEEDBACK_TYPE_REPORT, pin_id: pin.id, report_reason: reason });
  const path = hidePathFor(surface);
  await sendHide(client, hideRequest(path, pin.id, { query: searchQuery(), pinType: 'pin' }, false));
  return path;
}

/** Undo of a report: the report is taken back and the pin shown again. */
export async function undoReport(pin: ApiGridPin, path: HidePath, client: ApiClient = api): Promise<void> {
  await client.write('PinFeedbackResource', 'delete', { feedback_type: FEEDBACK_TYPE_REPORT, pin_id: pin.id });
  await undoHide(pin, path, client);
}

/** Unfollows what the pin came from: its topic, its board or its pinner. */
export async function unfollowSource(
  pin: ApiGridPin,
  type: FeedbackType,
  client: ApiClient = api,
): Promise<{ pinner: string } | { board: string } | { topic: string }> {
  if (type === 'topic' && pin.sourceInterest) {
    await client.write('InterestFollowResource', 'delete', { interest_id: pin.sourceInterest.id });
    await client.write('PinFeedbackResource', 'update', { feedback_type: FEEDBACK_TYPE_UNFOLLOW, pin_id: pin.id });
    return { topic: pin.sourceInterest.name };
  }
  if (pin.board && (pin.board.followedByMe || pin.recommendationReason?.hasBoard)) {
    await client.send('DELETE /v3/boards/:board_id/follow/', { params: { board_id: pin.board.id } });
    await client.write('PinFeedbackResource', 'update', { feedback_type: FEEDBACK_TYPE_UNFOLLOW, pin_id: pin.id });
    return { board: pin.board.name };
  }
  await client.write('UserFollowResource', 'delete', { user: pin.pinner.id });
  await client.write('PinFeedbackResource', 'update', { feedback_type: FEEDBACK_TYPE_UNFOLLOW, pin_id: pin.id });
  return { pinner: pin.pinner.fullName || pin.pinner.username };
}
