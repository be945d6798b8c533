// Search by name: boards and people (the search page's tabs), and the search box's typeahead of
// interests, boards and people. A match ignores case and accents ('tomas' finds 'Tomás Álvarez');
// names that start with the query come first, then names that merely contain it, each in name
// order. The query is a LIKE pattern with its own %, _ and \ escaped, so they match themselves.

import type { ApiBoard, ApiInterest, ApiUser } from 'shared-contracts';
import type { Page, PageRequest, Viewer, SearchStorage } from '../storage';
import { decodeBookmark, toPage } from './bookmarks';
import { LISTABLE_BOARD } from './boardVisibility';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { ReadModels } from './readModels';
import type { BoardRow, InterestRow } from './rows';
import type { SqlDb, SqlValue } from './sqlDb';

/** Lower case without accents: how names and queries are compared (SQLite's search_fold, PostgreSQL's too). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A LIKE pattern matching the text itself (its %, _ and \ escaped with \), with % before and/or after. */
export function likePattern(text: string, where: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

type Ranked<Row> = Row & {
  /** 0 when the name starts with the query, 1 when it contains it elsewhere. */
  match_rank: number;
  /** The folded name: the order within a rank (then the id). */
  sort_name: string;
};

/** The statements of a dialect: the folded column LIKE the folded query (both lower case, so LIKE's case rules do not matter). */
function matches(d: Dialect) {
  const LIKE = (column: string, pattern: string) => `${d.fold(column)} LIKE @${pattern} ESCAPE '\\'`;
  return {
    BOARD_MATCHES: `SELECT b.*, CASE WHEN ${LIKE('b.name', 'prefix')} THEN 0 ELSE 1 END AS match_rank, ${d.fold('b.name')} AS sort_name
  FROM boards b
  WHERE ${LISTABLE_BOARD} AND (b.archived = 0 OR b.owner_id = @viewer) AND ${LIKE('b.name', 'contains')}`,
    USER_MATCHES: `SELECT u.id, CASE WHEN ${LIKE('u.username', 'prefix')} OR ${LIKE('u.full_name', 'prefix')} THEN 0 ELSE 1 END AS match_rank,
    ${d.fold('u.full_name')} || ' ' || ${d.fold('u.username')} AS sort_name
  FROM users u
  WHERE ${LIKE('u.username', 'contains')} OR ${LIKE('u.full_name', 'contains')}`,
    INTEREST_MATCHES: `SELECT i.*, CASE WHEN ${LIKE('i.name', 'prefix')} THEN 0 ELSE 1 END AS match_rank, ${d.fold('i.name')} AS sort_name
  FROM interests i
  WHERE ${LIKE('i.name', 'contains')}`,
  };
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

const AFTER = 'WHERE (match_rank, sort_name, id) > (@rank, @name, @id)';
const ORDER = 'ORDER BY match_rank, sort_name, id LIMIT @limit';

export function searchStore(db: SqlDb): SearchStorage {
  const d = dialectOf(db);
  const { BOARD_MATCHES, USER_MATCHES, INTEREST_MATCHES } = matches(d);

  /** Searches that go on from the term: phrases of pins' titles starting where a word starts with it. */
  const querySuggestions = async (term: string, count: number): Promise<string[]> => {
    const folded = foldText(term.trim());
    if (!folded) return [];
    const rows = await db.all<{ title: string }>(
      ...named(
        `SELECT p.title FROM pins p JOIN boards b ON b.id = p.board_id
           WHERE p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0 AND ${d.fold('p.title')} LIKE @q ESCAPE '\\'
           LIMIT 500`,
        { q: likePattern(folded, 'contains') },
      ),
    );
    return suggestedQueries(
      rows.map((r) => r.title),
      folded,
      count,
    );
  };
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;

  /** The folded query's patterns; null when nothing is left to match (only accents, say). */
  const patterns = (query: string) => {
    const folded = foldText(query.trim());
    return folded === '' ? null : { folded, prefix: likePattern(folded, 'prefix'), contains: likePattern(folded, 'contains') };
  };

  /** No page at all (the bookmark is still checked as this feed's). */
  const nothingFound = <Item>(feed: string, page: PageRequest): Page<Item> => {
    decodeBookmark(feed, page.bookmark, 3);
    return { items: [], bookmark: null };
  };

  /** One page of ranked matches, by (match_rank, sort_name, id) after the bookmark's. */
  const rankedPage = async <Row extends { id: number }, Item>(
    feed: string,
    found: string,
    params: Record<string, SqlValue>,
    page: PageRequest,
    map: (rows: Array<Ranked<Row>>) => Promise<Item[]>,
  ): Promise<Page<Item>> => {
    const after = decodeBookmark(feed, page.bookmark, 3);
    const rows = await db.all<Ranked<Row>>(
      ...named(`SELECT * FROM (${found}) AS found ${after ? AFTER : ''} ${ORDER}`, {
        ...params,
        limit: page.pageSize + 1,
        rank: after?.[0] ?? 0,
        name: after?.[1] ?? '',
        id: after?.[2] ?? 0,
      }),
    );
    return toPage(feed, rows, page.pageSize, (r) => [r.match_rank, r.sort_name, r.id], map);
  };

  const boards = async (viewer: Viewer, query: string, page: PageRequest): Promise<Page<ApiBoard>> => {
    const p = patterns(query);
    // A bookmark belongs to its query, as the pins search's does.
    const feed = `search:boards:${p?.folded ?? ''}`;
    if (!p) return nothingFound(feed, page);
    const models = new ReadModels(db, viewer);
    return rankedPage<BoardRow, ApiBoard>(
      feed,
      BOARD_MATCHES,
      { viewer: viewerParam(viewer), prefix: p.prefix, contains: p.contains },
      page,
      async (rows) => (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => board ?? []),
    );
  };

  const userIds = async (query: string, page: PageRequest): Promise<Page<number>> => {
    const p = patterns(query);
    const feed = `search:users:${p?.folded ?? ''}`;
    if (!p) return nothingFound(feed, page);
    return rankedPage<{ id: number }, number>(feed, USER_MATCHES, { prefix: p.prefix, contains: p.contains }, page, async (rows) =>
      rows.map((r) => r.id),
    );
  };

  const interests = async (term: string, count: number): Promise<ApiInterest[]> => {
    const p = patterns(term);
    if (!p) return [];
    const rows = await db.all<InterestRow>(
      ...named(`SELECT * FROM (${INTEREST_MATCHES}) AS found ${ORDER}`, { prefix: p.prefix, contains: p.contains, limit: count }),
    );
    return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
  };

  return {
    async searchBoards(viewer, query, page) {
      return boards(viewer, query, page);
    },
    async searchUsers(viewer, query, page) {
      const found = await userIds(query, page);
      const models = new ReadModels(db, viewer);
      const users = await Promise.all(found.items.map((id) => models.user(id)));
      return { items: users.flatMap((user): ApiUser[] => (user ? [user] : [])), bookmark: found.bookmark };
    },
    async typeahead(viewer, term, count) {
      const first = { pageSize: count, bookmark: null };
      const models = new ReadModels(db, viewer);
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
