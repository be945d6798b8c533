// What a database's schema is, as lines a test compares: every table's columns, keys, indexes,
// checks and triggers, read from the database itself (SQLite's pragmas, PostgreSQL's catalogs),
// so two databases made by different statements compare equal when their schemas are the same.

import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';

export type SchemaDump = Record<string, string[]>;

/** A statement as SQLite keeps its text, without comments, quotes, case or spacing that mean nothing. */
function normalised(text: string): string {
  return text
    .replace(/--[^\n]*/g, '')
    .replace(/"/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),=])\s*/g, '$1')
    .trim();
}

/** The parts of a CREATE TABLE's body at the outer level: its column definitions and table constraints. */
function bodyParts(createTable: string): string[] {
  const text = normalised(createTable);
  const body = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '(') depth++;
    else if (body[i] === ')') depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

/** The CHECK expressions of a statement, wherever they stand. */
function checks(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf('check('); at >= 0; at = text.indexOf('check(', at + 1)) {
    let depth = 0;
    for (let i = at + 5; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        found.push(text.slice(at, i + 1));
        break;
      }
    }
  }
  return found;
}

interface SqliteObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

export function sqliteSchemaDump(db: BetterSqlite3.Database): SchemaDump {
  const dump: SchemaDump = { tables: [], columns: [], checks: [], collations: [], foreignKeys: [], indexes: [], statements: [] };
  const objects = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all() as SqliteObject[];
  for (const object of objects) {
    if (object.type === 'table') {
      const table = object.name;
      dump.tables?.push(table);
      const columns = db
        .prepare('SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid')
        .all(table) as {
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
        hidden: number;
      }[];
      for (const c of columns)
        dump.columns?.push(
          `${table}.${c.name} ${c.type.toUpperCase()}${c.notnull ? ' NOT NULL' : ''}${c.dflt_value === null ? '' : ` DEFAULT ${c.dflt_value}`}${c.pk ? ` PK${c.pk}` : ''}${c.hidden ? ` HIDDEN${c.hidden}` : ''}`,
        );
      const parts = object.sql ? bodyParts(object.sql) : [];
      for (const part of parts) {
        for (const check of checks(part)) dump.checks?.push(`${table}: ${check}`);
        const collation = / collate (\w+)/.exec(part)?.[1];
        if (collation) dump.collations?.push(`${table}.${part.split(' ')[0]} ${collation}`);
      }
      const keys = db.prepare('SELECT "from", "table", "to", on_update, on_delete FROM pragma_foreign_key_list(?)').all(table) as {
        from: string;
        table: string;
        to: string;
        on_update: string;
        on_delete: string;
      }[];
      for (const k of keys)
        dump.foreignKeys?.push(`${table}.${k.from} -> ${k.table}.${k.to} ON UPDATE ${k.on_update} ON DELETE ${k.on_delete}`);
      const indexes = db.prepare('SELECT name, "unique", origin, partial FROM pragma_index_list(?)').all(table) as {
        name: string;
        unique: number;
        origin: string;
        partial: number;
      }[];
      for (const index of indexes) {
        const keyColumns = db
          .prepare('SELECT name, "desc", coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno')
          .all(index.name) as {
          name: string | null;
          desc: number;
          coll: string;
        }[];
        const described = keyColumns.map((k) => `${k.name ?? '(expression)'}${k.desc ? ' DESC' : ''} ${k.coll}`).join(', ');
        dump.indexes?.push(
          `${table}: ${index.name} (${described})${index.unique ? ' UNIQUE' : ''} ${index.origin}${index.partial ? ' PARTIAL' : ''}`,
        );
      }
    }
    // What pragmas do not tell: an index's expressions and WHERE, a trigger, a virtual table.
    if (object.sql && (object.type !== 'table' || object.sql.toUpperCase().startsWith('CREATE VIRTUAL')))
      dump.statements?.push(`${object.type} ${object.name}: ${normalised(object.sql)}`);
  }
  for (const lines of Object.values(dump)) lines.sort();
  return dump;
}

// Whether the server has ICU decides search_fold's body (postgresFunctions.ts); a dump made on one says the same on the other.
const ICU = / COLLATE "und-x-icu"/g;

export async function postgresSchemaDump(db: Kysely<unknown>): Promise<SchemaDump> {
  const lines = async (query: RawBuilder<{ line: string }>) => (await query.execute(db)).rows.map((r) => r.line.replace(ICU, ''));
  return {
    columns: await lines(sql`SELECT table_name || '.' || column_name || ' #' || ordinal_position || ' ' || data_type
        || CASE WHEN is_nullable = 'NO' THEN ' NOT NULL' ELSE '' END || coalesce(' DEFAULT ' || column_default, '')
        || coalesce(' COLLATE ' || collation_name, '') || CASE WHEN is_identity = 'YES' THEN ' IDENTITY ' || identity_generation ELSE '' END AS line
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`),
    constraints: await lines(sql`SELECT conrelid::regclass::text || ': ' || conname || ' ' || pg_get_constraintdef(oid) AS line
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY 1`),
    indexes: await lines(sql`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`),
    triggers: await lines(sql`SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`),
    functions: await lines(sql`SELECT pg_get_functiondef(p.oid) AS line FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace ORDER BY 1`),
    textSearch:
      await lines(sql`SELECT 'configuration ' || cfgname AS line FROM pg_ts_config WHERE cfgnamespace = current_schema()::regnamespace
      UNION ALL SELECT 'dictionary ' || dictname || ' ' || coalesce(dictinitoption, '') FROM pg_ts_dict WHERE dictnamespace = current_schema()::regnamespace
      ORDER BY 1`),
    rows: await lines(sql`SELECT 'data_version: ' || count(*) AS line FROM data_version`),
  };
}
