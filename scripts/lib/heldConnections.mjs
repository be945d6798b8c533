// A held-connection attack for bench:abuse: from each of many loopback addresses (Linux answers on
// all of 127.0.0.0/8), keep so many connections open, each sending a request's headers a line at a
// time and never ending them, and open another a second after the server closes one. It runs in a
// worker thread of its own, so its thousands of sockets do not slow the thread that measures a
// visitor's requests.
import { connect } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** A connection the server closed this soon after it opened, without a byte of answer, was refused as it came. */
const REFUSED_WITHIN_MS = 100;

/**
 * Starts the attack on `url` from `addresses` (e.g. 127.1.0.1 …), `perAddress` connections each,
 * opened one per address every `rampEveryMs`. `ready` resolves once every address has tried all of
 * its connections; `stop()` closes every socket and the worker, and resolves with the counts.
 */
export function startHeldConnections({ url, addresses, perAddress, rampEveryMs = 200, lineEveryMs = 2_000, reopenAfterMs = 1_000 }) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { heldConnections: { url, addresses, perAddress, rampEveryMs, lineEveryMs, reopenAfterMs } },
  });
  let settleReady;
  const ready = new Promise((resolve) => (settleReady = resolve));
  const pending = [];
  worker.on('message', (message) => {
    if (message.kind === 'ready') settleReady();
    if (message.kind === 'counts') pending.shift()?.(message.counts);
  });
  const ask = (kind) =>
    new Promise((resolve) => {
      pending.push(resolve);
      worker.postMessage(kind);
    });
  return {
    ready,
    counts: () => ask('counts'),
    async stop() {
      const counts = await ask('stop');
      await worker.terminate();
      return counts;
    },
  };
}

function attack({ url, addresses, perAddress, rampEveryMs, lineEveryMs, reopenAfterMs }) {
  const { hostname, port } = new URL(url);
  const open = new Set();
  const counts = { attempts: 0, peakOpen: 0, refused: 0, closedLater: 0, answered408: 0, connectErrors: 0 };
  let stopping = false;
  let tried = 0;

  const openFrom = (localAddress) => {
    if (stopping) return;
    counts.attempts += 1;
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    let connectedAt = 0;
    let answer = '';
    socket.on('connect', () => {
      connectedAt = Date.now();
      open.add(socket);
      counts.peakOpen = Math.max(counts.peakOpen, open.size);
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      open.delete(socket);
      if (stopping) return;
      if (connectedAt === 0) counts.connectErrors += 1;
      else if (answer.startsWith('HTTP/1.1 408')) counts.answered408 += 1;
      else if (answer === '' && Date.now() - connectedAt < REFUSED_WITHIN_MS) counts.refused += 1;
      else counts.closedLater += 1;
      setTimeout(() => openFrom(localAddress), reopenAfterMs);
    });
  };

  // One more connection from every address each step, until each has tried all of its own.
  const ramp = setInterval(() => {
    for (const address of addresses) openFrom(address);
    tried += 1;
    if (tried < perAddress) return;
    clearInterval(ramp);
    parentPort.postMessage({ kind: 'ready' });
  }, rampEveryMs);
  const lines = setInterval(() => {
    for (const socket of open) socket.write('X-Held: 1\r\n');
  }, lineEveryMs);

  parentPort.on('message', (kind) => {
    if (kind === 'stop') {
      stopping = true;
      clearInterval(ramp);
      clearInterval(lines);
      for (const socket of open) socket.destroy();
    }
    parentPort.postMessage({ kind: 'counts', counts: { ...counts, open: open.size } });
  });
}

if (!isMainThread && workerData?.heldConnections) attack(workerData.heldConnections);
