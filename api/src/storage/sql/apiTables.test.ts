// The API's table types are declared once, generated from its migrations (scripts/api-tables.mjs):
// a migration committed without `npm run api-tables` fails here, with the difference.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// A migrated SQLite file and kysely-codegen in a child process: seconds on a loaded machine.
jest.setTimeout(60_000);

it('apiTables.ts is what the migrations give', () => {
  const root = path.resolve(__dirname, '../../../..');
  const verify = spawnSync(process.execPath, [path.join(root, 'scripts/api-tables.mjs'), '--verify'], { cwd: root, encoding: 'utf8' });
  expect({ status: verify.status, difference: verify.stderr + verify.stdout }).toEqual({ status: 0, difference: '' });
});
