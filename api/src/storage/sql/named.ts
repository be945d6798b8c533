// Named parameters (@name) for the stores' longer statements, where one value is used in several
// places: the text is rewritten once to `?` placeholders (what both adapters take) and each call
// gives the values in their order. A name the call does not give is an error, as better-sqlite3's
// own named parameters made it.

import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SqlValue } from './sqlDb';

interface Compiled {
  sql: string;
  names: string[];
}

const compiled = new Map<string, Compiled>();
const NAME = /@([A-Za-z_][A-Za-z0-9_]*)/g;

function compile(text: string): Compiled {
  let found = compiled.get(text);
  if (!found) {
    const names: string[] = [];
    const sql = text.replace(NAME, (_, name: string) => {
      names.push(name);
      return '?';
    });
    found = { sql, names };
    compiled.set(text, found);
  }
  return found;
}

function valueOf(name: string, params: Readonly<Record<string, SqlValue | undefined>>): SqlValue {
  const value = params[name];
  if (value === undefined) throw new Error(`the statement's parameter @${name} has no value`);
  return value;
}

/** The statement with `?` placeholders and its values, to spread into get/all/run. */
export function named(text: string, params: Readonly<Record<string, SqlValue | undefined>>): [string, ...SqlValue[]] {
  const { sql: withPlaceholders, names } = compile(text);
  return [withPlaceholders, ...names.map((name) => valueOf(name, params))];
}

/**
 * A condition written with @names (boardVisibility.ts's) as an expression in a built query
 * (kyselyOf.ts), its names bound to `params`: one written rule serves both kinds of query.
 */
export function namedCondition(text: string, params: Readonly<Record<string, SqlValue | undefined>>): RawBuilder<SqlBool> {
  // Split on a captured name: text and names alternate.
  const pieces = text.split(NAME).map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${valueOf(piece, params)}`));
  return sql<SqlBool>`${sql.join(pieces, sql.raw(''))}`;
}
