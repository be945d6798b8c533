// Issue 16, item 3: can one client roll a canary back with forged load reports? A second build of
// the feed is deployed and put at 50 % (demo deploy and platform tokens, over the registry's HTTP
// API); then one client, from one address, fetches 100 documents without a cookie (each a fresh
// anonymous visitor), takes each canary page's report token from the document's platform JSON, and
// posts an ok:false report for it, then replays them; then (issue 41) as many again, each fetching
// the canary's entry as a page would, which a failure needs to count. Plain HTTP only, so it runs
// against older builds too (a status JSON without canaryHealth reads '—').
import { feedStatus, forgedFailures, sendReports, startFeedCanary } from '../lib/canaryAttack.mjs';

export const title = 'Forged load reports against a 50 % canary, from one client';
// 100 documents at 50 % give about 50 canary pages, around the default 50-load minimum: at 20 the
// old rule's verdict does not depend on the coin flips. The new minimums (visitors, addresses) stay
// at their defaults.
export const env = { PINBOARD_CANARY_MIN_LOADS: '20' };

const DOCUMENTS = 100;
const SHARE = 50;
const ADDRESS = '127.0.0.1';

export async function run({ url, log }) {
  const canary = await startFeedCanary(url, SHARE, 'abuse:canary');
  log(`canary mf_feed@${canary} at ${SHARE} %`);

  const started = performance.now();
  const forged = await forgedFailures(url, ADDRESS, canary, DOCUMENTS);
  const fetched = performance.now();
  log(`${forged.length} of ${DOCUMENTS} documents were served the canary`);

  const first = await sendReports(url, ADDRESS, forged);
  const reported = performance.now();
  let rolledBackAt = (await feedStatus(url)).routing.canary === canary ? null : performance.now();
  const replay = await sendReports(url, ADDRESS, forged);
  const proven = await forgedFailures(url, ADDRESS, canary, DOCUMENTS, { fetchEntry: true });
  const emulated = await sendReports(url, ADDRESS, proven);
  const after = await feedStatus(url);
  if (rolledBackAt === null && after.routing.canary !== canary) rolledBackAt = performance.now();
  const health = after.canaryHealth;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return [
    ['cookie-less documents fetched (one address)', DOCUMENTS],
    ['documents served the canary', forged.length],
    ['forged ok:false reports sent', forged.length],
    ['forged reports accepted', first.accepted],
    ['report answers', first.statuses || '—'],
    ['replayed reports accepted', replay.accepted],
    ["then, each page's entry fetched too: canary pages / reports accepted", `${proven.length} / ${emulated.accepted}`],
    ['canary rolled back', rolledBackAt === null ? 'no' : 'yes'],
    ['time from first document to rollback', rolledBackAt === null ? '—' : seconds(rolledBackAt - started)],
    ['time to fetch the documents', seconds(fetched - started)],
    ['time to post the forged reports', seconds(reported - fetched)],
    ['status: documents served with the canary', health ? health.documents : '—'],
    ['status: failing visitors / addresses', health ? `${health.failingVisitors} / ${health.failingAddresses}` : '—'],
    ['status: decision', health ? `${health.decision}: ${health.reason}` : '—'],
  ];
}
