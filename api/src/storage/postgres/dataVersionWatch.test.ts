// The read cache's data version over PostgreSQL, from notices: no query per read, a write through
// the other edge heard at once, this edge's own writes known before they are answered, and the
// counter asked on every read while the listener is away.
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { dataVersionOf } from './changeCounter';
import { watchDataVersion, type DataVersionWatch, type DataVersionWatchOptions } from './dataVersionWatch';
import { openPostgresDatabase, type PostgresDb } from './migratePostgres';
import { eventually } from 'test-support/eventually';
import { sql } from 'kysely';
import { transaction } from '../sql/apiDb';
import { asWritten } from '../../testing/placeholders';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL data version notices');

/** Waits for `check` to hold (test-support's eventually, for a yes or no). */
const until = async (what: string, check: () => Promise<boolean>): Promise<void> => {
  await eventually(what, check, (held) => held);
};

suite('the data version from notices', () => {
  let url: string;
  let writer: PostgresDb;
  let reader: PostgresDb;
  const watches: DataVersionWatch[] = [];
  let asked = 0;
  let id = 1000;
  const write = () =>
    asWritten(writer).run('INSERT INTO interests (id, name, url_name) VALUES ($1, $2, $3)', ++id, `Knot ${id}`, `knot-${id}`);

  async function watch(options: Partial<DataVersionWatchOptions> = {}) {
    const counter = dataVersionOf(reader.db);
    const made = await watchDataVersion({
      url,
      readCounter: () => {
        asked++;
        return counter();
      },
      applicationName: 'data version test',
      ...options,
    });
    watches.push(made);
    asked = 0;
    return made;
  }

  beforeAll(async () => {
    url = await freshTestDatabase('data_version_watch');
    writer = await openPostgresDatabase(url);
    reader = await openPostgresDatabase(url);
  });
  afterEach(async () => {
    await Promise.all(watches.splice(0).map((w) => w.close()));
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
  });

  it('answers reads without asking the database, and moves on when another edge writes', async () => {
    const version = await watch({ clock: () => 0 }); // the once-a-second check never comes due
    const before = await version.current();
    for (let i = 0; i < 20; i++) expect(await version.current()).toBe(before);
    expect(asked).toBe(0);
    await write();
    await until('the notice arrived', async () => (await version.current()) !== before);
    expect(asked).toBe(0);
  });

  it('hears nothing of a write that is rolled back', async () => {
    const version = await watch({ clock: () => 0 });
    const before = await version.current();
    await expect(
      transaction(writer.db, async (tx) => {
        await sql`INSERT INTO interests (id, name, url_name) VALUES (999, 'Rope', 'rope')`.execute(tx);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await write(); // A later write's notice, so the rolled-back one had its chance to arrive first.
    await until('the later notice arrived', async () => (await version.current()) !== before);
    expect(await version.current()).toBe(before + 1);
  });

  it("moves at once on this edge's own committed write, before any notice", async () => {
    const version = await watch();
    const before = await version.current();
    version.wrote();
    expect(await version.current()).not.toBe(before);
  });

  it('asks the counter once per check interval while hearing, catching a change no notice told', async () => {
    const clock = { ms: 0 };
    const version = await watch({ checkMs: 1000, clock: () => clock.ms });
    const before = await version.current();
    // The counter itself has no trigger: this moves it silently.
    await asWritten(writer).run('UPDATE data_version SET n = n + 1 WHERE slot = 0');
    clock.ms = 999;
    expect(await version.current()).toBe(before);
    expect(asked).toBe(0);
    clock.ms = 1000;
    expect(await version.current()).not.toBe(before);
    expect(await version.current()).not.toBe(before);
    expect(asked).toBe(1);
  });

  it('asks on every read while not listening, and after losing the listener until it is back', async () => {
    const deaf = await watch({ listen: false });
    await deaf.current();
    await deaf.current();
    expect(asked).toBe(2);

    const lines: string[] = [];
    const version = await watch({ log: (line) => lines.push(line), clock: () => 0 });
    await asWritten(writer).run(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'data version test'`);
    await until('the listener noticed', async () => lines.length > 0);
    expect(lines[0]).toContain('data version test: lost the database');
    const before = await version.current();
    await write();
    expect(await version.current()).not.toBe(before);
    expect(asked).toBeGreaterThan(0);
    // Back after the retry (1 s): reads stop asking.
    await until('reads stopped asking', async () => {
      asked = 0;
      await version.current();
      return asked === 0;
    });
  });
});
