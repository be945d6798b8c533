// Hiding a pin from the options menu, its undo, reporting and its undo, and unfollowing what put a
// pin in the feed (spec sections 4 and 7): the feed area's own. Its cards call them; the closeup
// reaches the first four through the bus's pin/hide, pin/unhide, pin/report and pin/unreport
// (PinFeedbackLayer). Each hide and undo tells the bus, so every grid showing the pin reacts.

import { type ApiClient, type PageBus } from 'page-runtime';
import { type ApiGridPin } from 'shared-contracts/api';
import { type PinFeedbackRequest, type PinHideRequest } from 'shared-contracts/platform';
import { type FeedbackType, hideRequest, type HideRequest, type ReportReason } from 'shared-contracts/rules';

/** The spec names feedback type 1 for feedback and unfollow; a report is sent as type 2. */
const FEEDBACK_TYPE_UNFOLLOW = 1;
const FEEDBACK_TYPE_REPORT = 2;

/** Each hide route with its own parameters: a switch lets the contract check each pair. */
async function sendHide(client: ApiClient, call: HideRequest): Promise<void> {
  if ('payload' in call) await client.send(call.route, { params: call.params, payload: call.payload });
  else if ('news_id' in call.params) await client.send(call.route, { params: call.params });
  else await client.send(call.route, { params: call.params });
}

function searchQuery(): string | undefined {
  return new URLSearchParams(window.location.search).get('q') ?? undefined;
}

export async function hidePin(client: ApiClient, events: PageBus, { pinId, path, reason }: PinHideRequest): Promise<void> {
  await sendHide(client, hideRequest(path, pinId, { query: searchQuery(), pinType: 'pin' }, false));
  events.emit('pin/hidden', { pinId, path, reason });
}

/** Undo calls the opposite action. */
export async function undoHide(client: ApiClient, events: PageBus, { pinId, path }: PinFeedbackRequest): Promise<void> {
  await sendHide(client, hideRequest(path, pinId, { query: searchQuery(), pinType: 'pin' }, true));
  events.emit('pin/hide-undone', { pinId, path });
}

/**
 * Reports a pin, saying why; it is hidden from the reporter too (quietly: what asked shows
 * 'Reported'), so it does not come back on the next read.
 */
export async function reportPin(client: ApiClient, { pinId, path }: PinFeedbackRequest, reason: ReportReason): Promise<void> {
  await client.write('PinFeedbackResource', 'update', { feedback_type: FEEDBACK_TYPE_REPORT, pin_id: pinId, report_reason: reason });
  await sendHide(client, hideRequest(path, pinId, { query: searchQuery(), pinType: 'pin' }, false));
}

/** Undo of a report: the report is taken back and the pin shown again. */
export async function undoReport(client: ApiClient, events: PageBus, request: PinFeedbackRequest): Promise<void> {
  await client.write('PinFeedbackResource', 'delete', { feedback_type: FEEDBACK_TYPE_REPORT, pin_id: request.pinId });
  await undoHide(client, events, request);
}

/** Unfollows what the pin came from: its topic, its board or its pinner. */
export async function unfollowSource(
  client: ApiClient,
  pin: ApiGridPin,
  type: FeedbackType,
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
