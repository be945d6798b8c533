// A script begun on another Node (the system's, before the install put Node 24 there) runs itself
// again on the project's, with its arguments, ends with its code, and passes a SIGTERM on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eventually } from 'test-support/eventually';

const SCRIPT = path.join(__dirname, 'fixtures', 'rerunScript.mjs');
const STAND_IN = path.join(__dirname, 'fixtures', 'projectNodeStandIn.sh');

function runScript(projectNode: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [SCRIPT, 'first', 'second'], {
    env: { ...process.env, PROJECT_NODE_STAND_IN: projectNode, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('onProjectNode', () => {
  it("runs the script again on the project's Node with the same arguments, and ends with its code", async () => {
    const run = runScript(STAND_IN, { STAND_IN_EXIT: '3' });
    expect(await run.exited).toBe(3);
    expect(run.output()).toBe(`project node ran: ${SCRIPT} first second\n`);
  });

  it("passes a SIGTERM on, and ends only once the project's Node has stopped", async () => {
    const run = runScript(STAND_IN);
    await eventually(
      "the project's Node starting",
      () => run.output(),
      (output) => output.includes('project node ran'),
    );
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toBe(`project node ran: ${SCRIPT} first second\nproject node stopping\n`);
  });

  it("goes on at once when it is already on the project's Node", async () => {
    const run = runScript(process.execPath);
    expect(await run.exited).toBe(0);
    expect(run.output()).toBe(`went on, on ${process.version}\n`);
  });
});
