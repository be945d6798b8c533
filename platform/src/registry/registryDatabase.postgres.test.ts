// What only the PostgreSQL store has to prove (issue 22): several edges over one database. The
// rules every store keeps are in registryStore.test.ts.
import pg from 'pg';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { EMPTY_ROUTING } from '../rules/routing';
import { passesWithin } from '../testing/registryStoreKinds';
import { createDocumentTally } from './documentTally';
import { LISTENER_NAME, openPostgresRegistryStore, type PostgresRegistryStoreOptions } from './registryDatabase';
import { REGISTRY_MIGRATIONS, TRACK_TABLE } from './registryMigrations';

const MIGRATION_TRACK = TRACK_TABLE.postgres;
import type { NewAuditEntry, RegistryStore } from './registryStore';
import { eventually, EVENTUALLY_MS } from 'test-support/eventually';

warnPostgresSkipped('the PostgreSQL registry store suite');
const suite = hasTestPostgres() ? describe : describe.skip;

const audit = (summary: string): NewAuditEntry => ({ at: 1, actor: 'ops', remote: 'mf_feed', action: 'stable', summary, reason: 'r' });

suite('two edges over one PostgreSQL database', () => {
  let url: string;
  const opened: RegistryStore[] = [];
  const edge = async (options: Omit<PostgresRegistryStoreOptions, 'url'> = {}) => {
    const store = await openPostgresRegistryStore({ url, ...options });
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    url = await freshTestDatabase('registry_edges');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('see a routing change made through the other on its notification, long before the version check would', async () => {
    const a = await edge();
    let noticed: (version: number) => void = () => undefined;
    const notice = new Promise<number>((resolve, reject) => {
      noticed = resolve;
      setTimeout(() => reject(new Error(`no notification within ${EVENTUALLY_MS / 1000} s`)), EVENTUALLY_MS).unref();
    });
    // B would not look at the counter for a minute: only the notification can tell it.
    const b = await edge({ routingCheckMs: 60_000, onRoutingNotice: (version) => noticed(version) });
    expect((await b.routing()).mf_feed.stable).toBeNull();
    await a.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'v2' }, audit: audit('ship') }));
    expect(await notice).toBe(1);
    expect((await b.routing()).mf_feed.stable).toBe('v2');
    // A rollback through B reaches A the same way.
    await b.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: null }, audit: audit('back') }));
    await eventually(
      'A seeing the rollback',
      async () => (await a.routing()).mf_feed.stable,
      (stable) => stable === null,
    );
  });

  it('see it within the version check’s bound when no notification comes (listening off)', async () => {
    const a = await edge();
    const b = await edge({ listen: false, routingCheckMs: 200 });
    expect((await b.routing()).mf_feed.stable).toBeNull();
    await a.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'v2' }, audit: audit('ship') }));
    const committed = Date.now();
    await eventually(
      'B seeing the change',
      async () => (await b.routing()).mf_feed.stable,
      (stable) => stable === 'v2',
    );
    // Bounded by the 200 ms check (the first test gives its edge a minute): with leeway for a loaded 2-core machine.
    expect(Date.now() - committed).toBeLessThan(200 + 2_000);
  });

  it('come back to listening after losing the connection, checking the version at once meanwhile', async () => {
    const a = await edge({ listen: false });
    const notices: number[] = [];
    const b = await edge({ routingCheckMs: 60_000, onRoutingNotice: (version) => notices.push(version) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A new connection listening, not only connected: the connection is there a moment before its
    // LISTEN has run, and the terminated one lingers in pg_stat_activity a moment after its end;
    // a change made in either moment is never heard (a loaded machine did both).
    const listenersBesides = async (gone: number[]) =>
      (
        await admin.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle' AND query ILIKE 'LISTEN %' AND NOT (pid = ANY($2::int[]))",
          [LISTENER_NAME, gone],
        )
      ).rows[0] as { n: number };
    try {
      expect((await b.routing()).mf_feed.stable).toBeNull();
      const terminated = (await admin.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [LISTENER_NAME])).rows.map(
        (row: { pid: number }) => row.pid,
      );
      expect(terminated).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [terminated]);
      await a.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'v2' }, audit: audit('while deaf') }));
      // No notification reached B, and its check is a minute away: the lost connection itself makes it look.
      await passesWithin(5000, async () => expect((await b.routing()).mf_feed.stable).toBe('v2'));
      expect(notices).toEqual([]);
      await passesWithin(5000, async () => expect(await listenersBesides(terminated)).toEqual({ n: 1 }));
      await a.updateRouting('mf_feed', (r) => ({ next: { ...r, stable: 'v3' }, audit: audit('heard again') }));
      await passesWithin(5000, async () => expect(notices).toEqual([2]));
      expect((await b.routing()).mf_feed.stable).toBe('v3');
    } finally {
      await admin.end();
    }
  });

  it('serialise routing changes made at once through both: every change and every audit entry is kept', async () => {
    const a = await edge();
    const b = await edge();
    const append = (store: RegistryStore, tag: string) =>
      store.updateRouting('mf_feed', (r) => ({ next: { ...r, history: [...r.history, tag] }, audit: audit(tag) }));
    const tags = Array.from({ length: 10 }, (_, i) => [`a${i}`, `b${i}`]).flat();
    await Promise.all(tags.map((tag) => append(tag.startsWith('a') ? a : b, tag)));
    const history = (await a.routing()).mf_feed.history;
    expect([...history].sort()).toEqual([...tags].sort());
    expect((await b.audit({ limit: 100 })).map((e) => e.summary).sort()).toEqual([...tags].sort());
  });

  it('count the documents both serve into one figure, whichever edge is asked', async () => {
    const [a, b] = [await edge(), await edge()];
    const now = () => 120_000;
    const [onA, onB] = [createDocumentTally(a, { now }), createDocumentTally(b, { now })];
    for (let i = 0; i < 3; i++) onA.count('mf_feed', 'v1');
    for (let i = 0; i < 5; i++) onB.count('mf_feed', 'v1');
    onB.count('mf_feed', 'v2');
    // Both flush at once: their rows meet in one upsert each.
    await Promise.all([onA.flush(), onB.flush()]);
    const expected = new Map([
      ['v1', 8],
      ['v2', 1],
    ]);
    expect(await onA.since('mf_feed', 0)).toEqual(expected);
    expect(await onB.since('mf_feed', 0)).toEqual(expected);
  });

  it('migrate once when both start at once, and refuse a database from a newer build', async () => {
    await Promise.all([edge(), edge(), edge()]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${MIGRATION_TRACK} ORDER BY version`);
      const known = REGISTRY_MIGRATIONS.map((m) => m.version);
      expect(rows.map((r) => r.version)).toEqual(known);
      await client.query(`INSERT INTO ${MIGRATION_TRACK} (version, name, applied_at) VALUES (99, 'from a newer build', 'now')`);
    } finally {
      await client.end();
    }
    await expect(openPostgresRegistryStore({ url })).rejects.toThrow(
      `the registry tables are at schema version 99, newer than this build knows (${REGISTRY_MIGRATIONS.length}); upgrade the server or use another database`,
    );
  });

  it('give times past 2^31 back as numbers, and keep the database’s own rules', async () => {
    const a = await edge();
    const at = Date.UTC(2030, 0, 1);
    await a.updateRouting('mf_feed', (r) => ({ next: { ...r, canary: 'c', share: 12.5, canarySince: at }, audit: { ...audit('c'), at } }));
    expect((await a.routing()).mf_feed).toEqual({ ...EMPTY_ROUTING, canary: 'c', share: 12.5, canarySince: at });
    expect((await a.audit({ limit: 1 }))[0]).toMatchObject({ id: 1, at });
    await expect(a.updateRouting('mf_feed', (r) => ({ next: { ...r, share: 101 }, audit: audit('too much') }))).rejects.toThrow(
      'registry_routing_share_check',
    );
    expect(await a.audit({ limit: 10 })).toHaveLength(1);
  });
});
