// The head of a deleted pin's page (HTTP 410): its heading as the title, and no search engine is
// to index it. The page itself is the closeup's, which says the same from the API's 410.

import { DELETED_PIN_HEADING, escapeMarkup, titleFor } from 'shared-contracts/rules';

export function deletedPinHead(): string {
  return `<title>${escapeMarkup(titleFor(DELETED_PIN_HEADING))}</title><meta name="robots" content="noindex" />`;
}
