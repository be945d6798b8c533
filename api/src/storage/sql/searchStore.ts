// Search by name: boards and people (the search page's tabs), and the search box's typeahead of
// interests, searches, boards and people (the interests and searches only those whose pins search
// finds something: pinSearchIndex.ts). A match ignores case and accents ('tomas' finds 'Tomás Álvarez');
// names that start with the query come first, then names that merely contain it, each in name
// order. The query is a LIKE pattern with its own %, _ and \ escaped, so they match themselves.
// Here: the SearchStorage the API is given, paging the matches that searchMatches.ts finds and
// ranks; the folding, escaping and suggested queries (no database) are in searchText.ts.

import type { ApiBoard, ApiInterest, ApiUser } from 'shared-contracts/api';
import type { Page, PageRequest, Viewer, SearchStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { decodeBookmark, toPage, type SortKey } from './bookmarks';
import { builderDialectOf } from './builderDialect';
import { ReadModels } from './readModels';
import { findsAnyPin } from './pinSearchIndex';
import { boardMatches, foldedLike, inRankOrder, interestMatches, patterns, userMatches, type RankKey } from './searchMatches';
import { foldText, likePattern, suggestedQueries } from './searchText';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

export { foldText, likePattern, suggestedQueries };

/** Searches that go on from the term: phrases of pins' titles starting where a word starts with it. */
async function querySuggestions(db: Kysely<DB>, term: string, count: number): Promise<string[]> {
  const folded = foldText(term.trim());
  if (!folded) return [];
  const d = builderDialectOf(db);
  const rows = await db
    .selectFrom('pins as p')
    .innerJoin('boards as b', 'b.id', 'p.board_id')
    .select('p.title')
    .where('p.is_repin', '=', 0)
    .where('b.privacy', '=', 'public')
    .where('b.archived', '=', 0)
    .where((eb) => foldedLike(d, eb.ref('p.title'), likePattern(folded, 'contains')))
    .limit(500)
    .execute();
  return suggestedQueries(
    rows.map((r) => r.title),
    folded,
    count,
  );
}

/** How many candidates the typeahead weighs for each search or idea it may offer (some may find nothing). */
const CANDIDATES_PER_OFFER = 3;

/** Up to `count` of the candidates, in order, that pass `test` (asked one by one, only as far as needed). */
async function firstThat<T>(candidates: readonly T[], count: number, test: (candidate: T) => Promise<boolean>): Promise<T[]> {
  const kept: T[] = [];
  for (const candidate of candidates) {
    if (kept.length === count) break;
    if (await test(candidate)) kept.push(candidate);
  }
  return kept;
}

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

async function boards(
  db: Kysely<DB>,
  outboundLink: OutboundLink,
  viewer: Viewer,
  query: string,
  page: PageRequest,
): Promise<Page<ApiBoard>> {
  const p = patterns(query);
  // A bookmark belongs to its query, as the pins search's does.
  const feed = `search:boards:${p?.folded ?? ''}`;
  if (!p) return nothingFound(feed, page);
  const models = new ReadModels(db, viewer, outboundLink);
  return rankedPage(
    feed,
    (after, limit) =>
      db
        .selectFrom(boardMatches(db, viewer, p).as('found'))
        .selectAll()
        .$call(inRankOrder(after, limit))
        .execute(),
    page,
    async (rows) => (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => board ?? []),
  );
}

async function userIds(db: Kysely<DB>, query: string, page: PageRequest): Promise<Page<number>> {
  const p = patterns(query);
  const feed = `search:users:${p?.folded ?? ''}`;
  if (!p) return nothingFound(feed, page);
  return rankedPage(
    feed,
    (after, limit) => db.selectFrom(userMatches(db, p).as('found')).selectAll().$call(inRankOrder(after, limit)).execute(),
    page,
    async (rows) => rows.map((r) => r.id),
  );
}

async function interests(db: Kysely<DB>, term: string, count: number): Promise<ApiInterest[]> {
  const p = patterns(term);
  if (!p) return [];
  const rows = await db.selectFrom(interestMatches(db, p).as('found')).selectAll().$call(inRankOrder(null, count)).execute();
  return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
}

export function searchStore(db: Kysely<DB>, outboundLink: OutboundLink): SearchStorage {
  return {
    async searchBoards(viewer, query, page) {
      return boards(db, outboundLink, viewer, query, page);
    },
    async searchUsers(viewer, query, page) {
      const found = await userIds(db, query, page);
      const models = new ReadModels(db, viewer, outboundLink);
      const users = await Promise.all(found.items.map((id) => models.user(id)));
      return { items: users.flatMap((user): ApiUser[] => (user ? [user] : [])), bookmark: found.bookmark };
    },
    async typeahead(viewer, term, count) {
      const first = { pageSize: count, bookmark: null };
      const models = new ReadModels(db, viewer, outboundLink);
      const ids = (await userIds(db, term, first)).items;
      // Searches and ideas are offered only where searching them finds a pin this viewer may see.
      const finds = (query: string) => findsAnyPin(db, viewer, query);
      return {
        term,
        queries: await firstThat(await querySuggestions(db, term, count * CANDIDATES_PER_OFFER), count, finds),
        interests: await firstThat(await interests(db, term, count * CANDIDATES_PER_OFFER), count, (interest) => finds(interest.name)),
        boards: (await boards(db, outboundLink, viewer, term, first)).items,
        users: (await Promise.all(ids.map((id) => models.userSummary(id)))).flatMap((user) => user ?? []),
      };
    },
  };
}
