// How many reports one network may have counted per minute: an IPv4 address, or an IPv6 /64 (a
// host is usually given a whole /64). A bucket per network that refills steadily, so a browser's
// burst of violations on one page is counted whole while a stranger's stream is held to the rate.
// Bounded: past `maxNetworks`, the network heard from least recently is forgotten; it had been
// quiet longest, so its bucket had most likely refilled anyway.

import { clientNetwork } from '../rules/clientNetwork';

export interface ReportRateOptions {
  /** Reports one network may have counted per minute, on average. */
  perMinute: number;
  /** Reports one network may have counted at once, after being quiet. */
  burst: number;
  maxNetworks: number;
  now?: () => number;
}

export function createReportRate({ perMinute, burst, maxNetworks, now = Date.now }: ReportRateOptions) {
  if (!(perMinute > 0 && burst >= 1 && maxNetworks >= 1)) {
    throw new Error(`a report rate needs perMinute > 0, burst >= 1 and maxNetworks >= 1 (got ${perMinute}, ${burst}, ${maxNetworks})`);
  }
  const perMs = perMinute / 60_000;
  // Insertion order is recency: each use moves a network to the end.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Whether one more report from `address` may be counted now; counts it against its network when it may. */
    take(address: string): boolean {
      const network = clientNetwork(address);
      const at = now();
      const found = buckets.get(network);
      const tokens = found ? Math.min(burst, found.tokens + (at - found.at) * perMs) : burst;
      buckets.delete(network);
      if (buckets.size >= maxNetworks) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      const allowed = tokens >= 1;
      buckets.set(network, { tokens: allowed ? tokens - 1 : tokens, at });
      return allowed;
    },
    /** Networks remembered now (for the bound's test). */
    size: () => buckets.size,
  };
}

export type ReportRate = ReturnType<typeof createReportRate>;
