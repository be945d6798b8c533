import JestProgressReporter from './jestProgressReporter.cjs';

/** What Jest hands a reporter after each file, as far as this one reads it. */
const aggregated = (files: number, passed: number, failed = 0) => ({
  numPassedTestSuites: files,
  numFailedTestSuites: 0,
  numPendingTestSuites: 0,
  numPassedTests: passed,
  numFailedTests: failed,
});

function written(run: (reporter: JestProgressReporter) => void): string[] {
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    run(new JestProgressReporter({}, { label: 'unit' }));
  } finally {
    write.mockRestore();
  }
  return lines;
}

describe('the progress npm test shows of a Jest run', () => {
  it('is a marked line at each tenth of the files, not one per file', () => {
    const lines = written((reporter) => {
      reporter.onRunStart({ numTotalTestSuites: 20 });
      for (let file = 1; file <= 20; file += 1)
        reporter.onTestResult({ path: `/f${file}` }, { numFailingTests: 0 }, aggregated(file, file * 3));
    });
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('[progress] unit: 2 of 20 files, 6 tests passed\n');
    expect(lines[9]).toBe('[progress] unit: 20 of 20 files, 60 tests passed\n');
  });

  it('names a failed file as soon as it has run, and counts the failed tests', () => {
    const lines = written((reporter) => {
      reporter.onRunStart({ numTotalTestSuites: 2 });
      reporter.onTestResult({ path: '/a.test.ts' }, { numFailingTests: 1 }, aggregated(1, 4, 1));
    });
    expect(lines).toEqual(['[progress] unit: FAILED /a.test.ts\n', '[progress] unit: 1 of 2 files, 4 tests passed, 1 failed\n']);
  });
});
