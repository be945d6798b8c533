// The registry store's rules, for every store (issue 22): one suite, run against SQLite and PostgreSQL.
import { warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { EMPTY_ROUTING } from '../rules/routing';
import { passesWithin, REGISTRY_STORE_KINDS, type StorePlace } from '../testing/registryStoreKinds';
import type { LoadReport, NewAuditEntry, RegistryStore, VersionRecord } from './registryStore';
import { NO_CANARY_EVIDENCE } from '../testing/noCanaryEvidence';

warnPostgresSkipped('the registry store suite');

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

describe.each(REGISTRY_STORE_KINDS)('the $name registry store', (kind) => {
  (kind.available ? describe : describe.skip)(kind.available ? 'on a fresh database' : 'SKIPPED: no PostgreSQL for tests', () => {
    let place: StorePlace;
    let store: RegistryStore;

    beforeEach(async () => {
      place = await kind.prepare();
      store = await place.open();
    });
    afterEach(async () => {
      await store.close();
      place.cleanUp();
    });

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
      it('see a change made through another connection without a restart (SQLite at once; PostgreSQL within its bound)', async () => {
        expect((await store.routing()).mf_feed.stable).toBeNull();
        const other = await place.open();
        await other.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'from-elsewhere' }, audit: audit('x') }));
        await other.close();
        await passesWithin(kind.routingFreshWithinMs, async () => expect((await store.routing()).mf_feed.stable).toBe('from-elsewhere'));
      });
    });

    /** A page's load; its browser is named after the visitor and issued on a network of its own, unless said. */
    const load = (
      ok: boolean,
      durationMs: number,
      at: number,
      page: string,
      visitor = 'visitor-a',
      address = 'net-1',
      browser: { browser: string | null; browserNetwork: string | null } = {
        browser: `browser-of-${visitor}`,
        browserNetwork: `issued-to-${visitor}`,
      },
    ): LoadReport => ({
      remote: 'mf_feed',
      version: 'v',
      ok,
      durationMs,
      reason: ok ? null : 'x',
      at,
      page,
      visitor,
      address,
      ...browser,
    });
    const served = (canarySince: number) => [{ remote: 'mf_feed' as const, version: 'v', canarySince }];

    describe('load summaries', () => {
      it('count loads and failures since a moment, with successful durations ascending', async () => {
        await store.recordLoads([
          load(true, 300, 5, 'p1'),
          load(false, 50, 10, 'p2'),
          load(true, 100, 10, 'p3'),
          load(true, 200, 11, 'p4'),
        ]);
        expect(await store.loadSummary('mf_feed', 'v', 10)).toEqual({ loads: 3, failures: 1, durations: [100, 200] });
        expect(await store.pruneLoads(10)).toBe(1);
        expect(await store.loadSummary('mf_feed', 'v', 0)).toEqual({ loads: 3, failures: 1, durations: [100, 200] });
      });
    });

    describe('load reports', () => {
      it('count once per page view and remote, and at most `limit` at a time', async () => {
        const stored = await store.recordLoads([
          load(false, 10, 5, 'p1'),
          // The same page again (a replay), even with another outcome.
          load(true, 10, 5, 'p1'),
          load(false, 10, 5, 'p2'),
          // The same page reporting another remote counts.
          { ...load(false, 10, 5, 'p1'), remote: 'mf_boards', version: 'b' },
        ]);
        expect(stored.map((l) => `${l.remote}:${l.page}`)).toEqual(['mf_feed:p1', 'mf_feed:p2', 'mf_boards:p1']);
        expect(await store.recordLoads([load(false, 10, 8, 'p1'), load(false, 10, 8, 'p6'), load(false, 10, 8, 'p7')], 1)).toHaveLength(1);
        expect((await store.loadSummary('mf_feed', 'v', 0)).loads).toBe(3);
      });

      it('give a canary’s evidence: documents served as that canary, its signed browsers’ loads since it started by the network each was issued on, the addresses that reported failures, the most from one address, and stable’s', async () => {
        // Two canary runs of the same version.
        for (let i = 0; i < 3; i += 1) await store.recordDocument(served(100), 150);
        await store.recordDocument(served(100), 160);
        await store.recordDocument(served(500), 600);
        const issuedOnOneNetwork = (name: string) => ({ browser: name, browserNetwork: 'issued-to-one-network' });
        await store.recordLoads([
          load(false, 10, 50, 'old'),
          load(false, 10, 200, 'p1', 'visitor-a', 'net-1'),
          // The same browser on another page and network is still one browser.
          load(false, 10, 200, 'p2', 'visitor-a', 'net-2'),
          load(false, 10, 200, 'p3', 'visitor-b', 'net-1'),
          load(true, 10, 200, 'p4', 'visitor-c', 'net-3'),
          // Two browsers whose identities were issued on one network: one.
          load(false, 10, 200, 'p5', 'visitor-d', 'net-4', issuedOnOneNetwork('one')),
          load(false, 10, 200, 'p6', 'visitor-e', 'net-4', issuedOnOneNetwork('two')),
          // No browser the server signed: no evidence.
          load(false, 10, 200, 'p7', 'visitor-f', 'net-5', { browser: null, browserNetwork: null }),
          // Stable over the same time (and one before it, not counted).
          { ...load(true, 10, 200, 'q1', 'visitor-g', 'net-1'), version: 's' },
          { ...load(false, 10, 200, 'q2', 'visitor-h', 'net-2'), version: 's' },
          { ...load(false, 10, 50, 'q3', 'visitor-i', 'net-2'), version: 's' },
        ]);
        expect(await store.canaryEvidence('mf_feed', 'v', 100, 's')).toEqual({
          documents: 4,
          loads: 6,
          failures: 5,
          browsers: 4,
          failingVisitors: 3,
          failingAddresses: 3,
          topNetworkFailures: 2,
          stableBrowsers: 2,
          stableFailingBrowsers: 1,
        });
        expect((await store.canaryEvidence('mf_feed', 'v', 500, 's')).documents).toBe(1);
        expect(await store.canaryEvidence('mf_feed', 'other', 100, null)).toEqual(NO_CANARY_EVIDENCE);
      });

      it('survive a restart, and pruning forgets old documents with old loads', async () => {
        await store.recordDocument(served(100), 150);
        await store.recordLoads([load(false, 10, 200, 'p1')]);
        await store.close();
        store = await place.open();
        expect(await store.canaryEvidence('mf_feed', 'v', 100, null)).toMatchObject({ documents: 1, loads: 1, failures: 1 });
        // A replay after a restart still counts once.
        expect(await store.recordLoads([load(false, 10, 210, 'p1')])).toEqual([]);
        expect(await store.pruneLoads(300)).toBe(1);
        expect(await store.canaryEvidence('mf_feed', 'v', 100, null)).toMatchObject({ documents: 0, loads: 0 });
      });
    });

    describe('documents per build and minute', () => {
      it('add up across calls (as from several edges), by version since a minute, and are pruned with old loads', async () => {
        const minute = (n: number) => n * 60_000;
        await store.addDocuments([
          { remote: 'mf_feed', version: 'a', minute: minute(1), documents: 3 },
          { remote: 'mf_feed', version: 'b', minute: minute(2), documents: 1 },
        ]);
        await store.addDocuments([
          { remote: 'mf_feed', version: 'a', minute: minute(1), documents: 2 },
          { remote: 'mf_feed', version: 'a', minute: minute(3), documents: 4 },
          { remote: 'mf_boards', version: 'a', minute: minute(3), documents: 7 },
        ]);
        expect(await store.documentsSince('mf_feed', minute(1))).toEqual(
          new Map([
            ['a', 9],
            ['b', 1],
          ]),
        );
        expect(await store.documentsSince('mf_feed', minute(2))).toEqual(
          new Map([
            ['a', 4],
            ['b', 1],
          ]),
        );
        expect(await store.documentsSince('mf_closeup', 0)).toEqual(new Map());
        await store.pruneLoads(minute(3));
        expect(await store.documentsSince('mf_feed', 0)).toEqual(new Map([['a', 4]]));
      });
    });

    describe('automatic rollbacks', () => {
      it('keep the figures they were decided on, the latest per remote', async () => {
        expect(await store.lastAutoRollback('mf_feed')).toBeUndefined();
        const evidence = { documents: 60, loads: 55, failures: 50, failingVisitors: 40, failingAddresses: 12 };
        await store.recordAutoRollback({ remote: 'mf_feed', version: 'v1', at: 10, evidence, reason: 'first' });
        await store.recordAutoRollback({ remote: 'mf_feed', version: 'v2', at: 20, evidence, reason: 'second' });
        await store.recordAutoRollback({ remote: 'mf_boards', version: 'b', at: 30, evidence, reason: 'boards' });
        expect(await store.lastAutoRollback('mf_feed')).toEqual({ remote: 'mf_feed', version: 'v2', at: 20, evidence, reason: 'second' });
      });
    });
  });
});
