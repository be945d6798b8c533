// What the business area talks to: the page's API client, session, bus and acting-as choice. A
// context so component tests can hand in their own; the site always uses the shared singletons.

import { createContext, useContext } from 'react';
import { actingAs, api, bus, session, type ActingAsStore, type ApiClient, type PageBus, type SessionStore } from 'shared-contracts';

export interface BusinessDeps {
  client: ApiClient;
  session: SessionStore;
  events: PageBus;
  actingAs: ActingAsStore;
}

export const BusinessDepsContext = createContext<BusinessDeps>({ client: api, session, events: bus, actingAs });

export function useBusinessDeps(): BusinessDeps {
  return useContext(BusinessDepsContext);
}
