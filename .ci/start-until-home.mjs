// CI's first step: `npm start` in the clean clone, exactly as a newcomer types it, until home
// serves a page with pins; then Ctrl-C, as the newcomer would, and it must stop cleanly. Prints how
// long it took from typing the command (issue 57 holds it to 3 minutes on a 2-core machine).
// Runs on the machine's Node before anything is installed: Node's own modules only.
import { spawn } from 'node:child_process';
import net from 'node:net';

const LIMIT_MS = 10 * 60_000;
const PIN_CARD = /data-pin-id="\d+"/;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Home's HTML, or null while nothing answers there yet. */
async function home(port) {
  try {
    const response = await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

const port = await freePort();
const started = Date.now();
// Its own process group, so the stop reaches npm and everything it started, as Ctrl-C does.
const npm = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit', detached: true });
const exited = new Promise((resolve) => npm.once('exit', (code, signal) => resolve(code ?? signal)));
let stoppedEarly = false;
void exited.then(() => (stoppedEarly = true));

let served = false;
while (!stoppedEarly && Date.now() - started < LIMIT_MS) {
  const html = await home(port);
  if (html !== null && PIN_CARD.test(html)) {
    served = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);

if (!stoppedEarly) process.kill(-npm.pid, 'SIGINT');
const code = await exited;
if (!served) {
  console.error(
    stoppedEarly
      ? `\nnpm start ended (${code}) before home served a page with pins`
      : `\nhome served no page with pins within ${LIMIT_MS / 60_000} minutes of npm start`,
  );
  process.exit(1);
}
console.log(`\nnpm start: home served a page with pins ${seconds} s after the command.`);
// npm ends on Ctrl-C as a terminal expects (SIGINT, or 130); what matters is that nothing it
// started is left running.
const groupAlive = () => {
  try {
    process.kill(-npm.pid, 0);
    return true;
  } catch {
    return false;
  }
};
const stopBy = Date.now() + 30_000;
while (groupAlive() && Date.now() < stopBy) await new Promise((resolve) => setTimeout(resolve, 200));
if (groupAlive()) {
  console.error('npm start left processes running 30 s after Ctrl-C');
  process.kill(-npm.pid, 'SIGKILL');
  process.exit(1);
}
console.log(`Ctrl-C stopped it (${code}), and nothing it started is left running.`);
