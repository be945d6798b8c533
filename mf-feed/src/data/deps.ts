// What the feed talks to: the page's API client, session and bus (shared-contracts' createAreaDeps).
// Component tests provide a context of their own.

import { type AreaDeps, createAreaDeps } from 'react-kit';

export type FeedDeps = AreaDeps;

export const { Context: FeedDepsContext, useDeps: useFeedDeps } = createAreaDeps();
