// A quiet step: its progress lines are shown as they come, the rest of what it printed only if it
// fails, without the progress again.
import path from 'node:path';
import { runQuiet } from './run.mjs';

const QUIET_STEP = path.join(__dirname, 'fixtures', 'quietStep.cjs');
const SHOWS_PRIORITY = path.join(__dirname, 'fixtures', 'showsPriority.cjs');

function shown(run: () => Promise<void>): Promise<{ lines: string[]; error: (Error & { output?: string }) | null }> {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  return run()
    .then(() => null)
    .catch((error: Error & { output?: string }) => error)
    .then((error) => ({ lines, error }))
    .finally(() => log.mockRestore());
}

describe('runQuiet', () => {
  it('shows a progress line as it comes and holds the rest back; a failure carries the rest, not the progress', async () => {
    const { lines, error } = await shown(() => runQuiet(process.execPath, [QUIET_STEP, '3']));
    expect(lines).toEqual(['unit: 1 of 2 files']);
    expect(error?.message).toMatch(/failed \(exit 3\)$/);
    expect(error?.output).toContain('PASS a.test.ts\n');
    expect(error?.output).toContain('oops');
    expect(error?.output).not.toContain('[progress]');
  });

  it('runs a command, and what it starts, yielding the processor when asked', async () => {
    const { lines } = await shown(() => runQuiet(process.execPath, [SHOWS_PRIORITY], { niceness: 10 }));
    expect(lines).toEqual(['10 10']);
  });

  it('shows nothing but the progress when the step passes', async () => {
    const { lines, error } = await shown(() => runQuiet(process.execPath, [QUIET_STEP]));
    expect(error).toBeNull();
    expect(lines).toEqual(['unit: 1 of 2 files']);
  });
});
