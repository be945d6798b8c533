// A flood of document requests for bench:abuse: `connections` loops, each asking for the next of
// `paths` as soon as its last answer came, each request from the next of `addresses` (Linux answers
// on all of 127.0.0.0/8; one keep-alive connection per address and loop). It runs in a worker thread
// of its own, so its thousands of answers a second do not slow the thread that times a person's.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Starts the flood; `stop()` ends it and resolves with { requests, seconds, statuses: [[status, n]…] }. */
export function startDocumentFlood({ url, addresses, paths, userAgent, connections = 10 }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { documentFlood: { url, addresses, paths, userAgent, connections } } });
  return {
    async stop() {
      const done = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const tally = await done;
      await worker.terminate();
      return tally;
    },
  };
}

function flood({ url, addresses, paths, userAgent, connections }) {
  const agents = new Map();
  const agentFor = (address) => {
    if (!agents.has(address)) agents.set(address, new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: address }));
    return agents.get(address);
  };
  const statuses = new Map();
  let next = 0;
  let stopped = false;
  const ask = () =>
    new Promise((resolve) => {
      const at = next++;
      const headers = { 'user-agent': userAgent, 'accept-encoding': 'gzip, br' };
      const call = http.get(
        `${url}${paths[at % paths.length]}`,
        { agent: agentFor(addresses[at % addresses.length]), headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
          response.on('error', () => resolve('failed'));
        },
      );
      call.on('error', () => resolve('failed'));
    });
  const started = performance.now();
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) {
      const status = await ask();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  parentPort.once('message', async () => {
    stopped = true;
    await Promise.all(loops);
    const seconds = (performance.now() - started) / 1000;
    for (const agent of agents.values()) agent.destroy();
    const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    parentPort.postMessage({ requests, seconds, statuses: [...statuses].sort() });
  });
}

if (!isMainThread && workerData?.documentFlood) flood(workerData.documentFlood);
