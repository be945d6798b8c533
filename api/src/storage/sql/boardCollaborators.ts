// A board's collaborators and invites: listing who is invited or has joined, inviting someone,
// the boards a viewer is invited to, accepting an invite, and removing an invite or a collaborator.
// Whether a viewer is one (and so may read or write the board) is boardAccessFor's, in boardsStore.ts.

import type { ApiCollaborator } from 'shared-contracts/api';
import type { BoardsStorage } from '../storage';
import { personViewer, viewerParam } from '../subject';
import type { OutboundLink } from '../outboundLink';
import { isoNow } from './isoNow';
import { ReadModels } from './readModels';
import type { BoardRow } from './rows';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const listCollaboratorsOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['listCollaborators'] =>
  async (boardId) => {
    const rows = await db
      .selectFrom('board_collaborators')
      .select(['user_id', 'status'])
      .where('board_id', '=', boardId)
      .orderBy('created_at')
      .orderBy('user_id')
      // The table's CHECK allows no other status.
      .$narrowType<Pick<ApiCollaborator, 'status'>>()
      .execute();
    const models = new ReadModels(db, personViewer(0), outboundLink);
    const users = await Promise.all(rows.map((row) => models.userSummary(row.user_id)));
    return rows.flatMap((row, i): ApiCollaborator[] => {
      const user = users[i];
      return user ? [{ user, status: row.status }] : [];
    });
  };

const listInvitesOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['listInvites'] =>
  async (viewer) => {
    const rows = await db
      .selectFrom('boards as b')
      .innerJoin('board_collaborators as m', 'm.board_id', 'b.id')
      .selectAll('b')
      .where('m.user_id', '=', viewerParam(viewer))
      .where('m.status', '=', 'invited')
      .where('b.archived', '=', 0)
      .orderBy('m.created_at', 'desc')
      .orderBy('b.id', 'desc')
      // The table's CHECKs allow no other privacy or layout.
      .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
      .execute();
    const models = new ReadModels(db, viewer, outboundLink);
    return (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => (board ? [board] : []));
  };

type BoardCollaborators = Pick<
  BoardsStorage,
  'listCollaborators' | 'inviteCollaborator' | 'listInvites' | 'acceptInvite' | 'removeCollaborator'
>;

export function boardCollaborators(db: Kysely<DB>, outboundLink: OutboundLink): BoardCollaborators {
  return {
    listCollaborators: listCollaboratorsOf(db, outboundLink),
    async inviteCollaborator(boardId, userId, invitedBy) {
      await db
        .insertInto('board_collaborators')
        .values({ board_id: boardId, user_id: userId, status: 'invited', invited_by: invitedBy, created_at: isoNow() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    listInvites: listInvitesOf(db, outboundLink),
    async acceptInvite(boardId, userId) {
      const accepted = await db
        .updateTable('board_collaborators')
        .set({ status: 'accepted' })
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .where('status', '=', 'invited')
        .executeTakeFirst();
      return accepted.numUpdatedRows > 0n;
    },
    async removeCollaborator(boardId, userId, status) {
      const removed = await db
        .deleteFrom('board_collaborators')
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .where('status', '=', status)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
  };
}
