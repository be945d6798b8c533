// The offsite spam check before leaving (GET /v3/offsite/ with check_only). Spec section 4: 'the
// spam check result is stored', so a link is checked once per page; hovering or focusing the link
// starts the check, so the click rarely waits. A failed or empty answer is null: the caller then
// navigates as normal and counts it.

import type { ApiClient } from 'page-runtime';
import { offsiteVerdict, type OffsiteVerdict } from 'shared-contracts/rules';

/**
 * How long a click waits for the answer before going as normal: a person should not wait on spam
 * checks, and a new tab opened much later than the click is taken for a pop-up and blocked.
 */
export const OFFSITE_CHECK_WAIT_MS = 1500;

const checks = new Map<string, Promise<OffsiteVerdict>>();

export function checkOffsite(pinId: string | null, url: string, client: ApiClient): Promise<OffsiteVerdict> {
  const key = `${pinId ?? ''} ${url}`;
  let check = checks.get(key);
  if (!check) {
    check = client.send('GET /v3/offsite/', { payload: { check_only: true, url, ...(pinId ? { pin_id: pinId } : {}) } }).then(
      (answer) => offsiteVerdict(answer, url),
      () => offsiteVerdict(null, url),
    );
    checks.set(key, check);
    // An error is not stored: the next click asks again.
    void check.then((verdict) => verdict.kind === 'error' && checks.delete(key));
  }
  return check;
}

export function checkWithin(check: Promise<OffsiteVerdict>, ms: number): Promise<OffsiteVerdict> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'error' }), ms);
    void check.then((verdict) => {
      clearTimeout(timer);
      resolve(verdict);
    });
  });
}

/** For tests: forget stored results. */
export function forgetOffsiteChecks(): void {
  checks.clear();
}
