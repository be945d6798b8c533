// The boards and people tabs' results: a paged search read through the page's query cache, a page
// at a time (Show more), like the pins grid's feed but for boards and people.

import { type ApiBoard, type ApiUser } from 'shared-contracts/api';
import { searchResultsOptions } from 'shared-contracts/rules';
import { type PagedList, resourceKey, usePagedList } from 'react-kit';
import { useFeedDeps } from '../data/deps';

export type SearchResults<T> = PagedList<T>;

const searchOptions = (query: string, bookmark: string | null) => ({
  ...searchResultsOptions(query),
  ...(bookmark ? { bookmark } : {}),
});

export function useBoardSearch(query: string): SearchResults<ApiBoard> {
  const { client } = useFeedDeps();
  return usePagedList(
    resourceKey('BoardSearchResource', searchResultsOptions(query)),
    (bookmark) => client.read('BoardSearchResource', searchOptions(query, bookmark)),
    { keptForBack: true },
  );
}

export function useUserSearch(query: string): SearchResults<ApiUser> {
  const { client } = useFeedDeps();
  return usePagedList(
    resourceKey('UserSearchResource', searchResultsOptions(query)),
    (bookmark) => client.read('UserSearchResource', searchOptions(query, bookmark)),
    { keptForBack: true },
  );
}
