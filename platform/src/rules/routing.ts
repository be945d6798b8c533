// A remote's routing (stable, canary and share, kill switch) and the changes a platform engineer
// makes to it, as pure functions: each returns the next state and a sentence for the audit log,
// or throws a sentence saying why the change is refused.

import { inCanary } from './bucketing';

export interface RemoteRouting {
  stable: string | null;
  canary: string | null;
  /** Percent of visitors (0-100, steps of 0.01) who get the canary. */
  share: number;
  killed: boolean;
  /** Earlier stable versions, oldest first: rollback returns to the last one. */
  history: string[];
  /** When the current canary started taking traffic (ms), so its failure rate counts from then. */
  canarySince: number | null;
}

export const EMPTY_ROUTING: RemoteRouting = { stable: null, canary: null, share: 0, killed: false, history: [], canarySince: null };

export type Served = { version: string; via: 'override' | 'canary' | 'stable' } | { version: null; via: 'killed' | 'not deployed' };

/** Which version a visitor in `bucket` gets; a signed override wins over everything else. */
export function chooseVersion(routing: RemoteRouting, bucket: number, override?: string): Served {
  if (override) return { version: override, via: 'override' };
  if (routing.killed) return { version: null, via: 'killed' };
  if (routing.canary && inCanary(bucket, routing.share)) return { version: routing.canary, via: 'canary' };
  if (routing.stable) return { version: routing.stable, via: 'stable' };
  return { version: null, via: 'not deployed' };
}

/** A change the rules refuse, with the sentence that says why. */
export class RoutingRefusal extends Error {}

export interface Change {
  next: RemoteRouting;
  summary: string;
}

export function checkShare(share: number): number {
  if (!Number.isFinite(share) || share < 0 || share > 100) throw new RoutingRefusal(`the share must be from 0 to 100 %, not ${share}`);
  if (Math.round(share * 100) !== share * 100) throw new RoutingRefusal(`the share may have at most two decimals, not ${share}`);
  return share;
}

export function setStable(routing: RemoteRouting, version: string): Change {
  if (routing.stable === version) throw new RoutingRefusal(`${version} is already the stable version`);
  const history = routing.stable ? [...routing.history, routing.stable] : routing.history;
  const canaryPromoted = routing.canary === version;
  return {
    next: { ...routing, stable: version, history, ...(canaryPromoted ? { canary: null, share: 0, canarySince: null } : {}) },
    summary: `stable ${routing.stable ?? 'none'} → ${version}${canaryPromoted ? ' (the canary, promoted)' : ''}`,
  };
}

export function setCanary(routing: RemoteRouting, version: string, share: number, now: number): Change {
  checkShare(share);
  if (!routing.stable) throw new RoutingRefusal('set a stable version before a canary');
  if (version === routing.stable) throw new RoutingRefusal(`${version} is the stable version; a canary must be another version`);
  const sameCanary = routing.canary === version;
  return {
    next: { ...routing, canary: version, share, canarySince: sameCanary ? routing.canarySince : now },
    summary: sameCanary
      ? `canary ${version} share ${routing.share} % → ${share} %`
      : `canary ${routing.canary ?? 'none'} → ${version} at ${share} %`,
  };
}

export function clearCanary(routing: RemoteRouting): Change {
  if (!routing.canary) throw new RoutingRefusal('there is no canary to stop');
  return {
    next: { ...routing, canary: null, share: 0, canarySince: null },
    summary: `canary ${routing.canary} stopped; everyone gets stable ${routing.stable ?? 'none'}`,
  };
}

export function promoteCanary(routing: RemoteRouting): Change {
  if (!routing.canary) throw new RoutingRefusal('there is no canary to promote');
  return setStable(routing, routing.canary);
}

/** With a canary, stop it; otherwise go back to the previous stable version. */
export function rollBack(routing: RemoteRouting): Change {
  if (routing.canary) return clearCanary(routing);
  const previous = routing.history.at(-1);
  if (!previous || !routing.stable) throw new RoutingRefusal('there is no earlier stable version to roll back to');
  return {
    next: { ...routing, stable: previous, history: routing.history.slice(0, -1) },
    summary: `rolled back stable ${routing.stable} → ${previous}`,
  };
}

export function setKilled(routing: RemoteRouting, killed: boolean): Change {
  if (routing.killed === killed) throw new RoutingRefusal(killed ? 'the area is already switched off' : 'the area is already on');
  return {
    next: { ...routing, killed },
    summary: killed ? 'kill switch on: the area shows its unavailable message' : 'kill switch off: the area is served again',
  };
}
