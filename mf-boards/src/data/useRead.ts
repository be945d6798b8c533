// One read of the API contract through the page's query cache, with what a boards screen needs:
// its state (loading, ready, missing for a 404, failed), an edit of the cached answer (the screen's
// own change, shown at once) and a reload.

import type { ReadableResource, ResourceAnswer, ResourceOptions } from 'shared-contracts/api';
import { type Loaded, loadedOf, resourceKey, useQueryClient, useResource } from 'react-kit';
import { useBoardsDeps } from './deps';

export interface ReadHandle<T> {
  state: Loaded<T>;
  replace: (update: (data: T) => T) => void;
  reload: () => void;
}

export function useRead<R extends ReadableResource>(resource: R, options: ResourceOptions<R, 'get'>): ReadHandle<ResourceAnswer<R, 'get'>> {
  const { client } = useBoardsDeps();
  const queryClient = useQueryClient();
  const query = useResource(client, resource, options);
  return {
    state: loadedOf(query),
    replace: (update) =>
      queryClient.setQueryData<ResourceAnswer<R, 'get'>>(resourceKey(resource, options), (data) =>
        data === undefined ? data : update(data),
      ),
    reload: () => void query.refetch(),
  };
}
