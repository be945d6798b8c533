// A browser's proof of the entries it fetched: signed, for one browser, growing by one entry a
// fetch (the oldest dropped past the limit), and ended after its time.
import { browserHash, createEntryProofs, ENTRY_PROOF_TTL_MS, MAX_PROVEN_ENTRIES } from './entryProofs';

const secret = 's'.repeat(40);

describe('entry proofs', () => {
  let now = 1_000;
  const proofs = createEntryProofs(secret, () => now);
  const browser = browserHash(secret, 'browser-1');

  it('prove each entry a browser fetched, for that browser only, and are not set again for the same entry', () => {
    const first = proofs.prove(undefined, 'browser-1', 'mf_feed', '1.0.0') ?? '';
    expect(proofs.proves(first, browser, 'mf_feed', '1.0.0')).toBe(true);
    expect(proofs.proves(first, browser, 'mf_feed', '1.1.0')).toBe(false);
    expect(proofs.proves(first, browserHash(secret, 'browser-2'), 'mf_feed', '1.0.0')).toBe(false);
    expect(proofs.prove(first, 'browser-1', 'mf_feed', '1.0.0')).toBeNull();
    const second = proofs.prove(first, 'browser-1', 'mf_boards', '2.0.0') ?? '';
    expect(proofs.proves(second, browser, 'mf_feed', '1.0.0') && proofs.proves(second, browser, 'mf_boards', '2.0.0')).toBe(true);
  });

  it('start anew for another browser, or from a forged or changed cookie', () => {
    const mine = proofs.prove(undefined, 'browser-1', 'mf_feed', '1.0.0') ?? '';
    const theirs = proofs.prove(mine, 'browser-2', 'mf_boards', '2.0.0') ?? '';
    expect(proofs.proves(theirs, browserHash(secret, 'browser-2'), 'mf_feed', '1.0.0')).toBe(false);
    expect(proofs.proves(`${mine}x`, browser, 'mf_feed', '1.0.0')).toBe(false);
    const other = createEntryProofs('o'.repeat(40), () => now).prove(undefined, 'browser-1', 'mf_feed', '1.0.0') ?? '';
    expect(proofs.proves(other, browser, 'mf_feed', '1.0.0')).toBe(false);
  });

  it(`keep the newest ${MAX_PROVEN_ENTRIES} entries, and end after ${ENTRY_PROOF_TTL_MS / 86_400_000} days`, () => {
    let cookie: string | undefined;
    for (let i = 0; i <= MAX_PROVEN_ENTRIES; i += 1) cookie = proofs.prove(cookie, 'browser-1', 'mf_feed', `1.0.${i}`) ?? cookie;
    expect(proofs.proves(cookie, browser, 'mf_feed', '1.0.0')).toBe(false);
    expect(proofs.proves(cookie, browser, 'mf_feed', '1.0.1')).toBe(true);
    expect(proofs.proves(cookie, browser, 'mf_feed', `1.0.${MAX_PROVEN_ENTRIES}`)).toBe(true);
    now += ENTRY_PROOF_TTL_MS;
    expect(proofs.proves(cookie, browser, 'mf_feed', '1.0.1')).toBe(false);
  });
});
