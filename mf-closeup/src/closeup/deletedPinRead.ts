// Whether a read of a pin failed because the pin was deleted (the API's 410), which the closeup and
// the pin's other pages show as the deleted pin's page rather than as a failure to try again.

import { GONE_STATUS } from 'shared-contracts/rules';
import { ApiCallError } from 'page-runtime';

export function isDeletedPinError(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === GONE_STATUS;
}
