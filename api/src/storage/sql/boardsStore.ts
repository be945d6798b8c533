// Boards: the BoardsStorage the API is given, composed of its parts. Here: who may do what with a
// board (boardAccessFor, which the pins store asks too) and reading one by id or by URL; the board
// writes are in boardWrites.ts, a user's board list in boardListing.ts, sections in
// boardSections.ts and collaborators and invites in boardCollaborators.ts.

import type { ApiCollaborator } from 'shared-contracts/api';
import type { BoardAccess, Viewer, BoardsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { boardCollaborators } from './boardCollaborators';
import { listBoardsOf } from './boardListing';
import { boardSections } from './boardSections';
import { boardWrites } from './boardWrites';
import { builderDialectOf } from './builderDialect';
import { ReadModels } from './readModels';
import type { BoardRow } from './rows';
import { prepared } from './preparedQuery';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

// Every write and most reads check access first: prepared.
const boardAccessRow = prepared(1, (k, boardId: number) =>
  k
    .selectFrom('boards')
    .select(['id', 'owner_id', 'privacy', 'layout'])
    .where('id', '=', boardId)
    .limit(1)
    // The table's CHECKs allow no other privacy or layout.
    .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>(),
);
const membershipRow = prepared(2, (k, boardId: number, userId: number) =>
  k
    .selectFrom('board_collaborators')
    .select('status')
    .where('board_id', '=', boardId)
    .where('user_id', '=', userId)
    .limit(1)
    // The table's CHECK allows no other status.
    .$narrowType<Pick<ApiCollaborator, 'status'>>(),
);

export async function boardAccessFor(db: Kysely<DB>, viewer: Viewer, boardId: number): Promise<BoardAccess | null> {
  const board = await boardAccessRow(db, boardId);
  if (!board) return null;
  const membership = viewer.userId === null ? undefined : await membershipRow(db, boardId, viewer.userId);
  const isOwner = viewer.userId === board.owner_id;
  const isCollaborator = membership?.status === 'accepted';
  const isInvited = membership?.status === 'invited';
  return {
    boardId: board.id,
    ownerId: board.owner_id,
    privacy: board.privacy,
    layout: board.layout,
    isOwner,
    isCollaborator,
    isInvited,
    canWrite: isOwner || isCollaborator,
    canRead: board.privacy !== 'secret' || isOwner || isCollaborator || isInvited,
  };
}

export function boardsStore(db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage {
  const d = builderDialectOf(db);
  return {
    async boardAccess(viewer, boardId) {
      return boardAccessFor(db, viewer, boardId);
    },
    async getBoard(viewer, boardId) {
      const access = await boardAccessFor(db, viewer, boardId);
      return access?.canRead ? new ReadModels(db, viewer, outboundLink).board(boardId) : null;
    },
    async findBoardId(username, slug) {
      const row = await db
        .selectFrom('boards as b')
        .innerJoin('users as u', 'u.id', 'b.owner_id')
        .select('b.id')
        // users.username ignores case (SQLite: its COLLATE NOCASE).
        .where(d.eqNocaseColumn('u.username', username))
        .where('b.slug', '=', slug)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    ...boardWrites(db, outboundLink),
    listBoards: listBoardsOf(db, outboundLink),
    ...boardSections(db, outboundLink),
    ...boardCollaborators(db, outboundLink),
  };
}
