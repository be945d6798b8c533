// A Jest reporter for `npm test`: a line at every tenth of the files and one for each file that
// fails, marked so that npm test shows these lines as they come while it holds the rest of Jest's
// output back (Jest's summary reporter beside it says what failed, at the end).

/** What starts a line a step shows as it comes (scripts/lib/run.mjs). */
const PROGRESS_MARK = '[progress] ';

class JestProgressReporter {
  constructor(_globalConfig, options = {}) {
    this.label = options.label ?? process.env.PINBOARD_PROGRESS_LABEL ?? 'tests';
    this.total = 0;
    this.lastTenth = 0;
  }

  /** '{label}: 34 of 340 files, 512 tests passed, 1 failed'. */
  static line(label, filesDone, filesTotal, { numPassedTests, numFailedTests }) {
    const failed = numFailedTests > 0 ? `, ${numFailedTests} failed` : '';
    return `${label}: ${filesDone} of ${filesTotal} files, ${numPassedTests} tests passed${failed}`;
  }

  onRunStart(results) {
    this.total = results.numTotalTestSuites;
  }

  onTestResult(test, result, aggregated) {
    if (result.numFailingTests > 0 || result.testExecError) {
      process.stdout.write(`${PROGRESS_MARK}${this.label}: FAILED ${test.path}\n`);
    }
    const done = aggregated.numPassedTestSuites + aggregated.numFailedTestSuites + aggregated.numPendingTestSuites;
    const tenth = this.total === 0 ? 10 : Math.floor((done / this.total) * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      process.stdout.write(`${PROGRESS_MARK}${JestProgressReporter.line(this.label, done, this.total, aggregated)}\n`);
    }
  }
}

JestProgressReporter.PROGRESS_MARK = PROGRESS_MARK;
module.exports = JestProgressReporter;
