import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_ROUTING } from '../rules/routing';
import type { NewAuditEntry, RegistryStore, VersionRecord } from './registryStore';
import { openSqliteRegistryStore } from './sqliteRegistryStore';

let dir: string;
let store: RegistryStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'registry-store-'));
  store = openSqliteRegistryStore(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const audit = (summary: string, remote: NewAuditEntry['remote'] = 'mf_feed', at = 1000): NewAuditEntry => ({
  at,
  actor: 'ops',
  remote,
  action: 'stable',
  summary,
  reason: 'because',
});

const record: VersionRecord = {
  remote: 'mf_feed',
  version: '1.0.0+aaaaaaaaaa',
  packageVersion: '1.0.0',
  buildId: 'aaaaaaaaaa',
  contractsVersion: '1.0.0',
  shared: [{ name: 'react', requiredVersion: '^19.3.1', singleton: true }],
  files: [{ path: 'remoteEntry.js', integrity: 'sha384-x', size: 10 }],
  source: 'deploy',
  deployedAt: 1000,
  deployedBy: 'feed-team',
};

describe('the audit log', () => {
  it('is written with the routing change in one transaction, newest first, filtered by remote', async () => {
    await store.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'a' }, audit: audit('first', 'mf_feed', 1) }));
    await store.updateRouting('mf_boards', (r) => ({ next: { ...r, stable: 'b' }, audit: audit('boards', 'mf_boards', 2) }));
    await store.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'c' }, audit: audit('second', 'mf_feed', 3) }));
    expect((await store.audit({ limit: 10, remote: 'mf_feed' })).map((e) => e.summary)).toEqual(['second', 'first']);
    expect((await store.audit({ limit: 2 })).map((e) => e.summary)).toEqual(['second', 'boards']);
    expect((await store.audit({ limit: 1 }))[0]).toEqual({
      id: 3,
      at: 3,
      actor: 'ops',
      remote: 'mf_feed',
      action: 'stable',
      summary: 'second',
      reason: 'because',
    });
  });

  it('records nothing for a refused change, and the routing stays as it was', async () => {
    await store.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'a' }, audit: audit('first') }));
    await expect(
      store.updateRouting('mf_feed', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.audit({ limit: 10 })).toHaveLength(1);
    expect((await store.routing()).mf_feed).toEqual({ ...EMPTY_ROUTING, stable: 'a' });
  });

  it('gets one entry per registered build; a second upload of the same version adds neither', async () => {
    expect(await store.addVersion(record, audit('registered'))).toBe(true);
    expect(await store.addVersion({ ...record, deployedBy: 'someone else' }, audit('again'))).toBe(false);
    expect((await store.audit({ limit: 10 })).map((e) => e.summary)).toEqual(['registered']);
    expect(await store.getVersion('mf_feed', record.version)).toEqual(record);
  });
});

describe('routing reads', () => {
  it('see a change made through another connection at once (no restart)', async () => {
    expect((await store.routing()).mf_feed.stable).toBeNull();
    const other = openSqliteRegistryStore(dir);
    await other.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'from-elsewhere' }, audit: audit('x') }));
    await other.close();
    expect((await store.routing()).mf_feed.stable).toBe('from-elsewhere');
  });
});

describe('load summaries', () => {
  it('count loads and failures since a moment, with successful durations ascending', async () => {
    const load = (ok: boolean, durationMs: number, at: number) => ({
      remote: 'mf_feed' as const,
      version: 'v',
      ok,
      durationMs,
      reason: ok ? null : 'x',
      at,
    });
    await store.recordLoads([load(true, 300, 5), load(false, 50, 10), load(true, 100, 10), load(true, 200, 11)]);
    expect(await store.loadSummary('mf_feed', 'v', 10)).toEqual({ loads: 3, failures: 1, durations: [100, 200] });
    expect(await store.pruneLoads(10)).toBe(1);
    expect(await store.loadSummary('mf_feed', 'v', 0)).toEqual({ loads: 3, failures: 1, durations: [100, 200] });
  });
});
