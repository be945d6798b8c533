// What the canary scenarios of bench:abuse share: deploying a second feed build as a canary over the
// registry's HTTP API, and fetching documents (and, as a page would, the canary's entry script) and
// posting load reports from a chosen loopback address (Linux answers on all of 127.0.0.0/8, so each
// address is another network to the server).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROME_UA } from './cookieJar.mjs';
import { requestFrom } from './fromAddress.mjs';
import { ROOT } from './packages.mjs';

/** shared-contracts' MAX_LOADS_PER_REPORT. */
const LOADS_PER_REPORT = 50;
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

/**
 * The working tree's feed build under another package version (the registry checks each file against
 * the build's manifest, so the bytes stay as built), as the registry's deploy takes it.
 */
function feedBundle() {
  const dist = path.join(ROOT, 'mf-feed', 'dist');
  const list = (prefix) =>
    readdirSync(path.join(dist, prefix), { withFileTypes: true }).flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? list(relative) : [relative];
    });
  const files = list('')
    // The build's scripts, styles, manifest and published types (@mf-types.zip, .d.ts), as pinboard deploy sends them.
    .filter((name) => /\.(js|json|css|zip|d\.ts)$/.test(name) && !name.endsWith('.map'))
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dist, name));
      return {
        path: name,
        integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
        contentBase64: bytes.toString('base64'),
      };
    });
  const manifest = JSON.parse(Buffer.from(files.find((f) => f.path === 'mf-manifest.json').contentBase64, 'base64').toString('utf8'));
  const shared = manifest.shared.map((s) => ({ name: s.name, requiredVersion: s.requiredVersion, singleton: s.singleton === true }));
  // As platform/src/registry/buildBundle.ts reads it: an entry on the shell's federation runtime needs its minor version.
  const runtime = manifest.pinboard?.federationRuntime;
  if (runtime) shared.push({ name: '@module-federation/runtime-core', requiredVersion: `~${runtime}`, singleton: true });
  const contractsVersion = manifest.pinboard.contractsVersion;
  return { remote: 'mf_feed', packageVersion: '9.9.9', contractsVersion, shared, files };
}

/** Deploys another feed build and routes `share` % of visitors to it; resolves with its version. */
export async function startFeedCanary(url, share, marker) {
  const deployed = await call(url, 'POST', '/_platform/versions', tokenOf('deploy:mf_feed'), feedBundle());
  await call(url, 'POST', '/_platform/routing/mf_feed', tokenOf('platform'), {
    action: 'canary',
    version: deployed.version,
    share,
    reason: marker,
  });
  return deployed.version;
}

/** The feed's status (routing, canaryHealth), as the status JSON gives it. */
export async function feedStatus(url) {
  const status = await (await fetch(`${url}/_platform/status`, { headers: { authorization: `Bearer ${tokenOf('platform')}` } })).json();
  return status.remotes.find((r) => r.remote === 'mf_feed');
}

/** The feed's latest audit entries (actor, action, reason). */
export async function feedAudit(url) {
  return (await call(url, 'GET', '/_platform/audit?remote=mf_feed&limit=10', tokenOf('platform'))).entries;
}

/** `name=value` of a cookie a response sets, or ''. */
const cookieSet = (lines, name) => lines.find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';
/** Every cookie a response sets, as a browser sends them back. */
const cookiesSet = (lines) => lines.map((line) => line.split(';')[0]).join('; ');

/**
 * Fetches `count` home documents without a cookie from `address` (each a fresh anonymous visitor;
 * with `browser`, as that browser, its cookies) and returns an ok:false load for each one served
 * `canary`, with that page's report token, and the browser's cookies (`browser`). `fetchEntry`: also
 * fetch the canary's entry script with the document's cookies, as a page would, and keep the entry
 * proof cookie it sets (`cookie`) for that page's report.
 */
export async function forgedFailures(url, address, canary, count, { fetchEntry = false, browser: given } = {}) {
  const forged = [];
  for (let i = 0; i < count; i += 1) {
    const headers = { 'user-agent': CHROME_UA, ...(given ? { cookie: given } : {}) };
    const document = await requestFrom(address, `${url}/`, { headers });
    const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(document.text)?.[1];
    if (!json) throw new Error('a document without its platform JSON');
    const config = JSON.parse(json);
    const feed = config.remotes?.find((r) => r.name === 'mf_feed');
    if (feed?.version !== canary || !config.reportToken) continue;
    let cookie = '';
    // The browser's cookies: its anonymous id, and its identity where the server signs one (pb_browser).
    const browser = given ?? cookiesSet(document.setCookie);
    if (fetchEntry) {
      const entry = await requestFrom(address, `${url}${feed.entryUrl}`, { headers: { 'user-agent': CHROME_UA, cookie: browser } });
      cookie = cookieSet(entry.setCookie, 'pb_entries');
    }
    forged.push({
      load: { token: config.reportToken, remote: 'mf_feed', version: canary, ok: false, durationMs: 1, reason: 'forged' },
      cookie,
      browser,
    });
  }
  return forged;
}

/**
 * Posts loads as pages do (text/plain, at most 50 a report) from `address`: a load with its
 * browser's cookie goes in a report of its own, with that cookie.
 */
export async function sendReports(url, address, forged) {
  let accepted = 0;
  const statuses = new Map();
  const reports = [];
  const bare = forged.filter((f) => !f.cookie).map((f) => f.load);
  for (let i = 0; i < bare.length; i += LOADS_PER_REPORT) reports.push({ loads: bare.slice(i, i + LOADS_PER_REPORT), cookie: '' });
  for (const f of forged) if (f.cookie) reports.push({ loads: [f.load], cookie: f.cookie });
  for (const { loads, cookie } of reports) {
    const response = await requestFrom(address, `${url}/_platform/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ loads }),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    let answer = {};
    try {
      answer = JSON.parse(response.text);
    } catch {
      // A refusal page: nothing accepted.
    }
    accepted += typeof answer.accepted === 'number' ? answer.accepted : 0;
  }
  return { accepted, statuses: [...statuses].map(([s, n]) => `${s} ×${n}`).join(', ') };
}
