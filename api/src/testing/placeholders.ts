// Tests write their fixture SQL once, with `?` placeholders, and run it on either database through
// the API's own Kysely (so a write is told to the read cache as the stores' are); the stores' own
// statements are built with the query builder and never pass through here.

import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { ApiDb } from '../storage/sql/apiDb';
import type { DB } from '../storage/sql/apiTables';

/**
 * The text between the `?` placeholders outside string literals, quoted identifiers, dollar-quoted
 * bodies and comments. (A jsonb `?` operator would be taken for a placeholder: use jsonb_exists() instead.)
 */
export function splitAtPlaceholders(sql: string): string[] {
  const fragments: string[] = [];
  let out = '';
  let i = 0;
  const copyUntil = (end: number) => {
    out += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    if (c === '?') {
      fragments.push(out);
      out = '';
      i++;
    } else if (c === "'" || c === '"') {
      // '' (or "") inside is the quote itself; E'…' strings also escape with a backslash.
      const backslashes = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      let j = i + 1;
      while (j < sql.length) {
        if (backslashes && sql[j] === '\\') j += 2;
        else if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j++;
      }
      copyUntil(Math.min(j + 1, sql.length));
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      copyUntil(end === -1 ? sql.length : end);
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      copyUntil(end === -1 ? sql.length : end + 2);
    } else if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      // $tag$ … $tag$ (a function body); $1 itself is a parameter already written out.
      const tag = /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        copyUntil(end === -1 ? sql.length : end + tag.length);
      } else copyUntil(i + 1);
    } else copyUntil(i + 1);
  }
  fragments.push(out);
  return fragments;
}

/** `?` → `$1`, `$2`, … as splitAtPlaceholders finds them. */
export function translatePlaceholders(sql: string): string {
  return splitAtPlaceholders(sql).reduce((text, fragment, n) => `${text}$${n}${fragment}`);
}

/** Raw SQL with `?` placeholders on a test's database. */
export interface FixtureSql {
  /** The first row, or undefined. */
  get: <T>(sql: string, ...args: unknown[]) => Promise<T | undefined>;
  all: <T>(sql: string, ...args: unknown[]) => Promise<T[]>;
  /** The rows inserted, changed or deleted. */
  run: (sql: string, ...args: unknown[]) => Promise<{ changes: number }>;
}

/** `text` as Kysely's template with `args` as its parameters (booleans as the schema's 0/1), which Kysely numbers for the database. */
function rawQuery<T>(db: Kysely<DB>, text: string, args: readonly unknown[]) {
  const fragments = splitAtPlaceholders(text);
  if (fragments.length !== args.length + 1) throw new Error(`${fragments.length - 1} placeholders but ${args.length} values: ${text}`);
  const template = Object.assign([...fragments], { raw: fragments }) as unknown as TemplateStringsArray;
  return sql<T>(template, ...args.map((arg) => (typeof arg === 'boolean' ? Number(arg) : arg))).execute(db);
}

/** Fixture SQL on `database`, whichever it is. */
export function withPlaceholders(database: ApiDb): FixtureSql {
  return {
    get: async <T>(text: string, ...args: unknown[]) => (await rawQuery<T>(database.db, text, args)).rows[0],
    all: async <T>(text: string, ...args: unknown[]) => (await rawQuery<T>(database.db, text, args)).rows,
    run: async (text: string, ...args: unknown[]) => ({ changes: Number((await rawQuery(database.db, text, args)).numAffectedRows ?? 0) }),
  };
}

/** SQL text run as written (PostgreSQL's own $1…), for the suites about one database's own parts; its writes are not told to the read cache. */
export function asWritten(database: ApiDb): FixtureSql {
  const query = <T>(text: string, args: readonly unknown[]) => database.db.executeQuery<T>(CompiledQuery.raw(text, [...args]));
  return {
    get: async <T>(text: string, ...args: unknown[]) => (await query<T>(text, args)).rows[0],
    all: async <T>(text: string, ...args: unknown[]) => (await query<T>(text, args)).rows,
    run: async (text: string, ...args: unknown[]) => ({ changes: Number((await query(text, args)).numAffectedRows ?? 0) }),
  };
}
