// Writing boards: creating one (next in the owner's custom order), the owner's one quick-saves
// board made when missing, editing a board's name (and so its slug), description and privacy, and
// deleting one. Each new board is read back as the owner sees it.

import type { ApiBoard, Privacy } from 'shared-contracts/api';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { BoardsStorage, Viewer } from '../storage';
import { personViewer } from '../subject';
import type { OutboundLink } from '../outboundLink';
import { slugTaken, uniqueSlug } from './boardSlugs';
import { isoNow } from './isoNow';
import { ReadModels } from './readModels';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** The board as the viewer is shown it; the caller has just written it (else it vanished meanwhile). */
async function boardById(db: Kysely<DB>, outboundLink: OutboundLink, viewer: Viewer, id: number): Promise<ApiBoard> {
  const board = await new ReadModels(db, viewer, outboundLink).board(id);
  if (!board) throw new Error(`board ${id} vanished`);
  return board;
}

const createBoardOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['createBoard'] =>
  async (ownerId, input) => {
    const id = await transaction(db, async (tx) => {
      const slug = await uniqueSlug(input.name, slugTaken(tx, ownerId));
      const at = isoNow();
      // Literal 0 and 1, not bound values: PostgreSQL would have to guess their types.
      const next = await tx
        .selectFrom('boards')
        .select((eb) => eb(eb.fn.coalesce(eb.fn.max('custom_order'), eb.lit(0)), '+', eb.lit(1)).as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      const inserted = await tx
        .insertInto('boards')
        .values({
          owner_id: ownerId,
          name: input.name,
          slug,
          description: input.description ?? '',
          privacy: input.privacy,
          custom_order: Number(next?.n),
          created_at: at,
          board_order_modified_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return boardById(db, outboundLink, personViewer(ownerId), id);
  };

/** The owner's quick-saves board's id, if they have one. */
const existingQuickSaves = async (q: Kysely<DB>, ownerId: number) =>
  q.selectFrom('boards').select('id').where('owner_id', '=', ownerId).where('layout', '=', 'quick_saves').executeTakeFirst();

/** Makes the owner's quick-saves board unless they have one: check and insert in one transaction. */
const makeQuickSaves = (db: Kysely<DB>, ownerId: number, name: string, privacy: Privacy) =>
  transaction(db, async (tx) => {
    const found = await existingQuickSaves(tx, ownerId);
    if (found) return { id: found.id, created: false };
    const at = isoNow();
    const slug = await uniqueSlug(name, slugTaken(tx, ownerId));
    const inserted = await tx
      .insertInto('boards')
      .values({
        owner_id: ownerId,
        name,
        slug,
        privacy,
        layout: 'quick_saves',
        created_at: at,
        board_order_modified_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: inserted.id, created: true };
  });

const quickSavesBoardOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['quickSavesBoard'] =>
  async (ownerId, name, privacy) => {
    let result: { id: number; created: boolean };
    try {
      result = await makeQuickSaves(db, ownerId, name, privacy);
    } catch (error) {
      // Another edge made it between our check and insert: one quick-saves board per user is the database's rule.
      const found = isUniqueViolation(error) ? await existingQuickSaves(db, ownerId) : undefined;
      if (!found) throw error;
      result = { id: found.id, created: false };
    }
    return { board: await boardById(db, outboundLink, personViewer(ownerId), result.id), created: result.created };
  };

const updateBoardOf =
  (db: Kysely<DB>): BoardsStorage['updateBoard'] =>
  async (boardId, changes) => {
    await transaction(db, async (tx) => {
      const row = await tx.selectFrom('boards').select(['owner_id', 'name']).where('id', '=', boardId).executeTakeFirst();
      if (!row) return;
      if (changes.name !== undefined && changes.name !== row.name) {
        const slug = await uniqueSlug(changes.name, slugTaken(tx, row.owner_id, boardId));
        await tx.updateTable('boards').set({ name: changes.name, slug }).where('id', '=', boardId).execute();
      }
      if (changes.description !== undefined)
        await tx.updateTable('boards').set({ description: changes.description }).where('id', '=', boardId).execute();
      if (changes.privacy !== undefined)
        await tx.updateTable('boards').set({ privacy: changes.privacy }).where('id', '=', boardId).execute();
      if (changes.coverPinId !== undefined)
        await tx.updateTable('boards').set({ cover_pin_id: changes.coverPinId }).where('id', '=', boardId).execute();
    });
  };

type BoardWrites = Pick<BoardsStorage, 'createBoard' | 'quickSavesBoard' | 'updateBoard' | 'deleteBoard'>;

export function boardWrites(db: Kysely<DB>, outboundLink: OutboundLink): BoardWrites {
  return {
    createBoard: createBoardOf(db, outboundLink),
    quickSavesBoard: quickSavesBoardOf(db, outboundLink),
    updateBoard: updateBoardOf(db),
    async deleteBoard(boardId) {
      await db.deleteFrom('boards').where('id', '=', boardId).execute();
    },
  };
}
