// The business area's component tests: the shared fake API client with this area's deps (its own
// acting-as store, kept in memory) and the page's query cache.

import type { ReactNode } from 'react';
import { createActingAsStore, createPageBus, createSessionStore } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import { fakeApiClient, sessionOf, viewer, type Answer } from 'test-support/fakeApiClient';
import { BusinessDepsContext, type BusinessDeps } from '../data/deps';

export const PARTNER = viewer({ id: '1', username: 'partner', fullName: 'Pat Partner', hasBusinessProfiles: true });

export function fakeBusinessApi(answers: Record<string, Answer>, signedIn: typeof PARTNER | null = PARTNER) {
  const { calls, client, named } = fakeApiClient({ 'UserSessionResource get': sessionOf(signedIn), ...answers });
  const events = createPageBus();
  const deps: BusinessDeps = { client, events, session: createSessionStore(client), actingAs: createActingAsStore(null) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BusinessDepsContext.Provider value={deps}>
      <QueryRoot>{children}</QueryRoot>
    </BusinessDepsContext.Provider>
  );
  return { calls, deps, events, wrapper, named };
}
