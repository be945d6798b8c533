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
});
