// What the closeup talks to: the page's API client, session and bus (shared-contracts' createAreaDeps).
// Component tests provide a context of their own.

import { type AreaDeps, createAreaDeps } from 'react-kit';

export type CloseupDeps = AreaDeps;

export const { Context: CloseupDepsContext, useDeps: useCloseupDeps } = createAreaDeps();
