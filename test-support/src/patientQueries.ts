// Component tests wait for what they mean to see (a findBy, a waitFor) as long as the rest of the
// suite waits for its events, not Testing Library's default second: on a loaded 2-core machine a
// grid's later cards took longer than that. A test that means a tighter bound says so itself.
import { configure } from '@testing-library/react';
import { EVENTUALLY_MS } from './eventually';

configure({ asyncUtilTimeout: EVENTUALLY_MS });
