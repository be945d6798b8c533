// What the header's components talk to: the page's API client, session and bus (react-kit's
// createAreaDeps), as each area's components do. Component tests provide a context of their own.

import { type AreaDeps, createAreaDeps } from 'react-kit';

export type ShellDeps = AreaDeps;

export const { Context: ShellDepsContext, useDeps: useShellDeps } = createAreaDeps();
