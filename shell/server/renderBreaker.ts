// The circuit breaker on one area build's server renders. A render that runs past its bound costs
// the render thread (it is stopped to interrupt the render, and every build is loaded again), so
// a build whose renders keep overrunning is left alone for a while; one slow render on a busy
// machine is not a reason. Closed: renders run, and overruns within the window are counted.
// Open: renders are refused until the pause is over. Half-open: one trial render runs; its answer
// closes the breaker, its overrun opens it again.

export interface BreakerSettings {
  /** Overruns within `windowMs` that open the breaker. */
  overruns: number;
  windowMs: number;
  /** How long an open breaker refuses renders before it lets one trial through. */
  openMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { overruns: 3, windowMs: 30_000, openMs: 60_000 };

export type Breaker =
  { state: 'closed'; overranAt: readonly number[] } | { state: 'open'; until: number } | { state: 'half-open'; trial: boolean };

export const CLOSED: Breaker = { state: 'closed', overranAt: [] };

/** How a render that was let through ended: it answered (or threw) in its bound, it ran past it, or it never ran (it waited behind others, or the thread was restarted for another's sake). */
export type Verdict = 'answered' | 'overran' | 'unjudged';

/** Whether a render may run now, and the breaker after it was asked. */
export function admit(breaker: Breaker, now: number): { allowed: boolean; breaker: Breaker } {
  if (breaker.state === 'closed') return { allowed: true, breaker };
  if (breaker.state === 'open') {
    return now < breaker.until ? { allowed: false, breaker } : { allowed: true, breaker: { state: 'half-open', trial: true } };
  }
  // Half-open: one trial at a time.
  return breaker.trial ? { allowed: false, breaker } : { allowed: true, breaker: { state: 'half-open', trial: true } };
}

/** The breaker after a render it let through ended with `verdict` at `now`. */
export function settle(breaker: Breaker, verdict: Verdict, now: number, settings: BreakerSettings): Breaker {
  if (breaker.state === 'open') return breaker;
  if (breaker.state === 'half-open') {
    if (verdict === 'answered') return CLOSED;
    if (verdict === 'overran') return { state: 'open', until: now + settings.openMs };
    return { state: 'half-open', trial: false };
  }
  if (verdict !== 'overran') return breaker;
  const overranAt = [...breaker.overranAt.filter((at) => now - at < settings.windowMs), now];
  return overranAt.length >= settings.overruns ? { state: 'open', until: now + settings.openMs } : { state: 'closed', overranAt };
}
