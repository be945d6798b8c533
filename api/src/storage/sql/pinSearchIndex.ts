// The pins search on each database's full-text index of pins (migrations 'pins search': SQLite's
// FTS5 table pin_search, PostgreSQL's tsvector table pin_search, both kept by triggers): which pins
// `p` hold every word, and how well. A pin ranks by the first field that alone holds every word:
// its title (0), its board's name (1), its description (2), else its words spread over fields or
// lie in its topic or link domain (3). Ties go by the home feed's order, so a page's order is the
// same on both databases and stays put while the index changes between pages.

import { sql, type RawBuilder, type SqlBool, type Kysely } from 'kysely';
import { dialectOf } from 'sql-kit/sqlDatabase';
import type { Viewer } from '../storage';
import { discoverablePin } from './discoverablePins';
import { fts5Query, pinSearchWords, tsQueryText, type PinSearchField } from './pinSearchWords';
import type { DB } from './apiTables';

export interface PinSearch {
  /** The pin `p` holds every word. */
  matches: RawBuilder<SqlBool>;
  /** 0 to 3, as above. */
  rank: RawBuilder<number>;
}

/** The fields that rank a pin by themselves, in rank order, each with PostgreSQL's weight for it. */
const RANKED_FIELDS: ReadonlyArray<[PinSearchField, 'a' | 'b' | 'c']> = [
  ['title', 'a'],
  ['board', 'b'],
  ['description', 'c'],
];

const rankOf = (heldBy: (field: PinSearchField, weight: 'a' | 'b' | 'c') => RawBuilder<SqlBool>): RawBuilder<number> =>
  sql<number>`CASE ${sql.join(
    RANKED_FIELDS.map(([field, weight], rank) => sql`WHEN ${heldBy(field, weight)} THEN ${sql.lit(rank)}`),
    sql` `,
  )} ELSE ${sql.lit(RANKED_FIELDS.length)} END`;

/** The search for `words` (at least one: pinSearchWords' answer, checked by the caller). */
export function pinSearch(db: Kysely<DB>, words: readonly string[]): PinSearch {
  const pin = sql.ref('p.id');
  if (dialectOf(db) === 'postgres') {
    const query = sql`plainto_tsquery('pin_search_words', ${tsQueryText(words)})`;
    // ts_filter keeps a document's words of one weight: those of one field.
    const heldBy = (weight?: string) =>
      sql<SqlBool>`${pin} IN (SELECT pin_id FROM pin_search WHERE document @@ ${query}${
        weight ? sql` AND ts_filter(document, ${sql.lit(`{${weight}}`)}) @@ ${query}` : sql``
      })`;
    return { matches: heldBy(), rank: rankOf((_, weight) => heldBy(weight)) };
  }
  const heldBy = (field?: PinSearchField) =>
    sql<SqlBool>`${pin} IN (SELECT rowid FROM pin_search WHERE pin_search MATCH ${fts5Query(words, field)})`;
  return { matches: heldBy(), rank: rankOf((field) => heldBy(field)) };
}

/** Whether searching `query` finds any pin the viewer may discover: what the typeahead offers must. */
export async function findsAnyPin(db: Kysely<DB>, viewer: Viewer, query: string): Promise<boolean> {
  const words = pinSearchWords(query);
  if (words.length === 0) return false;
  const found = await db
    .selectFrom('pins as p')
    .innerJoin('boards as b', 'b.id', 'p.board_id')
    .select('p.id')
    .where(discoverablePin(viewer))
    .where(pinSearch(db, words).matches)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
