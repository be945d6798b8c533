// `npm test`: every test. Installs what is missing (npm packages; Debian's Chromium and driver),
// then lint and format, typecheck (with the compile-time tests of the bus and the API contract) and
// a full build beside the unit and component tests, and the end-to-end suites against the built
// site; ends with a table of the steps and their times.
import os from 'node:os';
import { ensureChromium, ensureDependencies, ensurePostgres } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run, runQuiet } from './lib/run.mjs';
import { stepTable } from './lib/stepTable.mjs';

const LINT = ['Lint (ESLint with the house rules, Prettier, stylelint)', 'npm', ['run', '--silent', 'lint']];
const TYPECHECK = ['Typecheck', 'npm', ['run', '--silent', 'typecheck']];
const UNIT = ['Unit and component tests', 'npm', ['run', '--silent', 'test:unit']];
const BUILD = ['Build', 'npm', ['run', '--silent', 'build']];
const E2E = ['End-to-end tests', 'npm', ['run', '--silent', 'test:e2e']];

/** Each step as it ended: its label, 'passed' or 'failed', and its seconds. */
const results = [];

/** Runs a step, its output shown as it comes (or, `quiet`, held back and shown only if it fails). */
async function step([label, command, args], { quiet = false } = {}) {
  if (!quiet) console.log(`\n== ${label} ==`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    await (quiet ? runQuiet(command, args) : run(command, args));
    results.push([label, 'passed', seconds()]);
    console.log(`== ${label}: passed in ${seconds()} s ==`);
  } catch (error) {
    results.push([label, 'failed', seconds()]);
    if (error.output) console.log(`\n== ${label} ==\n${error.output}`);
    console.log(`== ${label}: FAILED after ${seconds()} s ==`);
    throw error;
  }
}

/**
 * Lint, typecheck and the build, one after the other, their output held back while the unit tests
 * print theirs. Jest gives the unit tests one worker on two cores; these take the other one.
 */
async function checksAndBuild() {
  await step(LINT, { quiet: true });
  await step(TYPECHECK, { quiet: true });
  await step(BUILD, { quiet: true });
}

const started = Date.now();
let failed = false;
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
  // Lint, typecheck and the build use one core; beside the unit tests where there is a second.
  if (os.availableParallelism() >= 2) {
    const outcomes = await Promise.allSettled([step(UNIT), checksAndBuild()]);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
  } else {
    await checksAndBuild();
    await step(UNIT);
  }
  await step(E2E);
} catch (error) {
  console.error(`\n${error.message}`);
  failed = true;
}
const steps = [LINT, TYPECHECK, UNIT, BUILD, E2E].map(([label]) => label);
console.log(`\n${stepTable(results, steps, (Date.now() - started) / 60_000)}`);
process.exit(failed ? 1 : 0);
