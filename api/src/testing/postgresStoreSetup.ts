// The 'api-postgres' Jest project's setup (jest.config.js): the same API suites, on PostgreSQL.
// startTestApi reads PINBOARD_TEST_STORE (testStore.ts) and opens the suite's own database.
// Where the run has no PostgreSQL every case of the suite is registered skipped instead (so its
// beforeAll, which would start the API, never runs), and the skip is said loudly on stderr.
import path from 'node:path';
import { hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';

process.env.PINBOARD_TEST_STORE = 'postgres';

if (!hasTestPostgres()) {
  const suite = `${path.relative(process.cwd(), expect.getState().testPath ?? 'an API suite')} on PostgreSQL`;
  warnPostgresSkipped(suite);
  const skip = test.skip;
  const skipping = Object.assign((...args: Parameters<jest.It>) => skip(...args), skip, {
    skip,
    only: skip,
    failing: skip,
    concurrent: test.concurrent.skip,
    todo: test.todo,
  }) as unknown as jest.It;
  Object.assign(globalThis, { test: skipping, it: skipping, fit: skip });
}
