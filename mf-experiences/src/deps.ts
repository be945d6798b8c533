// What the experiences area talks to: the page's API client, session and bus. A context so
// component tests can hand in a client of their own; the site always uses the shared singletons.

import { createContext, useContext } from 'react';
import { api, type ApiClient, bus, type PageBus, session, type SessionStore } from 'page-runtime';

export interface ExperiencesDeps {
  client: ApiClient;
  session: SessionStore;
  events: PageBus;
}

export const ExperiencesDepsContext = createContext<ExperiencesDeps>({ client: api, session, events: bus });

export function useExperiencesDeps(): ExperiencesDeps {
  return useContext(ExperiencesDepsContext);
}
