// What the business area talks to: the page's API client, session and bus (shared-contracts' createAreaDeps),
// and the account the person is acting as. Component tests provide a context of their own.

import { actingAs, type ActingAsStore } from 'shared-contracts';
import { createAreaDeps, type AreaDeps } from 'shared-contracts/react';

export type BusinessDeps = AreaDeps & { actingAs: ActingAsStore };

export const { Context: BusinessDepsContext, useDeps: useBusinessDeps } = createAreaDeps({ actingAs });
