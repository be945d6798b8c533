// The API's schema, written once for SQLite and PostgreSQL and run by sql-kit's one migration
// runner. Append only: a released step never changes; a change is a new step.
//
// Each database keeps the version numbers it recorded before the two lists became one, so a
// database migrated by an older build is recognised as migrated: PostgreSQL started from SQLite's
// versions 1-5 as its version 1 (with its data version and SQL functions), added its version 2 (the
// data version's notices), and since then its version is SQLite's minus 3. A step names the
// version it is on each database; the steps sharing a version on one database run as that one
// migration, and a step without a version on a database is not part of its schema. What truly
// differs between the two (the search index, triggers, the data version) is a named per-dialect
// step inside its migration.

import type { Kysely } from 'kysely';
import type { Migration, MigrationTrack } from 'sql-kit/migrate';
import { installChangeCounter } from '../postgres/changeCounter';
import { createBusinessTables } from './businessSchema';
import { columnTypes, type ColumnTypes, type Dialect } from './columnTypes';
import { createInitialTables } from './initialSchema';
import { PIN_SEARCH_INDEX } from './pinSearchSchema';
import { DATA_VERSION_NOTICES, POSTGRES_FUNCTIONS, runStatements } from './postgresFunctions';

interface SchemaStep {
  version: Partial<Record<Dialect, number>>;
  name: string;
  up: (db: Kysely<unknown>, t: ColumnTypes) => Promise<void>;
}

const STEPS: readonly SchemaStep[] = [
  { version: { sqlite: 1, postgres: 1 }, name: 'initial schema', up: createInitialTables },
  {
    version: { sqlite: 2, postgres: 1 },
    name: 'picture colour histograms, server secrets, events by object',
    async up(db, t) {
      // Each picture's colour histogram (media/colourHistogram.ts: 64 uint16 bins), for visual search.
      // Null until computed: seeded and uploaded pictures get one when stored; older ones from their file.
      await db.schema.alterTable('media_images').addColumn('histogram', t.blob).execute();
      // Secrets the server makes for itself once per database (e.g. the key that signs /offsite/ links); shared by every edge.
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', t.text, (c) => c.primaryKey())
        .addColumn('value', t.blob, (c) => c.notNull())
        .addColumn('created_at', t.text, (c) => c.notNull())
        .execute();
      // A pin's analytics read its events by object.
      await db.schema.createIndex('events_object').on('events').columns(['object_id', 'event_type', 'received_at']).execute();
    },
  },
  {
    version: { sqlite: 3, postgres: 1 },
    name: "a profile's About text",
    // The profile's 'About' (UserResource update about; ABOUT_MAX_LENGTH in shared-contracts), '' when none.
    up: (db, t) =>
      db.schema
        .alterTable('users')
        .addColumn('about', t.text, (c) => c.notNull().defaultTo(''))
        .execute(),
  },
  {
    version: { sqlite: 4, postgres: 1 },
    name: 'events by age, for pruning',
    // Events older than the retention (PINBOARD_EVENT_RETENTION_DAYS) are deleted by age.
    up: (db) => db.schema.createIndex('events_received').on('events').column('received_at').execute(),
  },
  {
    version: { sqlite: 5, postgres: 1 },
    name: 'business accounts, their manager screens and hierarchies',
    up: createBusinessTables,
  },
  {
    version: { postgres: 1 },
    name: 'PostgreSQL: the data version, search_fold, json_valid and colour_distance',
    up: (db) => runStatements(db, POSTGRES_FUNCTIONS),
  },
  { version: { postgres: 2 }, name: 'data version notices', up: (db) => runStatements(db, [DATA_VERSION_NOTICES]) },
  {
    version: { sqlite: 6, postgres: 3 },
    name: 'why a pin was reported',
    // A report's reason (a report reason's code); null for other feedback and for reports made before reasons.
    up: (db, t) => db.schema.alterTable('pin_feedback').addColumn('reason', t.localeText).execute(),
  },
  {
    version: { sqlite: 7, postgres: 4 },
    name: 'two-factor authentication',
    // An authenticator app's shared secret (base32): pending while being set up, the secret once the
    // first code confirmed it. The last time step a code was accepted for, so no code works twice.
    async up(db, t) {
      await db.schema.alterTable('users').addColumn('totp_pending_secret', t.localeText).execute();
      await db.schema.alterTable('users').addColumn('totp_secret', t.localeText).execute();
      await db.schema.alterTable('users').addColumn('totp_enabled_at', t.localeText).execute();
      await db.schema.alterTable('users').addColumn('totp_last_step', t.bigint).execute();
    },
  },
  {
    version: { sqlite: 8, postgres: 5 },
    name: 'notifications seen',
    // When the user last opened their notifications: what happened after is new to them.
    up: (db, t) => db.schema.alterTable('users').addColumn('notifications_seen_at', t.localeText).execute(),
  },
  {
    version: { sqlite: 9, postgres: 6 },
    name: 'which browser a session is',
    // The browser and system a session was started in ('Chrome on Linux'), for the settings page's list
    // of where the account is logged in; null for sessions started before it was kept.
    up: (db, t) => db.schema.alterTable('sessions').addColumn('device', t.localeText).execute(),
  },
  {
    version: { sqlite: 10, postgres: 7 },
    name: 'two-factor recovery codes',
    // Ten one-time codes that log in without the authenticator app, made when two-factor authentication
    // is turned on: only a keyed hash of each is kept (the code is shown once). When one was used and
    // from which browser, so the owner sees it in settings. The authenticator secrets themselves are
    // sealed with the server's key by the API at start (sealTwoFactorSecrets.ts): a key is
    // configuration, which SQL cannot read.
    up: (db, t) =>
      db.schema
        .createTable('two_factor_recovery_codes')
        .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', t.text, (c) => c.notNull())
        .addColumn('created_at', t.text, (c) => c.notNull())
        .addColumn('used_at', t.text)
        .addColumn('used_device', t.text)
        .addPrimaryKeyConstraint('two_factor_recovery_codes_pkey', ['user_id', 'code_hash'])
        .execute(),
  },
  {
    version: { sqlite: 11, postgres: 8 },
    name: "a pin's click-throughs as its figures count them",
    // The click-throughs a pin's figures count: the server's own redirect (/offsite/) records one per
    // viewer, pin and UTC hour ('YYYY-MM-DDTHH'), so a stranger's reloads add nothing; the event log's
    // click-through events are the page's own word and count for no figure. The redirect's and the
    // demo world's click-throughs logged before are carried over.
    async up(db, t) {
      await db.schema
        .createTable('pin_clickthroughs')
        .addColumn('pin_id', t.integer, (c) => c.notNull())
        .addColumn('subject', t.text, (c) => c.notNull())
        .addColumn('hour', t.text, (c) => c.notNull())
        .addColumn('clicked_at', t.text, (c) => c.notNull())
        .addPrimaryKeyConstraint('pin_clickthroughs_pkey', ['pin_id', 'subject', 'hour'])
        .execute();
      await db.schema.createIndex('pin_clickthroughs_time').on('pin_clickthroughs').column('clicked_at').execute();
      await runStatements(db, [CLICK_THROUGHS_CARRIED_OVER[t.dialect]]);
    },
  },
  {
    version: { sqlite: 12, postgres: 9 },
    name: "a board's chosen cover and a new person's first-run step",
    async up(db, t) {
      // The pin its owner chose as the board's cover; null (or a pin no longer on the board) shows the newest.
      await db.schema
        .alterTable('boards')
        .addColumn('cover_pin_id', t.integer, (c) => c.references('pins.id').onDelete('set null'))
        .execute();
      // 1 from sign-up until the person picks the topics for their home feed or skips it (0 for everyone before).
      await db.schema
        .alterTable('users')
        .addColumn('first_run_pending', t.integer, (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  {
    version: { sqlite: 13, postgres: 10 },
    name: 'pins sent to people',
    // 'Send this pin': a Pin one person sent another, with their note ('' for none). It is in the
    // recipient's inbox and notifications; new until they next open their notifications.
    async up(db, t) {
      await db.schema
        .createTable('pin_sends')
        .addColumn('id', t.integer, t.generatedKey)
        .addColumn('pin_id', t.integer, (c) => c.notNull().references('pins.id').onDelete('cascade'))
        .addColumn('sender_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('recipient_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', t.text, (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', t.text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pin_sends_recipient').on('pin_sends').columns(['recipient_id', 'created_at']).execute();
      await db.schema.createIndex('pin_sends_sender').on('pin_sends').columns(['sender_id', 'created_at']).execute();
    },
  },
  {
    version: { sqlite: 14, postgres: 11 },
    name: 'deleted pins',
    // The ids of deleted pins, so a deleted pin's page answers 410 Gone ('Unavailable', not indexed)
    // rather than 404. A trigger keeps them: every way a pin goes (its Delete, a bulk delete, its
    // board's or its pinner's) leaves one. An id handed out again is the new pin's: its page reads
    // the pin first and looks here only when there is none.
    async up(db, t) {
      await db.schema
        .createTable('deleted_pins')
        .addColumn('pin_id', t.integer, (c) => c.primaryKey())
        .addColumn('deleted_at', t.text, (c) => c.notNull())
        .execute();
      await runStatements(db, DELETED_PINS_KEPT[t.dialect]);
    },
  },
  { version: { sqlite: 15, postgres: 12 }, name: 'pins search', up: (db, t) => runStatements(db, PIN_SEARCH_INDEX[t.dialect]) },
];

// Each database's way to carry the logged click-throughs over: the first of each viewer, pin and hour.
const CLICK_THROUGHS_CARRIED_OVER: Record<Dialect, string> = {
  sqlite: `INSERT OR IGNORE INTO pin_clickthroughs (pin_id, subject, hour, clicked_at)
  SELECT CAST(object_id AS INTEGER), subject, substr(received_at, 1, 13), received_at FROM events
  WHERE event_type = 12 AND object_id GLOB '[1-9]*' AND object_id NOT GLOB '*[^0-9]*' AND length(object_id) <= 9
    AND (aux_data LIKE '%"clickthrough_type":"offsite_redirect"%' OR aux_data LIKE '%"clickthrough_type":"seed"%')`,
  postgres: `INSERT INTO pin_clickthroughs (pin_id, subject, hour, clicked_at)
  SELECT CAST(object_id AS integer), subject, substr(received_at, 1, 13), min(received_at) FROM events
  WHERE event_type = 12 AND object_id ~ '^[1-9][0-9]{0,8}$'
    AND (aux_data LIKE '%"clickthrough_type":"offsite_redirect"%' OR aux_data LIKE '%"clickthrough_type":"seed"%')
  GROUP BY 1, 2, 3
  ON CONFLICT DO NOTHING`,
};

// Each database's trigger keeping a deleted pin's id.
const DELETED_PINS_KEPT: Record<Dialect, readonly string[]> = {
  sqlite: [
    `CREATE TRIGGER deleted_pins_keep AFTER DELETE ON pins BEGIN
  INSERT OR REPLACE INTO deleted_pins (pin_id, deleted_at) VALUES (old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END`,
  ],
  postgres: [
    `CREATE FUNCTION keep_deleted_pin() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  INSERT INTO deleted_pins (pin_id, deleted_at)
    VALUES (OLD.id, to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ON CONFLICT (pin_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at;
  RETURN OLD;
END
$body$`,
    `CREATE TRIGGER deleted_pins_keep AFTER DELETE ON pins FOR EACH ROW EXECUTE FUNCTION keep_deleted_pin()`,
  ],
};

/** The API's migrations on one database: its steps, one migration per version it records. */
export function apiMigrations(dialect: Dialect): Migration[] {
  const t = columnTypes(dialect);
  const byVersion = new Map<number, SchemaStep[]>();
  for (const step of STEPS) {
    const version = step.version[dialect];
    if (version !== undefined) byVersion.set(version, [...(byVersion.get(version) ?? []), step]);
  }
  return [...byVersion].map(([version, steps]) => ({
    version,
    name: steps.map((step) => step.name).join('; '),
    async up(db) {
      for (const step of steps) await step.up(db, t);
    },
  }));
}

/** The API's track on one database: its schema_migrations table, as every build before kept it. */
export function apiTrack(dialect: Dialect, migrations: readonly Migration[] = apiMigrations(dialect)): MigrationTrack {
  if (dialect === 'sqlite') return { table: 'schema_migrations', what: 'API', migrations };
  return {
    table: 'schema_migrations',
    what: 'API',
    // The key this track locked by before the shared runner ('pinboard' in ASCII): edges of an older build take the same lock.
    lockKey: 0x70696e626f617264n,
    migrations,
    // New tables get their data-version triggers.
    finally: installChangeCounter,
  };
}
