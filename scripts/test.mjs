// `npm test`: every test. Installs what is missing (npm packages; Debian's Chromium and driver),
// then lint and format, typecheck (with the compile-time tests of the bus and the API contract),
// unit and component tests, a full build, and the end-to-end suites against the built site.
import { ensureChromium, ensureDependencies, ensurePostgres } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run } from './lib/run.mjs';

const steps = [
  ['Lint (ESLint with the house rules, Prettier, stylelint)', 'npm', ['run', '--silent', 'lint']],
  ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['Unit and component tests', 'npm', ['run', '--silent', 'test:unit']],
  ['Build', 'npm', ['run', '--silent', 'build']],
  ['End-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

try {
  await ensureDependencies();
  await onProjectNode();
  await ensureChromium();
  const noPostgres = await ensurePostgres();
  if (noPostgres) {
    // The suites against PostgreSQL skip; say so where nobody can miss it.
    console.warn(`\n!!! ${noPostgres}: the PostgreSQL suites will be SKIPPED !!!\n`);
    process.env.PINBOARD_TEST_POSTGRES_SKIP = noPostgres;
  }
  for (const [label, command, args] of steps) {
    console.log(`\n== ${label} ==`);
    const started = Date.now();
    await run(command, args);
    console.log(`== ${label}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ==`);
  }
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
