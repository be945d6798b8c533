// Issue 41, item 5: five addresses against a canary. A second feed build takes 100 % of visitors;
// one address forges 60 failures (cookie-less documents, each a fresh visitor, each page's own
// token), then each of four more addresses forges 3, as the probe did. Before the fix the fifth
// network's reports rolled the canary back. Now a failure counts only with its browser's proof
// that it fetched the canary's entry: the attack is run first with documents alone (as the probe
// did), then again fetching each page's entry too, where one network holding most of the failures
// raised an alert for a person instead; since issue 59 the browsers the server issued on one
// network count as one, so the 72 failures are five networks' and kept without an alert. Each
// address is another loopback address (127.0.0.1-5).
import { feedAudit, feedStatus, forgedFailures, sendReports, startFeedCanary } from '../lib/canaryAttack.mjs';

export const title = 'Forged load reports against a canary from five addresses (60 + 4 × 3)';
export const env = {};

const MAIN = { address: '127.0.0.1', failures: 60 };
const OTHERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map((address) => ({ address, failures: 3 }));

export async function run({ url, log }) {
  const canary = await startFeedCanary(url, 100, 'abuse:canary-networks');
  log(`canary mf_feed@${canary} at 100 %`);
  const started = performance.now();
  let rolledBackAfter = null;
  const attack = async (fetchEntry, label) => {
    const sent = [];
    for (const [index, { address, failures }] of [MAIN, ...OTHERS].entries()) {
      const forged = await forgedFailures(url, address, canary, failures, { fetchEntry });
      const { accepted } = await sendReports(url, address, forged);
      sent.push(`${address}: ${accepted}`);
      if (rolledBackAfter === null && (await feedStatus(url)).routing.canary !== canary)
        rolledBackAfter = `${label}, address ${index + 1} of 5`;
    }
    return sent.join(', ');
  };
  const documentsOnly = await attack(false, 'documents only');
  const withEntries = await attack(true, 'entries fetched');
  const after = await feedStatus(url);
  const health = after.canaryHealth;
  const automatic = (await feedAudit(url)).filter((entry) => entry.actor === 'auto-rollback');
  return [
    ['documents only: forged failures accepted per address', documentsOnly],
    ["each page's entry fetched too: forged failures accepted per address", withEntries],
    ['canary rolled back', rolledBackAfter === null ? 'no' : `yes (${rolledBackAfter})`],
    ['time to run both attacks', `${((performance.now() - started) / 1000).toFixed(2)} s`],
    [
      'status: failures / failing visitors / addresses',
      health ? `${health.failures} / ${health.failingVisitors} / ${health.failingAddresses}` : '—',
    ],
    ['status: failures from the top network', health?.topNetworkFailures ?? '—'],
    ['status: decision', health ? `${health.decision}: ${health.reason}` : '—'],
    ['audit: automatic entries', automatic.map((entry) => entry.action).join(', ') || 'none'],
  ];
}
