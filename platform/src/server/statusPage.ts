// The status figures for a person: one table per remote, plain HTML that works without scripts.

import { AREA_LABEL, SITE_ICON_LINKS } from 'shared-contracts/platform';
import { escapeMarkup } from 'shared-contracts/rules';
import type { PlatformStatus, RemoteStatus } from '../registry/registry';
import type { CspViolations } from './cspReports';
import type { UnsentMail } from './platformDeps';

/** The page's styles, served as a file: the site's policy allows no inline <style>. */
export const STATUS_STYLESHEET_PATH = '/_platform/status.css';
// System colours follow the reader's light or dark scheme; the page has no colours of its own (text
// stays CanvasText: GrayText is too faint for body text).
export const STATUS_STYLESHEET = `:root { color-scheme: light dark; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: CanvasText; background: Canvas; }
table { border-collapse: collapse; margin: .5rem 0 2rem; }
th, td { border: 1px solid GrayText; padding: .3rem .6rem; text-align: left; }
caption { text-align: left; font-style: italic; padding-bottom: .3rem; }
code { font-size: 13px; }
`;

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

function routingLine(remote: RemoteStatus): string {
  const r = remote.routing;
  if (r.killed) return '<strong>Switched off</strong> (kill switch): the area shows its unavailable message.';
  if (!r.stable) return 'Not deployed.';
  const canary = r.canary ? ` Canary <code>${escapeMarkup(r.canary)}</code> for ${r.share} % of visitors.` : ' No canary.';
  return `Stable <code>${escapeMarkup(r.stable)}</code>.${canary}`;
}

/**
 * The page a person gets at /_platform/ without the right to read it: signed out, a way to log in
 * (and come back); signed in without being one of the site's people, a way back to the site.
 */
export function renderStatusRefusal(standing: 'signed-out' | 'not-employee'): string {
  const body =
    standing === 'signed-out'
      ? `<p>The platform's status is for Pinboard's own people. Log in with your employee account to see it.</p>
<p><a href="/login?next=${encodeURIComponent('/_platform/')}">Log in</a> · <a href="/">Back to Pinboard</a></p>`
      : `<p>The platform's status is for Pinboard's own people, and this account is not an employee's.</p>
<p><a href="/">Back to Pinboard</a></p>`;
  return statusDocument(body);
}

/** The page around either: its title, stylesheet and heading. */
function statusDocument(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platform status · Pinboard</title>
${SITE_ICON_LINKS}
<link rel="stylesheet" href="${STATUS_STYLESHEET_PATH}">
</head>
<body>
<main>
<h1>Platform status</h1>
${body}
</main>
</body>
</html>`;
}

/** What the automatic rollback rule decides about the canary (or decided, last time), and on which figures. */
function canaryHealthPart(remote: RemoteStatus): string {
  const h = remote.canaryHealth;
  if (!h) return '';
  const t = h.thresholds;
  const when = `<time datetime="${h.at}">${escapeMarkup(h.at.replace('T', ' ').slice(0, 19))} UTC</time>`;
  const stableRate =
    h.stableBrowsers === undefined || h.stableBrowsers === 0
      ? '—'
      : `${Math.round(((h.stableFailingBrowsers ?? 0) / h.stableBrowsers) * 1000) / 10} % of ${h.stableBrowsers}`;
  return `<table>
      <caption>Automatic rollback of ${remote.remote}: ${h.decision === 'rolled back' ? `rolled back ${when}` : `canary since ${when}`}; it needs a failure rate more than ${t.maxFailureRatePercent} % above stable's over the same time, at least ${t.minLoads} networks reporting it, failing browsers issued on at least ${t.minVisitors} networks and reported from ${t.minAddresses} addresses, no more than ${t.maxNetworkSharePercent} % of them from one address (browsers the server signed, counted by the network each was issued on)</caption>
      <thead><tr><th scope="col">Canary</th><th scope="col">Documents served</th><th scope="col">Loads reported</th><th scope="col">Networks reporting</th><th scope="col">Networks failing</th><th scope="col">Failing addresses</th><th scope="col">Failure rate</th><th scope="col">Stable's</th><th scope="col">Decision</th></tr></thead>
      <tbody><tr>
        <th scope="row"><code>${escapeMarkup(h.version)}</code></th>
        <td>${h.documents}</td>
        <td>${h.loads}</td>
        <td>${h.browsers ?? '—'}</td>
        <td>${h.failingVisitors}</td>
        <td>${h.failingAddresses}</td>
        <td>${h.failureRatePercent === null ? '—' : `${h.failureRatePercent} %`}</td>
        <td>${stableRate}</td>
        <td><strong>${h.decision}</strong>: ${escapeMarkup(h.reason)}</td>
      </tr></tbody>
    </table>`;
}

function remoteSection(remote: RemoteStatus): string {
  const rows = remote.versions
    .map(
      (v) => `<tr>
        <th scope="row"><code>${escapeMarkup(v.version)}</code></th>
        <td>${v.role}</td>
        <td>${v.documents} (${v.documentShare} %)</td>
        <td>${v.loads}</td>
        <td>${v.failures}</td>
        <td>${ms(v.loadP50Ms)}</td>
        <td>${ms(v.loadP95Ms)}</td>
        <td>${escapeMarkup(v.deployedBy)}, <time datetime="${v.deployedAt}">${escapeMarkup(v.deployedAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
      </tr>`,
    )
    .join('');
  return `<section aria-labelledby="h-${remote.remote}">
    <h2 id="h-${remote.remote}">${escapeMarkup(AREA_LABEL[remote.remote])} <code>${remote.remote}</code></h2>
    <p>${routingLine(remote)}</p>
    ${canaryHealthPart(remote)}
    ${
      remote.versions.length === 0
        ? '<p>No builds registered.</p>'
        : `<table>
      <caption>Builds of ${remote.remote}: documents served by every edge and loads, in the last 24 hours</caption>
      <thead><tr><th scope="col">Version</th><th scope="col">Role</th><th scope="col">Documents</th><th scope="col">Loads</th><th scope="col">Failures</th><th scope="col">Load p50</th><th scope="col">Load p95</th><th scope="col">Deployed</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>`
    }
  </section>`;
}

/** Content-Security-Policy violations browsers reported since the server started. */
function cspSection(csp: CspViolations): string {
  const rows = csp.kinds
    .map((k) => `<tr><td>${escapeMarkup(k.directive)}</td><td><code>${escapeMarkup(k.blocked)}</code></td><td>${k.count}</td></tr>`)
    .join('');
  return `<section aria-labelledby="h-csp">
    <h2 id="h-csp">Content-Security-Policy violations</h2>
    <p>${csp.total === 0 ? 'No violations reported since the server started.' : `${csp.total} reported since the server started.`}</p>
    ${
      csp.kinds.length === 0
        ? ''
        : `<table>
      <caption>Violations by directive and blocked source</caption>
      <thead><tr><th scope="col">Directive</th><th scope="col">Blocked</th><th scope="col">Reports</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>`
    }
  </section>`;
}

/** Development only: what the site would have mailed, so a person can follow its link. */
function mailSection(mail: readonly UnsentMail[]): string {
  const items = mail.map(
    (m) =>
      `<li>${escapeMarkup(m.subject)}, to <strong>${escapeMarkup(m.to)}</strong>: <a href="${escapeMarkup(m.link)}">${escapeMarkup(m.link)}</a> (works once, until <time datetime="${escapeMarkup(m.expiresAt)}">${escapeMarkup(m.expiresAt)}</time>)</li>`,
  );
  return `<section aria-labelledby="mail-heading">
    <h2 id="mail-heading">Mail not sent (development)</h2>
    ${items.length === 0 ? '<p>Nothing yet: links the site would mail (password resets, sign-ups to finish) show here.</p>' : `<ul>${items.join('')}</ul>`}
  </section>`;
}

export function renderStatusPage(status: PlatformStatus, csp: CspViolations, mail: readonly UnsentMail[] | null = null): string {
  return statusDocument(`<p>Generated <time datetime="${status.generatedAt}">${escapeMarkup(status.generatedAt)}</time>. <a href="/_platform/">Refresh</a> · <a href="/_platform/status">JSON</a></p>
${status.remotes.map(remoteSection).join('\n')}
${cspSection(csp)}
${mail === null ? '' : mailSection(mail)}`);
}
