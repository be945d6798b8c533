// The experiences area's component tests: the shared fake API client with this area's deps and
// the page's query cache.

import type { ReactNode } from 'react';
import { createPageBus, createSessionStore } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import { fakeApiClient, type Answer } from 'test-support/fakeApiClient';
import { ExperiencesDepsContext, type ExperiencesDeps } from '../deps';

export { sessionOf, viewer, type Call } from 'test-support/fakeApiClient';

export function fakeExperiencesApi(answers: Record<string, Answer>) {
  const { calls, client, named } = fakeApiClient(answers);
  const events = createPageBus();
  const deps: ExperiencesDeps = { client, events, session: createSessionStore(client) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryRoot>
      <ExperiencesDepsContext.Provider value={deps}>{children}</ExperiencesDepsContext.Provider>
    </QueryRoot>
  );
  return { calls, deps, events, wrapper, named };
}
