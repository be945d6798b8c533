// What the experiences area talks to: the page's API client, session and bus (react-kit's createAreaDeps).
// Component tests provide a context of their own.

import { type AreaDeps, createAreaDeps } from 'react-kit';

export type ExperiencesDeps = AreaDeps;

export const { Context: ExperiencesDepsContext, useDeps: useExperiencesDeps } = createAreaDeps();
