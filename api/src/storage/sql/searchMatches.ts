// What the name search matches, and in what order: each kind's matches (boards, people, interests)
// as a query ranked 0 when the name starts with the query and 1 when it merely contains it, both
// sides folded; inRankOrder reads them in that order after a bookmark's key.

import { sql, type Expression, type SelectQueryBuilder, type SqlBool, type Kysely } from 'kysely';
import type { Viewer } from '../storage';
import { viewerParam } from '../subject';
import { listableBoard } from './boardVisibility';
import type { SortKey } from './bookmarks';
import { builderDialectOf, type BuilderDialect } from './builderDialect';
import type { BoardRow } from './rows';
import { foldText, likePattern } from './searchText';
import type { DB } from './apiTables';

/** A ranked match's order: 0 when the name starts with the query, 1 when it contains it elsewhere; then the folded name, the id. */
export interface RankKey {
  match_rank: number;
  sort_name: string;
  id: number;
}

/** `expression` LIKE `pattern`, with \ as the escape. */
const like = (expression: Expression<string>, pattern: string) => sql<SqlBool>`${expression} LIKE ${pattern} ESCAPE '\\'`;

/** The folded name LIKE the folded query (both lower case, so LIKE's case rules do not matter). */
export const foldedLike = (d: BuilderDialect, name: Expression<string>, pattern: string) => like(d.fold(name), pattern);

/** Ranked matches (as the subquery `found`) in their order, after the bookmark's key. */
export function inRankOrder(after: SortKey | null, limit: number) {
  const [rank, name, id] = after ?? [];
  const key = sql.join([sql.ref('match_rank'), sql.ref('sort_name'), sql.ref('id')]);
  return <DB, TB extends keyof DB, O>(found: SelectQueryBuilder<DB, TB, O>) =>
    (after ? found.where(sql<SqlBool>`(${key}) > (${rank}, ${name}, ${id})`) : found)
      .orderBy(sql.ref('match_rank'))
      .orderBy(sql.ref('sort_name'))
      .orderBy(sql.ref('id'))
      .limit(limit);
}

/** The folded query's patterns; null when nothing is left to match (only accents, say). */
export const patterns = (query: string) => {
  const folded = foldText(query.trim());
  return folded === '' ? null : { folded, prefix: likePattern(folded, 'prefix'), contains: likePattern(folded, 'contains') };
};
export type Patterns = NonNullable<ReturnType<typeof patterns>>;

// Each kind's matches, ranked (RankKey) for inRankOrder.
export const boardMatches = (db: Kysely<DB>, viewer: Viewer, p: Patterns) => {
  const d = builderDialectOf(db);
  return (
    db
      .selectFrom('boards as b')
      .selectAll('b')
      .select((eb) => [
        eb
          .case()
          .when(foldedLike(d, eb.ref('b.name'), p.prefix))
          .then(eb.lit(0))
          .else(eb.lit(1))
          .end()
          .as('match_rank'),
        d.fold(eb.ref('b.name')).as('sort_name'),
      ])
      .where(listableBoard(viewerParam(viewer)))
      .where((eb) => eb.or([eb('b.archived', '=', 0), eb('b.owner_id', '=', viewerParam(viewer))]))
      .where((eb) => foldedLike(d, eb.ref('b.name'), p.contains))
      // The table's CHECKs allow no other privacy or layout.
      .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
  );
};

export const userMatches = (db: Kysely<DB>, p: Patterns) => {
  const d = builderDialectOf(db);
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      eb
        .case()
        .when(eb.or([foldedLike(d, eb.ref('u.username'), p.prefix), foldedLike(d, eb.ref('u.full_name'), p.prefix)]))
        .then(eb.lit(0))
        .else(eb.lit(1))
        .end()
        .as('match_rank'),
      sql<string>`${d.fold(eb.ref('u.full_name'))} || ' ' || ${d.fold(eb.ref('u.username'))}`.as('sort_name'),
    ])
    .where((eb) => eb.or([foldedLike(d, eb.ref('u.username'), p.contains), foldedLike(d, eb.ref('u.full_name'), p.contains)]));
};

export const interestMatches = (db: Kysely<DB>, p: Patterns) => {
  const d = builderDialectOf(db);
  return db
    .selectFrom('interests as i')
    .selectAll('i')
    .select((eb) => [
      eb
        .case()
        .when(foldedLike(d, eb.ref('i.name'), p.prefix))
        .then(eb.lit(0))
        .else(eb.lit(1))
        .end()
        .as('match_rank'),
      d.fold(eb.ref('i.name')).as('sort_name'),
    ])
    .where((eb) => foldedLike(d, eb.ref('i.name'), p.contains));
};
