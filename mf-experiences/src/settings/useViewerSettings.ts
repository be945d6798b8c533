// The signed-in viewer's own record, as settings shows and changes it: read through the page's
// query cache (UserResource by id), and after a save put the server's answer in the cache, mark
// every other read of users stale (the profile page shows the same name and About) and refresh
// the page's session, so the header shows a new name at once.

import { useCallback } from 'react';
import type { ApiUser, ApiViewer } from 'shared-contracts/api';
import { invalidateResources, pageQueryClient, resourceKey, useResource } from 'react-kit';
import { useExperiencesDeps } from '../deps';

/** The viewer's own record carries their private settings; another user's never does. */
export function isViewerRecord(user: ApiUser | ApiViewer): user is ApiViewer {
  return 'isAuth' in user && user.isAuth;
}

export function useViewerSettings(viewerId: string) {
  const { client, session } = useExperiencesDeps();
  const options = { user_id: viewerId };
  const query = useResource(client, 'UserResource', options);

  /** The server's answer to a save: the record everyone reads from now on. */
  const saved = useCallback(
    async (next: ApiViewer) => {
      const cache = pageQueryClient();
      cache.setQueryData(resourceKey('UserResource', { user_id: viewerId }), next);
      await invalidateResources(cache, ['UserResource']);
      await session.refresh().catch(() => undefined);
    },
    [viewerId, session],
  );

  /** Reads the record again from the server (after a save that answers something else). */
  const reread = useCallback(async () => {
    await invalidateResources(pageQueryClient(), ['UserResource']);
    await session.refresh().catch(() => undefined);
  }, [session]);

  return { query, saved, reread };
}
