// Issue 16, item 3: can one client roll a canary back with forged load reports? A second build of
// the feed is deployed and put at 50 % (demo deploy and platform tokens, over the registry's HTTP
// API); then one client, from one address, fetches 100 documents without a cookie (each a fresh
// anonymous visitor), takes each canary page's report token from the document's platform JSON, and
// posts an ok:false report for it, then replays them. Plain HTTP only, so it runs against the
// pre-issue build too (its status JSON has no canaryHealth: those figures read '—').
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/packages.mjs';

export const title = 'Forged load reports against a 50 % canary, from one client';
// 100 documents at 50 % give about 50 canary pages, around the default 50-load minimum: at 20 the
// old rule's verdict does not depend on the coin flips. The new minimums (visitors, addresses) stay
// at their defaults.
export const env = { PINBOARD_CANARY_MIN_LOADS: '20' };

const DOCUMENTS = 100;
const SHARE = 50;
/** shared-contracts' MAX_LOADS_PER_REPORT. */
const LOADS_PER_REPORT = 50;
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const access = JSON.parse(readFileSync(path.join(ROOT, 'platform', 'demo-access.json'), 'utf8'));
const tokenOf = (scope) => access.tokens.find((t) => t.scope === scope).token;

async function call(url, method, pathname, token, body) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The working tree's feed build, one byte changed so it is another version, as the registry's deploy takes it. */
function feedBundle() {
  const dist = path.join(ROOT, 'mf-feed', 'dist');
  const list = (prefix) =>
    readdirSync(path.join(dist, prefix), { withFileTypes: true }).flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? list(relative) : [relative];
    });
  const files = list('')
    .filter((name) => /\.(js|json|css)$/.test(name) && !name.endsWith('.map'))
    .sort()
    .map((name) => {
      let bytes = readFileSync(path.join(dist, name));
      if (name === 'remoteEntry.js') bytes = Buffer.concat([bytes, Buffer.from('\n/* abuse:canary */\n')]);
      return {
        path: name,
        integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
        contentBase64: bytes.toString('base64'),
      };
    });
  const manifest = JSON.parse(Buffer.from(files.find((f) => f.path === 'mf-manifest.json').contentBase64, 'base64').toString('utf8'));
  const shared = manifest.shared.map((s) => ({ name: s.name, requiredVersion: s.requiredVersion, singleton: s.singleton === true }));
  const contractsVersion = manifest.pinboard.contractsVersion;
  return { remote: 'mf_feed', packageVersion: '1.0.1', contractsVersion, shared, files };
}

async function feedStatus(url) {
  const status = await (await fetch(`${url}/_platform/status`)).json();
  return status.remotes.find((r) => r.remote === 'mf_feed');
}

async function sendReports(url, loads) {
  let accepted = 0;
  const statuses = new Map();
  for (let i = 0; i < loads.length; i += LOADS_PER_REPORT) {
    const response = await fetch(`${url}/_platform/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ loads: loads.slice(i, i + LOADS_PER_REPORT) }),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const answer = await response.json().catch(() => ({}));
    accepted += typeof answer.accepted === 'number' ? answer.accepted : 0;
  }
  return { accepted, statuses: [...statuses].map(([s, n]) => `${s} ×${n}`).join(', ') };
}

export async function run({ url, log }) {
  const deployed = await call(url, 'POST', '/_platform/versions', tokenOf('deploy:mf_feed'), feedBundle());
  const canary = deployed.version;
  await call(url, 'POST', '/_platform/routing/mf_feed', tokenOf('platform'), {
    action: 'canary',
    version: canary,
    share: SHARE,
    reason: 'abuse:canary',
  });
  log(`canary mf_feed@${canary} at ${SHARE} %`);

  const started = performance.now();
  const forged = [];
  for (let i = 0; i < DOCUMENTS; i += 1) {
    const html = await (await fetch(`${url}/`, { headers: { 'user-agent': CHROME_UA } })).text();
    const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(html)?.[1];
    if (!json) throw new Error('a document without its platform JSON');
    const config = JSON.parse(json);
    if (config.remotes?.find((r) => r.name === 'mf_feed')?.version !== canary || !config.reportToken) continue;
    forged.push({ token: config.reportToken, remote: 'mf_feed', version: canary, ok: false, durationMs: 1, reason: 'forged' });
  }
  const fetched = performance.now();
  log(`${forged.length} of ${DOCUMENTS} documents were served the canary`);

  const first = await sendReports(url, forged);
  const reported = performance.now();
  let rolledBackAt = (await feedStatus(url)).routing.canary === canary ? null : performance.now();
  const replay = await sendReports(url, forged);
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
    ['canary rolled back', rolledBackAt === null ? 'no' : 'yes'],
    ['time from first document to rollback', rolledBackAt === null ? '—' : seconds(rolledBackAt - started)],
    ['time to fetch the documents', seconds(fetched - started)],
    ['time to post the forged reports', seconds(reported - fetched)],
    ['status: documents served with the canary', health ? health.documents : '—'],
    ['status: failing visitors / addresses', health ? `${health.failingVisitors} / ${health.failingAddresses}` : '—'],
    ['status: decision', health ? `${health.decision}: ${health.reason}` : '—'],
  ];
}
