// `npm test`: every test. Installs what is missing (npm packages; Debian's Chromium and driver,
// and PostgreSQL), then runs four lanes side by side: the build and then the end-to-end suites
// against the built site; the unit and component tests; lint and format; the typecheck (with the
// compile-time tests of the bus and the API contract). The typecheck and the API reports yield the
// processor to the others. Lint and the typecheck start once the build is done: they read the types
// mf_feed's build publishes for the areas that mount its grid (scripts/remoteTypes.mjs). Each step's
// output is held back and shown only if it fails; Jest's steps show a line of progress at each tenth
// of their files. Ends with a table of the steps and their times; each step's whole output is in
// .test-output/.
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensurePostgres } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { runLanes } from './lib/lanes.mjs';
import { ROOT } from './lib/packages.mjs';
import { runQuiet } from './lib/run.mjs';
import { stepTable } from './lib/stepTable.mjs';

// Jest's own report of every file and test (kept in the step's log), its summary of what failed
// (what a failure shows), and a line at each tenth of the files (jestProgressReporter).
const jestReporters = ['--reporters=default', '--reporters=summary', `--reporters=${ROOT}/scripts/lib/jestProgressReporter.cjs`];
const JEST_SUMMARY = 'Summary of all failing tests';

/** What a failed step shows: a Jest run's summary of what failed where it has one, else all it printed. */
const failureOutput = (output) => (output.includes(JEST_SUMMARY) ? output.slice(output.lastIndexOf(JEST_SUMMARY)) : output);

// The typecheck and the API reports yield the processor to the other lanes: they are work that only
// has to end, while a browser suite waits on pages that must render in time, and some unit tests
// bound how long their server or timer takes (starved at niceness 10 too, two of them failed).
const BATCH = 10;
// The types mf_feed's build publishes, read by lint and the typecheck: put in place once, by
// their own step, so the two can run side by side (each would otherwise write them as the other reads).
const TYPES = { label: 'Types the areas publish', name: 'types', args: ['run', '--silent', 'types:pull'] };
// Lint runs at the others' priority: yielding, it was starved until the unit tests and the browser
// suites ended, then ran alone on one core for the run's last minute or more (ESLint is one thread).
const LINT = { label: 'Lint (ESLint with the house rules, Prettier, stylelint)', name: 'lint', args: ['run', '--silent', 'lint:only'] };
// The shared packages' public surfaces against their committed reports (scripts/apiReport.mjs).
const API_REPORTS = {
  label: 'API reports of the shared packages',
  name: 'api-reports',
  args: ['run', '--silent', 'api:check'],
  niceness: BATCH,
};
const TYPECHECK = { label: 'Typecheck', name: 'typecheck', args: ['run', '--silent', 'typecheck:only'], niceness: BATCH };
// Two workers (Jest's default leaves one core to itself): the unit tests are the longest lane, and
// once the others end, nothing else is left to use the second core.
const UNIT = {
  label: 'Unit and component tests',
  name: 'unit',
  args: ['run', '--silent', 'test:unit', '--', `--maxWorkers=${Math.min(2, os.availableParallelism())}`, ...jestReporters],
};
const BUILD = { label: 'Build', name: 'build', args: ['run', '--silent', 'build'] };
const E2E = { label: 'End-to-end tests', name: 'e2e', args: ['run', '--silent', 'test', '-w', 'e2e', '--', ...jestReporters] };
const STEPS = [BUILD, UNIT, TYPES, LINT, API_REPORTS, TYPECHECK, E2E];

/** Each step as it ended: its label, 'passed' or 'failed', and its seconds. */
const results = [];

/** Where each step's whole output is kept, pass or fail. */
const LOG_DIR = path.join(ROOT, '.test-output');

/** Runs a step with its output held back (shown if it fails); answers whether it passed. */
async function step({ label, name, args, niceness }) {
  console.log(`== ${label}: started ==`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const logFile = path.join(LOG_DIR, `${name}.log`);
  try {
    // The progress lines of a Jest step are named by the step (jestProgressReporter.cjs).
    await runQuiet('npm', args, { logFile, niceness, env: { ...process.env, PINBOARD_PROGRESS_LABEL: name } });
    results.push([label, 'passed', seconds()]);
    console.log(`== ${label}: passed in ${seconds()} s ==`);
    return true;
  } catch (error) {
    results.push([label, 'failed', seconds()]);
    console.log(`\n== ${label} ==\n${error.output === undefined ? error.message : failureOutput(error.output)}`);
    console.log(`== ${label}: FAILED after ${seconds()} s (its whole output: ${path.relative(ROOT, logFile)}) ==`);
    return false;
  }
}

const started = Date.now();
let passed = false;
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
  // Two cores or more: the browser suites start as soon as the build is done, beside the unit
  // tests and the checks, so the machine is busy to the end instead of waiting on the slowest.
  // Lint and the typecheck are lanes of their own, so neither waits for the other. The API reports
  // follow the typecheck, a short lane, rather than lint, the longer one.
  const lanes =
    os.availableParallelism() >= 2
      ? [[BUILD, E2E], [UNIT], [TYPES, LINT], [TYPECHECK, API_REPORTS]]
      : [[BUILD, TYPES, LINT, API_REPORTS, TYPECHECK, UNIT, E2E]];
  // Lint and the typecheck read the types the build published; building them in their own lane
  // would build the same area into the same folder as the build lane at the same time.
  passed = await runLanes(
    lanes,
    step,
    new Map([
      [TYPES, BUILD],
      [TYPECHECK, TYPES],
    ]),
  );
} catch (error) {
  console.error(`\n${error.message}`);
}
console.log(
  `\n${stepTable(
    results,
    STEPS.map(({ label }) => label),
    (Date.now() - started) / 60_000,
  )}`,
);
process.exit(passed ? 0 : 1);
