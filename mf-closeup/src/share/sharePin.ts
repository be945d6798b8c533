// Asks for 'Send this pin' over the bus (ShareLayer answers, in this area): the closeup's Share and
// every grid's send the same command, so there is one dialog.

import { type PageBus } from 'page-runtime';
import { type ApiGridPin } from 'shared-contracts/api';
import { pinDisplayTitle } from 'shared-contracts/rules';
import { COMMAND_ANSWER_TIMEOUT_MS, type ShareAnswer } from 'shared-contracts/platform';

export function sharePin(events: PageBus, pin: ApiGridPin): Promise<ShareAnswer> {
  return events
    .request('pin/share', { pinId: pin.id, title: pinDisplayTitle(pin) }, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/share'] })
    .catch((): ShareAnswer => ({ kind: 'closed', sent: false }));
}
