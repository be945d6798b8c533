// Listing a user's boards (a profile's board list): one page of the boards they own or joined that
// the viewer is shown, in the sort the profile asks for, paged by offset. The sort orders and the
// expressions they sort by are used by this list alone.

import { expressionBuilder, type Expression, type Kysely } from 'kysely';
import type { BoardSort } from 'shared-contracts/api';
import { ForeignBookmark } from '../foreignBookmark';
import type { BoardsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { viewerParam } from '../subject';
import type { Boards, DB } from './apiTables';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { boardOfUser, listableBoard } from './boardVisibility';
import { builderDialectOf, type BuilderDialect } from './builderDialect';
import { ReadModels } from './readModels';
import type { BoardRow } from './rows';

/** Expressions on the board list's board `b`, built once outside any query. */
const onBoard = expressionBuilder<DB & { b: Boards }, 'b'>();
/** When a pin was last put on the board: its newest pin, else when its order last changed. */
const lastPinned = () =>
  onBoard.fn.coalesce(
    onBoard
      .selectFrom('pins as p')
      .select((eb) => eb.fn.max('p.created_at').as('last'))
      .whereRef('p.board_id', '=', 'b.id'),
    onBoard.ref('b.board_order_modified_at'),
  );
/** A group board: marked collaborative, or with a collaborator who joined. */
const isGroup = () =>
  onBoard.or([
    onBoard('b.is_collaborative', '=', 1),
    onBoard.exists(
      onBoard
        .selectFrom('board_collaborators as c')
        .select((eb) => eb.lit(1).as('one'))
        .whereRef('c.board_id', '=', 'b.id')
        .where('c.status', '=', 'accepted'),
    ),
  ]);

/** An ORDER BY term. */
type Order = [Expression<unknown>, 'asc' | 'desc'];
const sortOrders = (d: BuilderDialect): Record<BoardSort, Order[]> => ({
  alphabetical: [
    [d.orderNocase(onBoard.ref('b.name')), 'asc'],
    [onBoard.ref('b.id'), 'asc'],
  ],
  last_pinned_to: [
    [lastPinned(), 'desc'],
    [onBoard.ref('b.id'), 'desc'],
  ],
  oldest: [
    [onBoard.ref('b.created_at'), 'asc'],
    [onBoard.ref('b.id'), 'asc'],
  ],
  newest: [
    [onBoard.ref('b.created_at'), 'desc'],
    [onBoard.ref('b.id'), 'desc'],
  ],
  group_boards_at_top: [
    [isGroup(), 'desc'],
    [lastPinned(), 'desc'],
    [onBoard.ref('b.id'), 'desc'],
  ],
  custom: [
    [onBoard.ref('b.custom_order'), 'asc'],
    [onBoard.ref('b.id'), 'asc'],
  ],
});

export const listBoardsOf = (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['listBoards'] => {
  const SORT_ORDERS = sortOrders(builderDialectOf(db));
  return async (viewer, query) => {
    const offset = Number(decodeBookmark('boards', query.bookmark, 1)?.[0] ?? 0);
    if (!Number.isSafeInteger(offset) || offset < 0) throw new ForeignBookmark('boards');
    const rows = await SORT_ORDERS[query.sort]
      .reduce(
        (listed, [expression, direction]) => listed.orderBy(expression, direction),
        db
          .selectFrom('boards as b')
          .selectAll('b')
          .where(boardOfUser(query.ownerId))
          .$if(!query.includeArchived, (listed) => listed.where('b.archived', '=', 0))
          .where(listableBoard(viewerParam(viewer)))
          .$if(query.privacyFilter === 'public', (listed) => listed.where('b.privacy', '<>', 'secret'))
          .$if(query.privacyFilter === 'secret', (listed) => listed.where('b.privacy', '=', 'secret'))
          // The owner's quick-saves board first, then (grouped by visibility) the non-secret boards before the secret ones.
          .orderBy((eb) => eb.and([eb('b.layout', '=', 'quick_saves'), eb('b.owner_id', '=', query.ownerId)]), 'desc')
          .$if(query.groupBy === 'visibility', (listed) => listed.orderBy((eb) => eb('b.privacy', '=', 'secret'), 'asc')),
      )
      .limit(query.pageSize + 1)
      .offset(offset)
      // The table's CHECKs allow no other privacy or layout.
      .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
      .execute();
    const more = rows.length > query.pageSize;
    const models = new ReadModels(db, viewer, outboundLink);
    const boards = await Promise.all(rows.slice(0, query.pageSize).map((row) => models.boardFromRow(row)));
    const items = boards.flatMap((board) => (board ? [board] : []));
    return { items, bookmark: more ? encodeBookmark('boards', [offset + query.pageSize]) : null };
  };
};
