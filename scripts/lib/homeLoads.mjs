// A person loading home, one request after another, beside a flood or held connections: how long
// each answered load took and how many failed, and the percentiles the abuse scenarios report.

import { CHROME_UA } from './cookieJar.mjs';

/**
 * Home, one request after another for `forMs`, with the visitor's cookies: the time of each answered
 * load, sorted, and how many failed. `keepCookies` keeps what each answer sets, as a browser would.
 */
export async function loadHome(url, jar, forMs, { timeoutMs, keepCookies }) {
  const times = [];
  let failed = 0;
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const started = performance.now();
    const ok = await fetch(`${url}/`, {
      headers: { cookie: jar.header(), 'user-agent': CHROME_UA },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (keepCookies) jar.keep(response);
        await response.arrayBuffer();
        return response.status === 200;
      })
      .catch(() => false);
    if (ok) times.push(performance.now() - started);
    else failed += 1;
  }
  return { times: times.sort((a, b) => a - b), failed };
}

/** The p-th percentile of sorted values (NaN for none). */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export const ms = (value) => `${value.toFixed(1)} ms`;
