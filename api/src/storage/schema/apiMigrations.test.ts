// The API's one schema against what earlier builds made with a list of migrations per database
// (schemaOfEarlierBuilds.json, read from their databases before those lists went): a new database
// gets the same schema on each, and one migrated by an earlier build is recognised as migrated and
// left as it is, so a rolling upgrade migrates nothing twice.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { migrate } from 'sql-kit/migrate';
import { postgresDatabase, sqliteDatabase } from 'sql-kit/sqlDatabase';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { apiMigrations, apiTrack } from './apiMigrations';
import EARLIER from './schemaOfEarlierBuilds.json';
import { postgresSchemaDump, sqliteSchemaDump } from './schemaDump';

warnPostgresSkipped('the API schema on PostgreSQL');

const versionsOf = async (db: Parameters<typeof migrate>[0]) =>
  (await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db.db)).rows.map((r) =>
    Number(r.version),
  );

describe('the API schema on SQLite', () => {
  it('keeps the version numbers earlier builds recorded', () => {
    expect(apiMigrations('sqlite').map((m) => m.version)).toEqual(EARLIER.sqlite.versions);
  });

  it('makes a new database with the schema earlier builds made', async () => {
    const fresh = sqliteDatabase(new Database(':memory:'));
    await migrate(fresh, apiTrack('sqlite'));
    expect(sqliteSchemaDump(fresh.sqlite)).toEqual(EARLIER.sqlite.dump);
    expect(await versionsOf(fresh)).toEqual(EARLIER.sqlite.versions);
    await fresh.close();
  });

  it('leaves a database an earlier build migrated as it is', async () => {
    // That database, statement by statement as its file keeps them, and the versions it recorded.
    const earlier = sqliteDatabase(new Database(':memory:'));
    for (const statement of EARLIER.sqlite.statements) earlier.sqlite.exec(statement);
    const record = earlier.sqlite.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'earlier', '2026-01-01')");
    for (const version of EARLIER.sqlite.versions) record.run(version);
    expect(sqliteSchemaDump(earlier.sqlite)).toEqual(EARLIER.sqlite.dump);
    expect(await migrate(earlier, apiTrack('sqlite'))).toEqual([]);
    expect(sqliteSchemaDump(earlier.sqlite)).toEqual(EARLIER.sqlite.dump);
    await earlier.close();
  });
});

(hasTestPostgres() ? describe : describe.skip)('the API schema on PostgreSQL', () => {
  it('keeps the version numbers earlier builds recorded', () => {
    expect(apiMigrations('postgres').map((m) => m.version)).toEqual(EARLIER.postgres.versions);
  });

  it('makes a new database with the schema earlier builds made, and a second run changes nothing', async () => {
    const fresh = postgresDatabase({ url: await freshTestDatabase('api_schema') });
    try {
      expect(await migrate(fresh, apiTrack('postgres'))).toEqual(EARLIER.postgres.versions);
      expect(await postgresSchemaDump(fresh.db)).toEqual(EARLIER.postgres.dump);
      expect(await migrate(fresh, apiTrack('postgres'))).toEqual([]);
      expect(await postgresSchemaDump(fresh.db)).toEqual(EARLIER.postgres.dump);
    } finally {
      await fresh.close();
    }
  });
});
