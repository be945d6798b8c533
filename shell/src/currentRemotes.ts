// Asks the edge server which build of each area this visitor gets now: used when a page's own
// build of an area has gone (removed or replaced by a deploy mid-session).

import { PLATFORM_REMOTES_PATH, parsePlatformConfig, type CurrentRemotes } from 'shared-contracts';

export async function fetchCurrentRemotes(fetchImpl: typeof fetch = fetch): Promise<CurrentRemotes> {
  const response = await fetchImpl(PLATFORM_REMOTES_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${PLATFORM_REMOTES_PATH} answered ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown; reportToken?: unknown };
  // The same checks as the document's list; the timeout is not part of this answer.
  const { remotes } = parsePlatformConfig({ remotes: body.remotes, loadTimeoutMs: 1 });
  if (typeof body.reportToken !== 'string') throw new Error(`${PLATFORM_REMOTES_PATH} sent no report token`);
  return { remotes, reportToken: body.reportToken };
}
