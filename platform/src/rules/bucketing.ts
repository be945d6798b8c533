// Which side of a canary split a visitor is on. The bucket is a hash of the remote and the
// visitor's key, so it is the same on every request (sticky), independent between remotes, and
// raising a share only ever adds visitors to the canary.

import { createHash } from 'node:crypto';

/** Buckets per percent: shares may be set in steps of 0.01 %. */
const RESOLUTION = 100;
const BUCKETS = 100 * RESOLUTION;

/** The visitor's bucket for one remote, in [0, 100). */
export function bucketOf(remote: string, visitorKey: string): number {
  const digest = createHash('sha256').update(`${remote}\u0000${visitorKey}`).digest();
  return (digest.readUInt32BE(0) % BUCKETS) / RESOLUTION;
}

/** Whether a visitor in `bucket` gets the canary when it takes `sharePercent` of traffic. */
export function inCanary(bucket: number, sharePercent: number): boolean {
  return bucket < sharePercent;
}
