// The boards area's component tests: the shared fake API client with this area's deps and cache.

import type { ReactNode } from 'react';
import { createPageBus, createSessionStore } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import { fakeApiClient, type Answer } from 'test-support/fakeApiClient';
import { BoardsDepsContext, type BoardsDeps } from '../data/deps';

export { board, notFound, sessionOf, viewer, type Call } from 'test-support/fakeApiClient';

export function fakeBoardsApi(answers: Record<string, Answer>) {
  const { calls, client, named } = fakeApiClient(answers);
  const events = createPageBus();
  const deps: BoardsDeps = { client, events, session: createSessionStore(client) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryRoot>
      <BoardsDepsContext.Provider value={deps}>{children}</BoardsDepsContext.Provider>
    </QueryRoot>
  );
  return { calls, deps, events, wrapper, named };
}
