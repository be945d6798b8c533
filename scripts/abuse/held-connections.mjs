// Issue 59, item 1: can strangers hold every connection a server's file limit allows? The server
// runs with 1,024 files (prlimit, as a systemd unit's LimitNOFILE=1024 would give it; without
// prlimit, PINBOARD_MAX_CONNECTIONS as the same limit would set it). A visitor loads home over and
// over from 127.0.0.1, first alone, then while 200 other loopback addresses each keep 25 slow
// connections open (5,000, the probe held 20,000 from 200), sending a header line every 2 s
// and opening another a second after one is closed. The figures: the visitor's home p50 and p95
// alone and under the attack, in this one run, their ratio, and what the attack got.
import { readdirSync } from 'node:fs';
import { visitor } from '../lib/cookieJar.mjs';
import { loadHome, ms, percentile } from '../lib/homeLoads.mjs';
import { startHeldConnections } from '../lib/heldConnections.mjs';

export const title = 'Held connections: 200 addresses keep 25 slow connections each against a server with 1,024 files';

export const fileLimit = 1024;
/** What 1,024 files give (connectionTotal.ts) where prlimit is missing. */
export const envWithoutPrlimit = { PINBOARD_MAX_CONNECTIONS: '768' };

const ADDRESSES = Array.from({ length: 200 }, (_, at) => `127.1.${at >> 8}.${(at & 0xff) + 1}`);
const PER_ADDRESS = 25;
const BASELINE_MS = 10_000;
const ATTACK_MS = 20_000;
/** A home request taking longer than this counts as failed. */
const REQUEST_BOUND_MS = 10_000;

const loadHomeFor = (url, jar, forMs) => loadHome(url, jar, forMs, { timeoutMs: REQUEST_BOUND_MS, keepCookies: false });

/** The server's open files now (Linux). */
function openFiles(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

export async function run({ url, serverPid, log, fileLimited }) {
  log(
    fileLimited
      ? `server started under prlimit --nofile=${fileLimit}:${fileLimit}`
      : `no prlimit here: the server has PINBOARD_MAX_CONNECTIONS=768 instead`,
  );
  const jar = await visitor(url);
  // Warm: the first documents render while the render thread starts.
  await loadHomeFor(url, jar, 1_000);
  const baseline = await loadHomeFor(url, jar, BASELINE_MS);
  log(`alone: ${baseline.times.length} home loads, p50 ${ms(percentile(baseline.times, 50))}, p95 ${ms(percentile(baseline.times, 95))}`);

  const attack = startHeldConnections({ url, addresses: ADDRESSES, perAddress: PER_ADDRESS });
  let mostFiles = 0;
  const sampling = setInterval(() => (mostFiles = Math.max(mostFiles, openFiles(serverPid))), 250);
  try {
    await attack.ready;
    const atFullStrength = await attack.counts();
    log(`attack at full strength: ${atFullStrength.open} of its connections open, ${atFullStrength.attempts} tried so far`);
    const during = await loadHomeFor(url, jar, ATTACK_MS);
    const counts = await attack.counts();
    const p95Ratio = percentile(during.times, 95) / percentile(baseline.times, 95);
    return [
      ['server file limit', fileLimited ? `${fileLimit} (prlimit)` : 'PINBOARD_MAX_CONNECTIONS=768'],
      ['attacking addresses × slow connections each', `${ADDRESSES.length} × ${PER_ADDRESS}`],
      ['attack: connections tried / open at the end / most open at once', `${counts.attempts} / ${counts.open} / ${counts.peakOpen}`],
      [
        'attack: refused at once / closed later without an answer / 408 / could not connect',
        `${counts.refused} / ${counts.closedLater} / ${counts.answered408} / ${counts.connectErrors}`,
      ],
      ["server's open files, most seen", mostFiles],
      [
        'visitor home alone: loads, p50, p95',
        `${baseline.times.length}, ${ms(percentile(baseline.times, 50))}, ${ms(percentile(baseline.times, 95))}`,
      ],
      [
        'visitor home under attack: loads, p50, p95',
        `${during.times.length}, ${ms(percentile(during.times, 50))}, ${ms(percentile(during.times, 95))}`,
      ],
      ['visitor home loads failed alone / under attack', `${baseline.failed} / ${during.failed}`],
      ['home p95 under attack ÷ alone', `${p95Ratio.toFixed(2)}× (${p95Ratio <= 10 && during.failed === 0 ? 'within' : 'NOT within'} 10×)`],
    ];
  } finally {
    clearInterval(sampling);
    await attack.stop();
  }
}
