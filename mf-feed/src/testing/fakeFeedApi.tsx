// The feed area's component tests: the shared fake API client with this area's deps and cache.

import type { ReactNode } from 'react';
import { createPageBus, createSessionStore } from 'page-runtime';
import { fakeApiClient, type Answer } from 'test-support/fakeApiClient';
import { FeedDepsContext, type FeedDeps } from '../data/deps';

export { board, notFound, sessionOf, viewer, type Call } from 'test-support/fakeApiClient';

export function fakeFeedApi(answers: Record<string, Answer>) {
  const { calls, client, named } = fakeApiClient(answers);
  const events = createPageBus();
  const deps: FeedDeps = { client, events, session: createSessionStore(client) };
  // No query root here: the area brings its own, as on the page.
  const wrapper = ({ children }: { children: ReactNode }) => <FeedDepsContext.Provider value={deps}>{children}</FeedDepsContext.Provider>;
  return { calls, deps, events, wrapper, named };
}
