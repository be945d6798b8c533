// Asks the edge server which build of each area this visitor gets now: used when a page's own
// build of an area has gone (removed or replaced by a deploy mid-session).

import { type CurrentRemotes, parseCurrentRemotes, PLATFORM_REMOTES_PATH } from 'shared-contracts/platform';

export async function fetchCurrentRemotes(fetchImpl: typeof fetch = fetch): Promise<CurrentRemotes> {
  const response = await fetchImpl(PLATFORM_REMOTES_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${PLATFORM_REMOTES_PATH} answered ${response.status}`);
  return parseCurrentRemotes(await response.json());
}
