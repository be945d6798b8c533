// What the boards area talks to: the page's API client, session and bus. A context so component tests
// can hand in a client of their own; the site always uses the shared singletons.

import { createContext, useContext } from 'react';
import { api, bus, session, type ApiClient, type PageBus, type SessionStore } from 'shared-contracts';

export interface BoardsDeps {
  client: ApiClient;
  session: SessionStore;
  /** The page's bus: its events, and the save commands this area handles. */
  events: PageBus;
}

export const BoardsDepsContext = createContext<BoardsDeps>({ client: api, session, events: bus });

export function useBoardsDeps(): BoardsDeps {
  return useContext(BoardsDepsContext);
}
