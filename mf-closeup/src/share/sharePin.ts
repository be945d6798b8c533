// Asks for 'Send this pin' over the bus (ShareLayer answers, in this area): the closeup's Share and
// every grid's send the same command, so there is one dialog.

import { type PageBus } from 'page-runtime';
import { type ApiGridPin } from 'shared-contracts/api';
import { pinDisplayTitle } from 'shared-contracts/rules';
import { type ShareAnswer } from 'shared-contracts/platform';

/** A person is choosing whom to send it to: the bound only keeps a lost answer from being waited on for ever. */
export const SHARE_ANSWER_TIMEOUT_MS = 30 * 60_000;

export function sharePin(events: PageBus, pin: ApiGridPin): Promise<ShareAnswer> {
  return events
    .request('pin/share', { pinId: pin.id, title: pinDisplayTitle(pin) }, { timeoutMs: SHARE_ANSWER_TIMEOUT_MS })
    .catch((): ShareAnswer => ({ kind: 'closed', sent: false }));
}
