// The header's component tests: a fake API client in the header's deps, with the page's own session
// and bus unless a test gives its own (a test that listens on the page's bus hears what the header says).

import type { ReactNode } from 'react';
import { type ApiClient, bus, session } from 'page-runtime';
import { type ShellDeps, ShellDepsContext } from '../frame/deps';

export function fakeShellDeps(client: ApiClient, own: Partial<Omit<ShellDeps, 'client'>> = {}) {
  const deps: ShellDeps = { client, session, events: bus, ...own };
  const wrapper = ({ children }: { children: ReactNode }) => <ShellDepsContext.Provider value={deps}>{children}</ShellDepsContext.Provider>;
  return { deps, wrapper };
}
