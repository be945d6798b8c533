// The closeup area's component tests: the shared fake API client with this area's deps and cache.

import type { ReactNode } from 'react';
import { createPageBus, createSessionStore } from 'page-runtime';
import { fakeApiClient, type Answer } from 'test-support/fakeApiClient';
import { CloseupDepsContext, type CloseupDeps } from '../data/deps';

export function fakeCloseupApi(answers: Record<string, Answer>) {
  const { calls, client, named } = fakeApiClient(answers);
  const events = createPageBus();
  const deps: CloseupDeps = { client, events, session: createSessionStore(client) };
  // No query root here: the area brings its own, as on the page (a test then fails without it).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CloseupDepsContext.Provider value={deps}>{children}</CloseupDepsContext.Provider>
  );
  return { calls, deps, events, wrapper, named };
}
