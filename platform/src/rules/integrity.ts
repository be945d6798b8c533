// Subresource Integrity strings, as browsers check them.

import { createHash } from 'node:crypto';

export function sha384Integrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

export function isSha384Integrity(value: unknown): value is string {
  return typeof value === 'string' && INTEGRITY.test(value);
}
