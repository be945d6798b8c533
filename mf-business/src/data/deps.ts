// What the business area talks to: the page's API client, session and bus (shared-contracts' createAreaDeps),
// and the account the person is acting as. Component tests provide a context of their own.

import { actingAs, type ActingAsStore } from 'page-runtime';
import { type AreaDeps, createAreaDeps } from 'react-kit';

export type BusinessDeps = AreaDeps & { actingAs: ActingAsStore };

export const { Context: BusinessDepsContext, useDeps: useBusinessDeps } = createAreaDeps({ actingAs });
