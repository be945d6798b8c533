// Tests write their fixture SQL once, with `?` placeholders, and run it on either database; the
// stores' own statements come compiled by the query builder and never pass through here.

import type { SqlQueries } from '../storage/sql/sqlDb';

/**
 * `?` → `$1`, `$2`, … outside string literals, quoted identifiers, dollar-quoted bodies and
 * comments. (A jsonb `?` operator would be taken for a placeholder: use jsonb_exists() instead.)
 */
export function translatePlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  const copyUntil = (end: number) => {
    out += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    if (c === '?') {
      out += `$${++n}`;
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
  return out;
}

/** `queries` taking SQL a test wrote with `?` placeholders, whichever database it is. */
export function withPlaceholders(queries: SqlQueries): SqlQueries {
  if (queries.dialect.name !== 'postgres') return queries;
  return {
    dialect: queries.dialect,
    get: (sql, ...args) => queries.get(translatePlaceholders(sql), ...args),
    all: (sql, ...args) => queries.all(translatePlaceholders(sql), ...args),
    run: (sql, ...args) => queries.run(translatePlaceholders(sql), ...args),
  };
}
