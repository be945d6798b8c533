// Issue 59, item 9: the probe filled the status page's CSP violation table with 3 made-up kinds
// from each of 17 addresses, after which every real violation was counted as 'other'. Here the
// same attack (made-up hosts, then made-up directives), a flood from one address, and then the
// real violations a browser sends: an injected inline script and a script from another host. The
// figures are what the table shows, read as an employee would.
import { CHROME_UA, logIn, visitor } from '../lib/cookieJar.mjs';
import { requestFrom } from '../lib/fromAddress.mjs';

export const title = 'Pre-filling the CSP report table from 17 addresses, then a real violation';

const ATTACKERS = Array.from({ length: 17 }, (_, i) => `127.0.0.${i + 10}`);
const FLOODER = '127.0.0.40';
const BROWSER = '127.0.0.50';

function post(url, address, report, documentUri) {
  const body = JSON.stringify({ 'csp-report': { 'document-uri': documentUri, ...report } });
  return requestFrom(address, `${url}/_platform/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', 'content-length': String(Buffer.byteLength(body)), 'user-agent': CHROME_UA },
    body,
  });
}

async function table(url, cookie) {
  const response = await fetch(`${url}/_platform/status`, { headers: { cookie, 'user-agent': CHROME_UA } });
  if (!response.ok) throw new Error(`/_platform/status answered ${response.status} to the employee`);
  return (await response.json()).cspViolations;
}

const rowOf = (kinds, directive, blocked) => kinds.find((row) => row.directive === directive && row.blocked === blocked);

export async function run({ url, log }) {
  const page = `${url}/`;
  const statuses = new Map();
  const sent = async (address, report) => {
    const { status } = await post(url, address, report, page);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  // Rounds of the probe's attack: 3 made-up kinds from each address, as hosts and then as directives.
  for (const [a, address] of ATTACKERS.entries()) {
    for (let k = 0; k < 3; k += 1) {
      await sent(address, { 'effective-directive': 'script-src-elem', 'blocked-uri': `https://fake-${a}-${k}.example/x.js` });
      await sent(address, { 'effective-directive': `made-up-${a}-${k}`, 'blocked-uri': 'inline' });
    }
  }
  for (let i = 0; i < 500; i += 1) await sent(FLOODER, { 'effective-directive': 'img-src', 'blocked-uri': `https://flood-${i}.example/` });
  log(`attack sent: ${[...statuses].map(([s, n]) => `${s} ×${n}`).join(', ')}`);

  // The browser's real violations, as Chromium reports them.
  await sent(BROWSER, { 'effective-directive': 'script-src-elem', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' });
  await sent(BROWSER, { 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://injected.example/steal.js?c=1' });

  const jar = await visitor(url);
  const signedIn = await logIn(url, jar, 'demo-password', 'employee');
  if (signedIn !== 200) throw new Error(`the employee's login answered ${signedIn}`);
  const { total, kinds } = await table(url, jar.header());
  const inline = rowOf(kinds, 'script-src-elem', 'inline');
  const injected = rowOf(kinds, 'script-src-elem', 'injected.example');
  const named = kinds.filter((row) => row.blocked.endsWith('.example')).length;
  const top = kinds
    .slice(0, 6)
    .map((row) => `${row.directive} · ${row.blocked}: ${row.count}`)
    .join('; ');
  return [
    ['reports sent (17 × 3 made-up hosts, 17 × 3 made-up directives, 500 from one address, 2 real)', total],
    ['rows in the table', kinds.length],
    ['real inline script: its row', inline ? `script-src-elem · inline: ${inline.count}` : 'missing'],
    ['real script from another host: its row', injected ? `script-src-elem · injected.example: ${injected.count}` : 'not named'],
    [
      "'other' directive rows (made-up directives)",
      kinds
        .filter((row) => row.directive === 'other')
        .map((row) => `${row.blocked}: ${row.count}`)
        .join(', ') || 'none',
    ],
    ['hosts named', named],
    ['over the per-address rate', rowOf(kinds, 'over the per-address rate', 'not read')?.count ?? 0],
    ['largest rows', top],
  ];
}
