// The registry's schema on either database. Versions 1-3 are the history each database's store ran
// before the two stores became one (sqlRegistryStore.ts), kept word for word: a released migration
// never changes. From version 4 on a migration is written once, with Kysely's schema builder.

import { sql } from 'kysely';
import type { Migration, MigrationTrack } from 'sql-kit/migrate';
import type { SqlDatabase } from 'sql-kit/sqlDatabase';

/** Each database's track table, named as its store named it before version 4. */
export const TRACK_TABLE = { sqlite: 'registry_schema', postgres: 'registry_schema_migrations' } as const;

// Times are milliseconds since 1970 (PostgreSQL: BIGINT); counts and sizes fit INTEGER.
export const REGISTRY_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "the registry's tables",
    script: {
      sqlite: `
      CREATE TABLE registry_versions (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        package_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        contracts_version TEXT NOT NULL,
        shared_json TEXT NOT NULL,
        files_json TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('deploy', 'local')),
        deployed_at INTEGER NOT NULL,
        deployed_by TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      );
      CREATE TABLE registry_routing (
        remote TEXT PRIMARY KEY,
        stable TEXT,
        canary TEXT,
        share REAL NOT NULL DEFAULT 0 CHECK (share >= 0 AND share <= 100),
        killed INTEGER NOT NULL DEFAULT 0,
        history_json TEXT NOT NULL DEFAULT '[]',
        canary_since INTEGER
      );
      CREATE TABLE registry_audit (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        remote TEXT,
        action TEXT NOT NULL,
        summary TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE TABLE registry_loads (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        ok INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL,
        reason TEXT
      );
      CREATE INDEX registry_loads_by_version ON registry_loads (remote, version, at);
    `,
      postgres: `
      CREATE TABLE registry_versions (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        package_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        contracts_version TEXT NOT NULL,
        shared JSONB NOT NULL CHECK (jsonb_typeof(shared) = 'array'),
        files JSONB NOT NULL CHECK (jsonb_typeof(files) = 'array'),
        source TEXT NOT NULL CHECK (source IN ('deploy', 'local')),
        deployed_at BIGINT NOT NULL,
        deployed_by TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      );
      CREATE TABLE registry_routing (
        remote TEXT PRIMARY KEY,
        stable TEXT,
        canary TEXT,
        share DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (share >= 0 AND share <= 100),
        killed BOOLEAN NOT NULL DEFAULT false,
        history JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(history) = 'array'),
        canary_since BIGINT
      );
      -- One row: moved on by every routing write, so an edge can tell its cache is stale.
      CREATE TABLE registry_routing_version (
        one_row BOOLEAN PRIMARY KEY DEFAULT true CHECK (one_row),
        version BIGINT NOT NULL
      );
      INSERT INTO registry_routing_version (version) VALUES (0);
      CREATE TABLE registry_audit (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        remote TEXT,
        action TEXT NOT NULL,
        summary TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE INDEX registry_audit_by_remote ON registry_audit (remote, id);
      CREATE TABLE registry_loads (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at BIGINT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        ok BOOLEAN NOT NULL,
        duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
        reason TEXT,
        page TEXT NOT NULL,
        visitor TEXT NOT NULL,
        address TEXT NOT NULL,
        -- One outcome per page view and remote: a replayed report is not counted twice.
        UNIQUE (remote, page)
      );
      CREATE INDEX registry_loads_by_version ON registry_loads (remote, version, at);
      CREATE INDEX registry_loads_by_time ON registry_loads (at);
      CREATE TABLE registry_document_totals (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        canary_since BIGINT NOT NULL,
        documents INTEGER NOT NULL CHECK (documents > 0),
        last_at BIGINT NOT NULL,
        PRIMARY KEY (remote, version, canary_since)
      );
      CREATE TABLE registry_auto_rollbacks (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        at BIGINT NOT NULL,
        evidence JSONB NOT NULL,
        reason TEXT NOT NULL
      );
      -- The builds' files, shared by every edge (each serves them from a disk cache it checks
      -- against these). The database itself refuses a file whose bytes do not match its integrity.
      CREATE TABLE registry_files (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        path TEXT NOT NULL CHECK (path ~ '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$' AND path !~ '(^|/)\\.\\.?(/|$)'),
        bytes BYTEA NOT NULL,
        integrity TEXT NOT NULL CHECK (integrity = 'sha384-' || encode(sha384(bytes), 'base64')),
        size INTEGER NOT NULL CHECK (size = octet_length(bytes)),
        PRIMARY KEY (remote, version, path)
      );
    `,
    },
  },
  {
    version: 2,
    name: 'SQLite: loads name their page view, visitor and network, canary documents, automatic rollbacks (issue 16); PostgreSQL: the signing secret every edge shares (issue 22)',
    script: {
      sqlite: `
      ALTER TABLE registry_loads ADD COLUMN page TEXT;
      ALTER TABLE registry_loads ADD COLUMN visitor TEXT;
      ALTER TABLE registry_loads ADD COLUMN address TEXT;
      CREATE UNIQUE INDEX registry_loads_once_per_page ON registry_loads (remote, page);
      CREATE TABLE registry_document_totals (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        canary_since INTEGER NOT NULL,
        documents INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        PRIMARY KEY (remote, version, canary_since)
      ) WITHOUT ROWID;
      CREATE TABLE registry_auto_rollbacks (
        id INTEGER PRIMARY KEY,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        at INTEGER NOT NULL,
        evidence_json TEXT NOT NULL,
        reason TEXT NOT NULL
      );
    `,
      postgres: `
      -- The secret that signs override links and page-view report tokens, one for every edge
      -- (postgresSigningSecret.ts), so a link made through one edge works on the other.
      CREATE TABLE registry_secrets (
        name TEXT PRIMARY KEY CHECK (name IN ('signing')),
        value TEXT NOT NULL CHECK (length(value) >= 32),
        created_at BIGINT NOT NULL
      );
    `,
    },
  },
  {
    version: 3,
    name: 'documents per build and minute (issue 22)',
    script: {
      sqlite: `
      CREATE TABLE registry_version_documents (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        minute INTEGER NOT NULL,
        documents INTEGER NOT NULL CHECK (documents >= 0),
        PRIMARY KEY (remote, version, minute)
      ) WITHOUT ROWID;
    `,
      postgres: `
      -- Documents per build and minute, added to by every edge's tally (documentTally.ts), so
      -- the status figures are the site's rather than one edge's.
      CREATE TABLE registry_version_documents (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        minute BIGINT NOT NULL,
        documents BIGINT NOT NULL CHECK (documents >= 0),
        PRIMARY KEY (remote, version, minute)
      );
    `,
    },
  },
  {
    version: 4,
    name: 'one schema for both databases: the routing version counter everywhere, JSON columns named alike',
    async up(db, dialect) {
      await db.schema
        .createTable('registry_routing_version')
        .ifNotExists()
        .addColumn('one_row', 'integer', (column) =>
          column
            .primaryKey()
            .defaultTo(1)
            .check(sql`one_row = 1`),
        )
        .addColumn('version', 'bigint', (column) => column.notNull())
        .execute();
      await sql`INSERT INTO registry_routing_version (version) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM registry_routing_version)`.execute(
        db,
      );
      if (dialect === 'sqlite') {
        for (const [table, column] of [
          ['registry_versions', 'shared'],
          ['registry_versions', 'files'],
          ['registry_routing', 'history'],
          ['registry_auto_rollbacks', 'evidence'],
        ] as const) {
          await db.schema.alterTable(table).renameColumn(`${column}_json`, column).execute();
        }
      }
    },
  },
  {
    version: 5,
    name: 'loads name the browser the server signed and the network it issued that identity to (issue 59)',
    async up(db) {
      // Null on the loads before: they are no canary's evidence any more.
      await db.schema.alterTable('registry_loads').addColumn('browser', 'text').execute();
      await db.schema.alterTable('registry_loads').addColumn('browser_network', 'text').execute();
    },
  },
  {
    version: 6,
    name: "PostgreSQL: a build's files may be Module Federation's published types, @mf-types.zip (issue 58)",
    async up(db, dialect) {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE registry_files DROP CONSTRAINT registry_files_path_check`.execute(db);
      await sql`ALTER TABLE registry_files ADD CONSTRAINT registry_files_path_check
        CHECK (path ~ '^@?[A-Za-z0-9_.-]+(/@?[A-Za-z0-9_.-]+)*$' AND path !~ '(^|/)\\.\\.?(/|$)')`.execute(db);
    },
  },
];

export function registryTrack(database: SqlDatabase<unknown>): MigrationTrack {
  return { table: TRACK_TABLE[database.dialect], what: 'registry', migrations: REGISTRY_MIGRATIONS };
}
