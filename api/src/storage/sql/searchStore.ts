// Search by name: boards and people (the search page's tabs), and the search box's typeahead of
// interests, boards and people. A match ignores case and accents ('tomas' finds 'Tomás Álvarez');
// names that start with the query come first, then names that merely contain it, each in name
// order. The query is a LIKE pattern with its own %, _ and \ escaped, so they match themselves.

import type { ApiBoard, ApiInterest, ApiUser } from 'shared-contracts';
import type { Page, PageRequest, Storage, Viewer } from '../storage';
import { decodeBookmark, toPage } from './bookmarks';
import { LISTABLE_BOARD } from './boardVisibility';
import type { Db } from '../sqlite/openDatabase';
import { ReadModels } from './readModels';
import type { BoardRow, InterestRow } from './rows';
import { sql } from '../sqlite/statementCache';

type SearchStore = Pick<Storage, 'searchBoards' | 'searchUsers' | 'typeahead'>;

/** Lower case without accents: how names and queries are compared. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A LIKE pattern matching the text itself (its %, _ and \ escaped with \), with % before and/or after. */
export function likePattern(text: string, where: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

const FOLD = 'search_fold';
const LIKE = (column: string, pattern: string) => `${FOLD}(${column}) LIKE @${pattern} ESCAPE '\\'`;

type Ranked<Row> = Row & {
  /** 0 when the name starts with the query, 1 when it contains it elsewhere. */
  match_rank: number;
  /** The folded name: the order within a rank (then the id). */
  sort_name: string;
};

const BOARD_MATCHES = `SELECT b.*, CASE WHEN ${LIKE('b.name', 'prefix')} THEN 0 ELSE 1 END AS match_rank, ${FOLD}(b.name) AS sort_name
  FROM boards b
  WHERE ${LISTABLE_BOARD} AND (b.archived = 0 OR b.owner_id = @viewer) AND ${LIKE('b.name', 'contains')}`;

const USER_MATCHES = `SELECT u.id, CASE WHEN ${LIKE('u.username', 'prefix')} OR ${LIKE('u.full_name', 'prefix')} THEN 0 ELSE 1 END AS match_rank,
    ${FOLD}(u.full_name) || ' ' || ${FOLD}(u.username) AS sort_name
  FROM users u
  WHERE ${LIKE('u.username', 'contains')} OR ${LIKE('u.full_name', 'contains')}`;

const INTEREST_MATCHES = `SELECT i.*, CASE WHEN ${LIKE('i.name', 'prefix')} THEN 0 ELSE 1 END AS match_rank, ${FOLD}(i.name) AS sort_name
  FROM interests i
  WHERE ${LIKE('i.name', 'contains')}`;

const AFTER = 'WHERE (match_rank, sort_name, id) > (@rank, @name, @id)';
const ORDER = 'ORDER BY match_rank, sort_name, id LIMIT @limit';

export function searchStore(db: Db): SearchStore {
  db.function(FOLD, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldText(text) : text));
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
  const rankedPage = <Row extends { id: number }, Item>(
    feed: string,
    matches: string,
    params: Record<string, unknown>,
    page: PageRequest,
    map: (rows: Array<Ranked<Row>>) => Item[],
  ): Page<Item> => {
    const after = decodeBookmark(feed, page.bookmark, 3);
    const rows = sql(db, `SELECT * FROM (${matches}) ${after ? AFTER : ''} ${ORDER}`).all({
      ...params,
      limit: page.pageSize + 1,
      rank: after?.[0] ?? 0,
      name: after?.[1] ?? '',
      id: after?.[2] ?? 0,
    }) as Array<Ranked<Row>>;
    return toPage(feed, rows, page.pageSize, (r) => [r.match_rank, r.sort_name, r.id], map);
  };

  const boards = (viewer: Viewer, query: string, page: PageRequest): Page<ApiBoard> => {
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
      (rows) => rows.flatMap((row) => models.boardFromRow(row) ?? []),
    );
  };

  const userIds = (query: string, page: PageRequest): Page<number> => {
    const p = patterns(query);
    const feed = `search:users:${p?.folded ?? ''}`;
    if (!p) return nothingFound(feed, page);
    return rankedPage<{ id: number }, number>(feed, USER_MATCHES, { prefix: p.prefix, contains: p.contains }, page, (rows) =>
      rows.map((r) => r.id),
    );
  };

  const interests = (term: string, count: number): ApiInterest[] => {
    const p = patterns(term);
    if (!p) return [];
    const rows = sql(db, `SELECT * FROM (${INTEREST_MATCHES}) ${ORDER}`).all({
      prefix: p.prefix,
      contains: p.contains,
      limit: count,
    }) as InterestRow[];
    return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
  };

  return {
    async searchBoards(viewer, query, page) {
      return boards(viewer, query, page);
    },
    async searchUsers(viewer, query, page) {
      const found = userIds(query, page);
      const models = new ReadModels(db, viewer);
      return {
        items: found.items.flatMap((id): ApiUser[] => {
          const user = models.user(id);
          return user ? [user] : [];
        }),
        bookmark: found.bookmark,
      };
    },
    async typeahead(viewer, term, count) {
      const first = { pageSize: count, bookmark: null };
      const models = new ReadModels(db, viewer);
      return {
        term,
        interests: interests(term, count),
        boards: boards(viewer, term, first).items,
        users: userIds(term, first).items.flatMap((id) => models.userSummary(id) ?? []),
      };
    },
  };
}
