// Issue 59, item 3: the probe's attack on a healthy canary. A second feed build takes 100 % of
// visitors; from each of five addresses, 12 cookie-less documents (12 fresh browsers, each given its
// identity by the server), each page's canary entry fetched as a page would (its proof), and a
// forged failure posted for each. Before the fix the failures of 60 browsers on 5 networks, none
// holding most, rolled the canary back in 1.7 s. Now the browsers issued on one network count as
// one: 5, short of the 10 needed. Then the same browsers' failures again, each from another
// address (127.0.1.1-60), as a stranger with more addresses to report from but no more to mint on.
import { feedAudit, feedStatus, forgedFailures, sendReports, startFeedCanary } from '../lib/canaryAttack.mjs';

export const title = 'Forged load reports against a canary: 12 fresh browsers with their proofs from each of 5 addresses';
export const env = {};

const ADDRESSES = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PER_ADDRESS = 12;

export async function run({ url, log }) {
  const canary = await startFeedCanary(url, 100, 'abuse:canary-spread');
  log(`canary mf_feed@${canary} at 100 %`);
  const started = performance.now();
  let rolledBackAfter = null;
  const sent = [];
  const minted = [];
  for (const [index, address] of ADDRESSES.entries()) {
    const forged = await forgedFailures(url, address, canary, PER_ADDRESS, { fetchEntry: true });
    minted.push(...forged);
    const { accepted } = await sendReports(url, address, forged);
    sent.push(`${address}: ${accepted} of ${forged.length}`);
    if (rolledBackAfter === null && (await feedStatus(url)).routing.canary !== canary) {
      rolledBackAfter = `after address ${index + 1} of 5, ${((performance.now() - started) / 1000).toFixed(2)} s`;
    }
  }
  const afterFive = (await feedStatus(url)).canaryHealth;
  // The same browsers' failures on their other pages, reported from 60 more addresses, one each.
  let elsewhere = 0;
  for (const [i, { cookie, browser }] of minted.entries()) {
    const address = `127.0.1.${i + 1}`;
    const again = await forgedFailures(url, address, canary, 1, { browser });
    elsewhere += (
      await sendReports(
        url,
        address,
        again.map((f) => ({ ...f, cookie })),
      )
    ).accepted;
  }
  if (rolledBackAfter === null && (await feedStatus(url)).routing.canary !== canary)
    rolledBackAfter = 'after the reports from 60 more addresses';
  const health = (await feedStatus(url)).canaryHealth;
  const automatic = (await feedAudit(url)).filter((entry) => entry.actor === 'auto-rollback');
  const figures = (h) => (h ? `${h.loads} / ${h.browsers ?? '—'} / ${h.failingVisitors} / ${h.failingAddresses}` : '—');
  return [
    ['forged failures accepted per address (each its own fresh browser, entry fetched)', sent.join(', ')],
    ['status after the five addresses: loads / networks reporting / failing networks / addresses', figures(afterFive)],
    ['then reported from 60 more addresses: accepted', elsewhere],
    ['status after: loads / networks reporting / failing networks / addresses', figures(health)],
    ['canary rolled back', rolledBackAfter === null ? 'no' : `yes (${rolledBackAfter})`],
    ['time for the attack', `${((performance.now() - started) / 1000).toFixed(2)} s`],
    ['status: decision', health ? `${health.decision}: ${health.reason}` : '—'],
    ['audit: automatic entries', automatic.map((entry) => entry.action).join(', ') || 'none'],
  ];
}
