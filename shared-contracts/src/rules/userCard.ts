// A person in a list (the search page's people, a profile's header): their follower count in its
// short form (spec section 9's number short forms).

import { shortNumber } from './shortNumber';

export function followerCountLabel(count: number): string {
  return `${shortNumber(count)} ${count === 1 ? 'follower' : 'followers'}`;
}
