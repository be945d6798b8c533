// The closeup's Hide Pin, Report Pin and their Undo are the feed area's, which owns a pin's
// feedback (its PinFeedbackLayer answers): asked with the bus's commands, so the calls, the report
// dialog and what they say live in one area. A failure rejects with the API's own error.

import { type PageBus } from 'page-runtime';
import { type ApiPin } from 'shared-contracts/api';
import { COMMAND_ANSWER_TIMEOUT_MS, type HidePath } from 'shared-contracts/platform';
import { feedbackTypeOfPin, hidePathFor } from 'shared-contracts/rules';
import type { FeedbackOutcome } from './FeedbackNotice';

/** Where the closeup hides a pin along (spec section 7). */
const CLOSEUP_PATH: HidePath = hidePathFor('PinCloseup');

export async function hideFromCloseup(events: PageBus, pin: ApiPin): Promise<FeedbackOutcome> {
  const request = { pinId: pin.id, path: CLOSEUP_PATH, reason: feedbackTypeOfPin(pin) };
  await events.request('pin/hide', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/hide'] });
  return { status: 'hidden', path: CLOSEUP_PATH };
}

/** The report dialog, over the page; null when it closed without a report. */
export async function reportFromCloseup(events: PageBus, pin: ApiPin): Promise<FeedbackOutcome | null> {
  const answer = await events.request(
    'pin/report',
    { pinId: pin.id, path: CLOSEUP_PATH },
    { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/report'] },
  );
  return answer.kind === 'reported' ? { status: 'reported', path: CLOSEUP_PATH } : null;
}

/** Undo: the report taken back, or the hide; the pin is shown again. */
export async function undoFromCloseup(events: PageBus, pin: ApiPin, outcome: FeedbackOutcome): Promise<void> {
  const request = { pinId: pin.id, path: outcome.path };
  if (outcome.status === 'reported')
    await events.request('pin/unreport', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/unreport'] });
  else await events.request('pin/unhide', request, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/unhide'] });
}
