// PostgreSQL's own part of the API's schema: the data version's counter and the SQL functions
// that stand for the ones SQLite's stores register in JavaScript. SQLite keeps its data version
// in the connection (sqlite/changeCounter.ts) and needs none of this.

import { sql, type Kysely } from 'kysely';

/** Runs a list of statements, each on its own (SQLite's driver takes one at a time; so keep both alike). */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const POSTGRES_FUNCTIONS: readonly string[] = [
  // The data version (changeCounter.ts): a write bumps one of 64 slots, chosen by the connection,
  // and the version is their sum; one row for all would make every two concurrent writers on the
  // edges wait for (or, serializable, cancel) each other.
  `CREATE TABLE data_version (
  slot integer PRIMARY KEY CHECK (slot >= 0 AND slot < 64),
  n bigint NOT NULL DEFAULT 0
)`,
  `INSERT INTO data_version (slot, n) SELECT s, 0 FROM generate_series(0, 63) AS s`,
  `CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE data_version SET n = n + 1 WHERE slot = pg_backend_pid() % 64;
  RETURN NULL;
END
$body$`,
  // search_fold(text), as searchStore.ts's foldText: lower case, NFKD, combining marks removed
  // (the common combining blocks; JavaScript's \p{M} also covers other scripts' vowel signs). The
  // column's "C" collation would fold ASCII only, so lower() is given a Unicode one where there is.
  `DO $body$
DECLARE
  fold_collation text := CASE WHEN EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') THEN ' COLLATE "und-x-icu"' ELSE '' END;
BEGIN
  EXECUTE format(
    $f$CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
       'SELECT regexp_replace(normalize(lower(value%s), NFKD),
          ''[\\u0300-\\u036f\\u0483-\\u0489\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\u3099-\\u309a\\ufe20-\\ufe2f]'', '''', ''g'')'$f$,
    fold_collation);
END
$body$`,
  // json_valid(text), as SQLite's (PostgreSQL 15 has no IS JSON), for columns that may hold other
  // text (events.aux_data): the dialect's jsonTextIfValid. Null stays null.
  `CREATE FUNCTION json_valid(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $body$
BEGIN
  PERFORM value::jsonb;
  RETURN true;
EXCEPTION WHEN invalid_text_representation OR untranslatable_character THEN
  RETURN false;
END
$body$`,
  // colour_distance(a, b), as media/colourHistogram.ts's colourDistance: half the L1 distance of
  // two 64-bin uint16 (little-endian) histograms, rounded; null unless both are 128 bytes.
  `CREATE FUNCTION colour_distance(a bytea, b bytea) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT CASE WHEN length(a) = 128 AND length(b) = 128 THEN
    round(sum(abs((get_byte(a, i) | (get_byte(a, i + 1) << 8)) - (get_byte(b, i) | (get_byte(b, i + 1) << 8)))) / 2.0)::integer
  END
  FROM generate_series(0, 126, 2) AS i
$body$`,
];

// Every edge LISTENs (dataVersionWatch.ts), so its read cache learns of another edge's write
// when it commits instead of asking the counter on every read. Notices of one transaction
// with one payload are sent once, at commit, and never for a rollback.
export const DATA_VERSION_NOTICES = `CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE data_version SET n = n + 1 WHERE slot = pg_backend_pid() % 64;
  PERFORM pg_notify('pinboard_data_version', '');
  RETURN NULL;
END
$body$`;
