import { runLanes } from './lanes.mjs';

/** Steps that pass or fail as told, each recording when it started and ended. */
function steps(failing: string[] = []) {
  const log: string[] = [];
  const runStep = async (name: string) => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return !failing.includes(name);
  };
  return { log, runStep };
}

describe('runLanes', () => {
  it('runs the lanes side by side and each lane in order, and passes when every step passed', async () => {
    const { log, runStep } = steps();
    expect(await runLanes([['build', 'e2e'], ['unit']], runStep)).toBe(true);
    expect(log.indexOf('start unit')).toBeLessThan(log.indexOf('end build'));
    expect(log.indexOf('start e2e')).toBeGreaterThan(log.indexOf('end build'));
  });

  it('ends a lane at its failed step, lets the other lanes finish, and fails', async () => {
    const { log, runStep } = steps(['build']);
    expect(
      await runLanes(
        [
          ['build', 'e2e'],
          ['unit', 'lint'],
        ],
        runStep,
      ),
    ).toBe(false);
    expect(log).not.toContain('start e2e');
    expect(log).toContain('end lint');
  });

  it('fails when the last step of a lane fails', async () => {
    expect(await runLanes([['unit']], steps(['unit']).runStep)).toBe(false);
  });

  it("starts a step that waits for another lane's step only once that step passed", async () => {
    const { log, runStep } = steps();
    const lanes = [['build', 'e2e'], ['unit'], ['lint', 'typecheck']];
    expect(await runLanes(lanes, runStep, new Map([['lint', 'build']]))).toBe(true);
    expect(log.indexOf('start lint')).toBeGreaterThan(log.indexOf('end build'));
    expect(log.indexOf('start unit')).toBeLessThan(log.indexOf('end build'));
  });

  it('runs neither a step whose awaited step failed nor the rest of its lane, and fails', async () => {
    const { log, runStep } = steps(['build']);
    const lanes = [['build', 'e2e'], ['unit'], ['lint', 'typecheck']];
    expect(await runLanes(lanes, runStep, new Map([['lint', 'build']]))).toBe(false);
    expect(log).not.toContain('start lint');
    expect(log).not.toContain('start typecheck');
    expect(log).toContain('end unit');
  });

  it('lets a step wait for a step that a failure earlier in its lane kept from running', async () => {
    const { log, runStep } = steps(['fetch']);
    const lanes = [['fetch', 'build'], ['lint']];
    expect(await runLanes(lanes, runStep, new Map([['lint', 'build']]))).toBe(false);
    expect(log).not.toContain('start lint');
  });

  it('refuses a step that waits for a step in no lane', async () => {
    await expect(runLanes([['lint']], steps().runStep, new Map([['lint', 'build']]))).rejects.toThrow(
      'a step waits for a step that is in no lane',
    );
  });
});
