// What the feed area's pages talk to: the page's API client, session and bus. A context so component
// tests can hand in a client of their own; the site always uses the shared singletons.

import { createContext, useContext } from 'react';
import { api, bus, session, type ApiClient, type PageBus, type SessionStore } from 'shared-contracts';

export interface FeedDeps {
  client: ApiClient;
  session: SessionStore;
  events: PageBus;
}

export const FeedDepsContext = createContext<FeedDeps>({ client: api, session, events: bus });

export function useFeedDeps(): FeedDeps {
  return useContext(FeedDepsContext);
}
