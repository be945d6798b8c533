// Search by name: boards and people (the search page's tabs), and the search box's typeahead of
// interests, boards and people. A match ignores case and accents ('tomas' finds 'Tomás Álvarez');
// names that start with the query come first, then names that merely contain it, each in name
// order. The query is a LIKE pattern with its own %, _ and \ escaped, so they match themselves.

import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ApiBoard, ApiInterest, ApiUser } from 'shared-contracts';
import type { Page, PageRequest, Viewer, SearchStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { decodeBookmark, toPage, type SortKey } from './bookmarks';
import { LISTABLE_BOARD } from './boardVisibility';
import { namedCondition } from './named';
import { builderDialectOf } from './builderDialect';
import { kyselyOf } from './kyselyOf';
import { ReadModels } from './readModels';
import type { BoardRow } from './rows';
import type { SqlDb } from './sqlDb';

/** Lower case without accents: how names and queries are compared (SQLite's search_fold, PostgreSQL's too). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A LIKE pattern matching the text itself (its %, _ and \ escaped with \), with % before and/or after. */
export function likePattern(text: string, where: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** A ranked match's order: 0 when the name starts with the query, 1 when it contains it elsewhere; then the folded name, the id. */
interface RankKey {
  match_rank: number;
  sort_name: string;
  id: number;
}

/** `expression` LIKE `pattern`, with \ as the escape. */
const like = (expression: Expression<string>, pattern: string) => sql<SqlBool>`${expression} LIKE ${pattern} ESCAPE '\\'`;

/** Ranked matches (as the subquery `found`) in their order, after the bookmark's key. */
function inRankOrder(after: SortKey | null, limit: number) {
  const [rank, name, id] = after ?? [];
  const key = sql.join([sql.ref('match_rank'), sql.ref('sort_name'), sql.ref('id')]);
  return <DB, TB extends keyof DB, O>(found: SelectQueryBuilder<DB, TB, O>) =>
    (after ? found.where(sql<SqlBool>`(${key}) > (${rank}, ${name}, ${id})`) : found)
      .orderBy(sql.ref('match_rank'))
      .orderBy(sql.ref('sort_name'))
      .orderBy(sql.ref('id'))
      .limit(limit);
}

/** Phrases are suggested up to this many words past the term's own. */
const QUERY_WORDS = 3;

/**
 * From titles, the phrases (the term's words and up to two more, up to the first punctuation) that
 * start where a word starts with the folded term, most common first, then shorter, then in order:
 * 'chicken', 'chicken thighs' for 'chi'.
 */
export function suggestedQueries(titles: readonly string[], folded: string, count: number): string[] {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const clause of foldText(title).split(/[,.:;!?|()"“”]+/)) {
      const clauseWords = clause.split(/\s+/).filter(Boolean);
      const termWords = folded.split(/\s+/).length;
      clauseWords.forEach((_, i) => {
        if (!clauseWords.slice(i).join(' ').startsWith(folded)) return;
        for (let n = termWords; n < termWords + QUERY_WORDS && i + n <= clauseWords.length; n++) {
          const phrase = clauseWords.slice(i, i + n).join(' ');
          counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        }
      });
    }
  }
  return [...counts.entries()]
    .sort(([a, na], [b, nb]) => nb - na || a.length - b.length || a.localeCompare(b))
    .slice(0, count)
    .map(([phrase]) => phrase);
}

export function searchStore(db: SqlDb, outboundLink: OutboundLink): SearchStorage {
  const d = builderDialectOf(db);
  /** The folded name LIKE the folded query (both lower case, so LIKE's case rules do not matter). */
  const foldedLike = (name: Expression<string>, pattern: string) => like(d.fold(name), pattern);
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;

  /** Searches that go on from the term: phrases of pins' titles starting where a word starts with it. */
  const querySuggestions = async (term: string, count: number): Promise<string[]> => {
    const folded = foldText(term.trim());
    if (!folded) return [];
    const rows = await kyselyOf(db)
      .selectFrom('pins as p')
      .innerJoin('boards as b', 'b.id', 'p.board_id')
      .select('p.title')
      .where('p.is_repin', '=', 0)
      .where('b.privacy', '=', 'public')
      .where('b.archived', '=', 0)
      .where((eb) => foldedLike(eb.ref('p.title'), likePattern(folded, 'contains')))
      .limit(500)
      .execute();
    return suggestedQueries(
      rows.map((r) => r.title),
      folded,
      count,
    );
  };

  /** The folded query's patterns; null when nothing is left to match (only accents, say). */
  const patterns = (query: string) => {
    const folded = foldText(query.trim());
    return folded === '' ? null : { folded, prefix: likePattern(folded, 'prefix'), contains: likePattern(folded, 'contains') };
  };
  type Patterns = NonNullable<ReturnType<typeof patterns>>;

  // Each kind's matches, ranked (RankKey) for inRankOrder.
  const boardMatches = (viewer: Viewer, p: Patterns) =>
    kyselyOf(db)
      .selectFrom('boards as b')
      .selectAll('b')
      .select((eb) => [
        eb
          .case()
          .when(foldedLike(eb.ref('b.name'), p.prefix))
          .then(eb.lit(0))
          .else(eb.lit(1))
          .end()
          .as('match_rank'),
        d.fold(eb.ref('b.name')).as('sort_name'),
      ])
      .where(namedCondition(LISTABLE_BOARD, { viewer: viewerParam(viewer) }))
      .where((eb) => eb.or([eb('b.archived', '=', 0), eb('b.owner_id', '=', viewerParam(viewer))]))
      .where((eb) => foldedLike(eb.ref('b.name'), p.contains))
      // The table's CHECKs allow no other privacy or layout.
      .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>();
  const userMatches = (p: Patterns) =>
    kyselyOf(db)
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        eb
          .case()
          .when(eb.or([foldedLike(eb.ref('u.username'), p.prefix), foldedLike(eb.ref('u.full_name'), p.prefix)]))
          .then(eb.lit(0))
          .else(eb.lit(1))
          .end()
          .as('match_rank'),
        sql<string>`${d.fold(eb.ref('u.full_name'))} || ' ' || ${d.fold(eb.ref('u.username'))}`.as('sort_name'),
      ])
      .where((eb) => eb.or([foldedLike(eb.ref('u.username'), p.contains), foldedLike(eb.ref('u.full_name'), p.contains)]));
  const interestMatches = (p: Patterns) =>
    kyselyOf(db)
      .selectFrom('interests as i')
      .selectAll('i')
      .select((eb) => [
        eb
          .case()
          .when(foldedLike(eb.ref('i.name'), p.prefix))
          .then(eb.lit(0))
          .else(eb.lit(1))
          .end()
          .as('match_rank'),
        d.fold(eb.ref('i.name')).as('sort_name'),
      ])
      .where((eb) => foldedLike(eb.ref('i.name'), p.contains));

  /** No page at all (the bookmark is still checked as this feed's). */
  const nothingFound = <Item>(feed: string, page: PageRequest): Page<Item> => {
    decodeBookmark(feed, page.bookmark, 3);
    return { items: [], bookmark: null };
  };

  /** One page of ranked matches, read by `found` (after the bookmark's key, up to a limit). */
  const rankedPage = async <Row extends RankKey, Item>(
    feed: string,
    found: (after: SortKey | null, limit: number) => Promise<Row[]>,
    page: PageRequest,
    map: (rows: Row[]) => Promise<Item[]>,
  ): Promise<Page<Item>> => {
    const rows = await found(decodeBookmark(feed, page.bookmark, 3), page.pageSize + 1);
    return toPage(feed, rows, page.pageSize, (r) => [r.match_rank, r.sort_name, r.id], map);
  };

  const boards = async (viewer: Viewer, query: string, page: PageRequest): Promise<Page<ApiBoard>> => {
    const p = patterns(query);
    // A bookmark belongs to its query, as the pins search's does.
    const feed = `search:boards:${p?.folded ?? ''}`;
    if (!p) return nothingFound(feed, page);
    const models = new ReadModels(db, viewer, outboundLink);
    return rankedPage(
      feed,
      (after, limit) => kyselyOf(db).selectFrom(boardMatches(viewer, p).as('found')).selectAll().$call(inRankOrder(after, limit)).execute(),
      page,
      async (rows) => (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => board ?? []),
    );
  };

  const userIds = async (query: string, page: PageRequest): Promise<Page<number>> => {
    const p = patterns(query);
    const feed = `search:users:${p?.folded ?? ''}`;
    if (!p) return nothingFound(feed, page);
    return rankedPage(
      feed,
      (after, limit) => kyselyOf(db).selectFrom(userMatches(p).as('found')).selectAll().$call(inRankOrder(after, limit)).execute(),
      page,
      async (rows) => rows.map((r) => r.id),
    );
  };

  const interests = async (term: string, count: number): Promise<ApiInterest[]> => {
    const p = patterns(term);
    if (!p) return [];
    const rows = await kyselyOf(db).selectFrom(interestMatches(p).as('found')).selectAll().$call(inRankOrder(null, count)).execute();
    return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
  };

  return {
    async searchBoards(viewer, query, page) {
      return boards(viewer, query, page);
    },
    async searchUsers(viewer, query, page) {
      const found = await userIds(query, page);
      const models = new ReadModels(db, viewer, outboundLink);
      const users = await Promise.all(found.items.map((id) => models.user(id)));
      return { items: users.flatMap((user): ApiUser[] => (user ? [user] : [])), bookmark: found.bookmark };
    },
    async typeahead(viewer, term, count) {
      const first = { pageSize: count, bookmark: null };
      const models = new ReadModels(db, viewer, outboundLink);
      const ids = (await userIds(term, first)).items;
      return {
        term,
        queries: await querySuggestions(term, count),
        interests: await interests(term, count),
        boards: (await boards(viewer, term, first)).items,
        users: (await Promise.all(ids.map((id) => models.userSummary(id)))).flatMap((user) => user ?? []),
      };
    },
  };
}
