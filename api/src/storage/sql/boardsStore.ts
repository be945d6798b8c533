// Boards, sections and collaborators.

import type { ApiBoard, ApiBoardSection, ApiCollaborator, BoardSort } from 'shared-contracts';
import { ForeignBookmark } from '../foreignBookmark';
import type { BoardAccess, Viewer, BoardsStorage } from '../storage';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { BOARD_OF_USER, LISTABLE_BOARD } from './boardVisibility';
import { builderDialectOf } from './builderDialect';
import { dialectOf, type Dialect } from './dialect';
import { kyselyOf } from './kyselyOf';
import { named } from './named';
import { ReadModels, boardUrl } from './readModels';
import type { BoardRow, SectionRow } from './rows';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb, SqlQueries } from './sqlDb';
import { slugify } from '../../text/slugs';
import { personViewer } from '../subject';

// listBoards' order stays SQL text: its alphabetical sort ignores case through dialect.ts's
// orderNocase, which builderDialect.ts does not offer yet.
const LAST_PINNED = 'coalesce((SELECT max(p.created_at) FROM pins p WHERE p.board_id = b.id), b.board_order_modified_at)';
const IS_GROUP =
  "(b.is_collaborative = 1 OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.status = 'accepted'))";

const sortSql = (d: Dialect): Record<BoardSort, string> => ({
  alphabetical: `${d.orderNocase('b.name')} ASC, b.id ASC`,
  last_pinned_to: `${LAST_PINNED} DESC, b.id DESC`,
  oldest: 'b.created_at ASC, b.id ASC',
  newest: 'b.created_at DESC, b.id DESC',
  group_boards_at_top: `${IS_GROUP} DESC, ${LAST_PINNED} DESC, b.id DESC`,
  custom: 'b.custom_order ASC, b.id ASC',
});

/** slugify(name), or with -2, -3… the first one isTaken refuses. */
async function uniqueSlug(name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

export async function boardAccessFor(db: SqlQueries, viewer: Viewer, boardId: number): Promise<BoardAccess | null> {
  const k = kyselyOf(db);
  const board = await k
    .selectFrom('boards')
    .select(['id', 'owner_id', 'privacy', 'layout'])
    .where('id', '=', boardId)
    // The table's CHECKs allow no other privacy or layout.
    .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
    .executeTakeFirst();
  if (!board) return null;
  const membership =
    viewer.userId === null
      ? undefined
      : await k
          .selectFrom('board_collaborators')
          .select('status')
          .where('board_id', '=', boardId)
          .where('user_id', '=', viewer.userId)
          // The table's CHECK allows no other status.
          .$narrowType<Pick<ApiCollaborator, 'status'>>()
          .executeTakeFirst();
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

export function boardsStore(db: SqlDb): BoardsStorage {
  const d = builderDialectOf(db);
  const SORT_SQL = sortSql(dialectOf(db));
  const now = () => new Date().toISOString();
  /** Whether a slug is taken among the owner's boards (but for `exceptId`, the board being renamed). */
  const slugTaken =
    (q: SqlQueries, ownerId: number, exceptId?: number) =>
    async (slug: string): Promise<boolean> =>
      (await kyselyOf(q)
        .selectFrom('boards')
        .select((eb) => eb.lit(1).as('one'))
        .where('owner_id', '=', ownerId)
        .where('slug', '=', slug)
        .$call((query) => (exceptId === undefined ? query : query.where('id', '<>', exceptId)))
        .executeTakeFirst()) !== undefined;
  /** Whether a slug is taken among the board's sections (but for `exceptId`, the section being renamed). */
  const sectionSlugTaken =
    (q: SqlQueries, boardId: number, exceptId?: number) =>
    async (slug: string): Promise<boolean> =>
      (await kyselyOf(q)
        .selectFrom('board_sections')
        .select((eb) => eb.lit(1).as('one'))
        .where('board_id', '=', boardId)
        .where('slug', '=', slug)
        .$call((query) => (exceptId === undefined ? query : query.where('id', '<>', exceptId)))
        .executeTakeFirst()) !== undefined;
  const sectionRow = (id: number) => kyselyOf(db).selectFrom('board_sections').selectAll().where('id', '=', id);
  const boardById = async (viewer: Viewer, id: number): Promise<ApiBoard> => {
    const board = await new ReadModels(db, viewer).board(id);
    if (!board) throw new Error(`board ${id} vanished`);
    return board;
  };
  const ownerViewer = personViewer;
  // A section's URL needs only its board's owner and slug, not a whole board read.
  const boardUrlPath = async (boardId: number): Promise<string> => {
    const row = await kyselyOf(db)
      .selectFrom('boards as b')
      .innerJoin('users as u', 'u.id', 'b.owner_id')
      .select(['u.username', 'b.slug'])
      .where('b.id', '=', boardId)
      .executeTakeFirst();
    return row ? boardUrl(row.username, row.slug) : '/';
  };
  const sectionsOf = async (rows: SectionRow[]): Promise<ApiBoardSection[]> => {
    const first = rows[0];
    if (!first) return [];
    const models = new ReadModels(db, ownerViewer(0));
    const url = await boardUrlPath(first.board_id);
    return Promise.all(rows.map((row) => models.section(row, url)));
  };
  const sectionOf = async (row: SectionRow): Promise<ApiBoardSection> => (await sectionsOf([row]))[0]!;

  return {
    async boardAccess(viewer, boardId) {
      return boardAccessFor(db, viewer, boardId);
    },
    async getBoard(viewer, boardId) {
      const access = await boardAccessFor(db, viewer, boardId);
      return access?.canRead ? new ReadModels(db, viewer).board(boardId) : null;
    },
    async findBoardId(username, slug) {
      const row = await kyselyOf(db)
        .selectFrom('boards as b')
        .innerJoin('users as u', 'u.id', 'b.owner_id')
        .select('b.id')
        // users.username ignores case (SQLite: its COLLATE NOCASE).
        .where(d.eqNocaseColumn('u.username', username))
        .where('b.slug', '=', slug)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async createBoard(ownerId, input) {
      const id = await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        const slug = await uniqueSlug(input.name, slugTaken(tx, ownerId));
        const at = now();
        // Literal 0 and 1, not bound values: PostgreSQL would have to guess their types.
        const next = await k
          .selectFrom('boards')
          .select((eb) => eb(eb.fn.coalesce(eb.fn.max('custom_order'), eb.lit(0)), '+', eb.lit(1)).as('n'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirst();
        const inserted = await k
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
      return boardById(ownerViewer(ownerId), id);
    },
    async quickSavesBoard(ownerId, name, privacy) {
      const existing = async (q: SqlQueries) =>
        kyselyOf(q)
          .selectFrom('boards')
          .select('id')
          .where('owner_id', '=', ownerId)
          .where('layout', '=', 'quick_saves')
          .executeTakeFirst();
      const make = () =>
        db.transaction(async (tx) => {
          const found = await existing(tx);
          if (found) return { id: found.id, created: false };
          const at = now();
          const slug = await uniqueSlug(name, slugTaken(tx, ownerId));
          const inserted = await kyselyOf(tx)
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
      let result: { id: number; created: boolean };
      try {
        result = await make();
      } catch (error) {
        // Another edge made it between our check and insert: one quick-saves board per user is the database's rule.
        const found = isUniqueViolation(error) ? await existing(db) : undefined;
        if (!found) throw error;
        result = { id: found.id, created: false };
      }
      return { board: await boardById(ownerViewer(ownerId), result.id), created: result.created };
    },
    async updateBoard(boardId, changes) {
      await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        const row = await k.selectFrom('boards').select(['owner_id', 'name']).where('id', '=', boardId).executeTakeFirst();
        if (!row) return;
        if (changes.name !== undefined && changes.name !== row.name) {
          const slug = await uniqueSlug(changes.name, slugTaken(tx, row.owner_id, boardId));
          await k.updateTable('boards').set({ name: changes.name, slug }).where('id', '=', boardId).execute();
        }
        if (changes.description !== undefined)
          await k.updateTable('boards').set({ description: changes.description }).where('id', '=', boardId).execute();
        if (changes.privacy !== undefined)
          await k.updateTable('boards').set({ privacy: changes.privacy }).where('id', '=', boardId).execute();
      });
    },
    async deleteBoard(boardId) {
      await kyselyOf(db).deleteFrom('boards').where('id', '=', boardId).execute();
    },
    async listBoards(viewer, query) {
      const offset = Number(decodeBookmark('boards', query.bookmark, 1)?.[0] ?? 0);
      if (!Number.isSafeInteger(offset) || offset < 0) throw new ForeignBookmark('boards');
      const where = [BOARD_OF_USER];
      if (!query.includeArchived) where.push('b.archived = 0');
      where.push(LISTABLE_BOARD);
      if (query.privacyFilter === 'public') where.push("b.privacy <> 'secret'");
      if (query.privacyFilter === 'secret') where.push("b.privacy = 'secret'");
      const grouping = query.groupBy === 'visibility' ? "(b.privacy = 'secret') ASC, " : '';
      const rows = await db.all<BoardRow>(
        ...named(
          `SELECT b.* FROM boards b WHERE ${where.join(' AND ')}
             ORDER BY (b.layout = 'quick_saves' AND b.owner_id = @owner) DESC, ${grouping}${SORT_SQL[query.sort]} LIMIT @limit OFFSET @offset`,
          { owner: query.ownerId, viewer: viewer.userId ?? -1, limit: query.pageSize + 1, offset },
        ),
      );
      const more = rows.length > query.pageSize;
      const models = new ReadModels(db, viewer);
      const boards = await Promise.all(rows.slice(0, query.pageSize).map((row) => models.boardFromRow(row)));
      const items = boards.flatMap((board) => (board ? [board] : []));
      return { items, bookmark: more ? encodeBookmark('boards', [offset + query.pageSize]) : null };
    },
    async listSections(boardId) {
      const rows = await kyselyOf(db).selectFrom('board_sections').selectAll().where('board_id', '=', boardId).orderBy('id').execute();
      return sectionsOf(rows);
    },
    async sectionBoardId(sectionId) {
      const row = await kyselyOf(db).selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
      return row?.board_id ?? null;
    },
    async findSectionId(boardId, slug) {
      const row = await kyselyOf(db)
        .selectFrom('board_sections')
        .select('id')
        .where('board_id', '=', boardId)
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async createSection(boardId, title) {
      const id = await db.transaction(async (tx) => {
        const slug = await uniqueSlug(title, sectionSlugTaken(tx, boardId));
        const inserted = await kyselyOf(tx)
          .insertInto('board_sections')
          .values({ board_id: boardId, title, slug, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
      return sectionOf(await sectionRow(id).executeTakeFirstOrThrow());
    },
    async updateSection(sectionId, title) {
      await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        const row = await k.selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
        if (!row) return;
        const slug = await uniqueSlug(title, sectionSlugTaken(tx, row.board_id, sectionId));
        await k.updateTable('board_sections').set({ title, slug }).where('id', '=', sectionId).execute();
      });
      const row = await sectionRow(sectionId).executeTakeFirst();
      return row ? sectionOf(row) : null;
    },
    async deleteSection(sectionId) {
      // Its pins stay on the board, outside any section; a pin already saved there too keeps
      // that one save, since a pin is on a board at most once per place.
      await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        await k
          .deleteFrom('pins')
          .where('section_id', '=', sectionId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('pins as q')
                .select(eb.lit(1).as('one'))
                .whereRef('q.board_id', '=', 'pins.board_id')
                .where('q.section_id', 'is', null)
                .whereRef('q.root_pin_id', '=', 'pins.root_pin_id'),
            ),
          )
          .execute();
        await k.updateTable('pins').set({ section_id: null }).where('section_id', '=', sectionId).execute();
        await k.deleteFrom('board_sections').where('id', '=', sectionId).execute();
      });
    },
    async listCollaborators(boardId) {
      const rows = await kyselyOf(db)
        .selectFrom('board_collaborators')
        .select(['user_id', 'status'])
        .where('board_id', '=', boardId)
        .orderBy('created_at')
        .orderBy('user_id')
        // The table's CHECK allows no other status.
        .$narrowType<Pick<ApiCollaborator, 'status'>>()
        .execute();
      const models = new ReadModels(db, ownerViewer(0));
      const users = await Promise.all(rows.map((row) => models.userSummary(row.user_id)));
      return rows.flatMap((row, i): ApiCollaborator[] => {
        const user = users[i];
        return user ? [{ user, status: row.status }] : [];
      });
    },
    async inviteCollaborator(boardId, userId, invitedBy) {
      await kyselyOf(db)
        .insertInto('board_collaborators')
        .values({ board_id: boardId, user_id: userId, status: 'invited', invited_by: invitedBy, created_at: now() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    async listInvites(viewer) {
      const rows = await kyselyOf(db)
        .selectFrom('boards as b')
        .innerJoin('board_collaborators as m', 'm.board_id', 'b.id')
        .selectAll('b')
        .where('m.user_id', '=', viewer.userId ?? -1)
        .where('m.status', '=', 'invited')
        .where('b.archived', '=', 0)
        .orderBy('m.created_at', 'desc')
        .orderBy('b.id', 'desc')
        // The table's CHECKs allow no other privacy or layout.
        .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
        .execute();
      const models = new ReadModels(db, viewer);
      return (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => (board ? [board] : []));
    },
    async acceptInvite(boardId, userId) {
      const accepted = await kyselyOf(db)
        .updateTable('board_collaborators')
        .set({ status: 'accepted' })
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .where('status', '=', 'invited')
        .executeTakeFirst();
      return accepted.numUpdatedRows > 0n;
    },
    async removeCollaborator(boardId, userId, status) {
      const removed = await kyselyOf(db)
        .deleteFrom('board_collaborators')
        .where('board_id', '=', boardId)
        .where('user_id', '=', userId)
        .where('status', '=', status)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },
  };
}
