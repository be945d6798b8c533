// Boards, sections and collaborators.

import { expressionBuilder, type Expression } from 'kysely';
import type { ApiBoard, ApiBoardSection, ApiCollaborator, BoardSort } from 'shared-contracts';
import { ForeignBookmark } from '../foreignBookmark';
import type { BoardAccess, Viewer, BoardsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import type { Boards, DB } from './apiTables';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { BOARD_OF_USER, LISTABLE_BOARD } from './boardVisibility';
import { builderDialectOf, type BuilderDialect } from './builderDialect';
import { kyselyOf, prepared } from './kyselyOf';
import { namedCondition } from './named';
import { ReadModels, boardUrl } from './readModels';
import type { BoardRow, SectionRow } from './rows';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb, SqlQueries } from './sqlDb';
import { slugify } from '../../text/slugs';
import { personViewer } from '../subject';

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

/** slugify(name), or with -2, -3… the first one isTaken refuses. */
async function uniqueSlug(name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

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

export async function boardAccessFor(db: SqlQueries, viewer: Viewer, boardId: number): Promise<BoardAccess | null> {
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

export function boardsStore(db: SqlDb, outboundLink: OutboundLink): BoardsStorage {
  const d = builderDialectOf(db);
  const SORT_ORDERS = sortOrders(d);
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
    const board = await new ReadModels(db, viewer, outboundLink).board(id);
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
    const models = new ReadModels(db, ownerViewer(0), outboundLink);
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
      return access?.canRead ? new ReadModels(db, viewer, outboundLink).board(boardId) : null;
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
      const rows = await SORT_ORDERS[query.sort]
        .reduce(
          (listed, [expression, direction]) => listed.orderBy(expression, direction),
          kyselyOf(db)
            .selectFrom('boards as b')
            .selectAll('b')
            .where(namedCondition(BOARD_OF_USER, { owner: query.ownerId }))
            .$if(!query.includeArchived, (listed) => listed.where('b.archived', '=', 0))
            .where(namedCondition(LISTABLE_BOARD, { viewer: viewer.userId ?? -1 }))
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
      const models = new ReadModels(db, ownerViewer(0), outboundLink);
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
      const models = new ReadModels(db, viewer, outboundLink);
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
