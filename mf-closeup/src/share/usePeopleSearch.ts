// The people 'Send this pin' offers as a name is typed: the API's people search through the page's
// query cache, without the viewer themself.

import { type ApiUser } from 'shared-contracts/api';
import { SEND_PIN_PEOPLE_SHOWN } from 'shared-contracts/rules';
import { resourceQuery, useQuery } from 'react-kit';
import { useCloseupDeps } from '../data/deps';

export interface PeopleSearch {
  people: readonly ApiUser[];
  searching: boolean;
  error: boolean;
}

export function usePeopleSearch(term: string, viewerId: string | null): PeopleSearch {
  const { client } = useCloseupDeps();
  const query = term.trim();
  const read = useQuery({
    ...resourceQuery(client, 'UserSearchResource', { query, page_size: SEND_PIN_PEOPLE_SHOWN + 1 }),
    enabled: query.length > 0,
  });
  const people = (read.data ?? []).filter((person) => person.id !== viewerId).slice(0, SEND_PIN_PEOPLE_SHOWN);
  return { people: query ? people : [], searching: query.length > 0 && read.isFetching, error: read.isError };
}
