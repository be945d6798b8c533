// Boards, sections and collaborators.

import type { ApiBoard, ApiBoardSection, ApiCollaborator, BoardSort } from 'shared-contracts';
import { ForeignBookmark } from '../foreignBookmark';
import type { BoardAccess, Viewer, BoardsStorage } from '../storage';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { BOARD_OF_USER, LISTABLE_BOARD } from './boardVisibility';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { ReadModels, boardUrl } from './readModels';
import type { BoardRow, SectionRow } from './rows';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb, SqlQueries } from './sqlDb';
import { slugify } from '../../text/slugs';
import { personViewer } from '../subject';

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
  const board = await db.get<Pick<BoardRow, 'id' | 'owner_id' | 'privacy' | 'layout'>>(
    'SELECT id, owner_id, privacy, layout FROM boards WHERE id = ?',
    boardId,
  );
  if (!board) return null;
  const membership =
    viewer.userId === null
      ? undefined
      : await db.get<{ status: 'invited' | 'accepted' }>(
          'SELECT status FROM board_collaborators WHERE board_id = ? AND user_id = ?',
          boardId,
          viewer.userId,
        );
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
  const d = dialectOf(db);
  const SORT_SQL = sortSql(d);
  const now = () => new Date().toISOString();
  const slugTaken = (q: SqlQueries, ownerId: number) => async (slug: string) =>
    (await q.get('SELECT 1 FROM boards WHERE owner_id = ? AND slug = ?', ownerId, slug)) !== undefined;
  const boardById = async (viewer: Viewer, id: number): Promise<ApiBoard> => {
    const board = await new ReadModels(db, viewer).board(id);
    if (!board) throw new Error(`board ${id} vanished`);
    return board;
  };
  const ownerViewer = personViewer;
  // A section's URL needs only its board's owner and slug, not a whole board read.
  const boardUrlPath = async (boardId: number): Promise<string> => {
    const row = await db.get<{ username: string; slug: string }>(
      'SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?',
      boardId,
    );
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
      const row = await db.get<{ id: number }>(
        `SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE ${d.eqNocaseColumn('u.username', '?')} AND b.slug = ?`,
        username,
        slug,
      );
      return row?.id ?? null;
    },
    async createBoard(ownerId, input) {
      const id = await db.transaction(async (tx) => {
        const slug = await uniqueSlug(input.name, slugTaken(tx, ownerId));
        const at = now();
        const order = Number(
          (await tx.get<{ n: number }>('SELECT coalesce(max(custom_order), 0) + 1 AS n FROM boards WHERE owner_id = ?', ownerId))?.n,
        );
        const inserted = await tx.get<{ id: number }>(
          'INSERT INTO boards (owner_id, name, slug, description, privacy, custom_order, created_at, board_order_modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
          ownerId,
          input.name,
          slug,
          input.description ?? '',
          input.privacy,
          order,
          at,
          at,
        );
        return Number(inserted?.id);
      });
      return boardById(ownerViewer(ownerId), id);
    },
    async quickSavesBoard(ownerId, name, privacy) {
      const existing = async (q: SqlQueries) =>
        q.get<{ id: number }>("SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'", ownerId);
      const make = () =>
        db.transaction(async (tx) => {
          const found = await existing(tx);
          if (found) return { id: found.id, created: false };
          const at = now();
          const slug = await uniqueSlug(name, slugTaken(tx, ownerId));
          const inserted = await tx.get<{ id: number }>(
            "INSERT INTO boards (owner_id, name, slug, privacy, layout, created_at, board_order_modified_at) VALUES (?, ?, ?, ?, 'quick_saves', ?, ?) RETURNING id",
            ownerId,
            name,
            slug,
            privacy,
            at,
            at,
          );
          return { id: Number(inserted?.id), created: true };
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
        const row = await tx.get<{ owner_id: number; name: string }>('SELECT owner_id, name FROM boards WHERE id = ?', boardId);
        if (!row) return;
        if (changes.name !== undefined && changes.name !== row.name) {
          const slug = await uniqueSlug(
            changes.name,
            async (s) =>
              (await tx.get('SELECT 1 FROM boards WHERE owner_id = ? AND slug = ? AND id <> ?', row.owner_id, s, boardId)) !== undefined,
          );
          await tx.run('UPDATE boards SET name = ?, slug = ? WHERE id = ?', changes.name, slug, boardId);
        }
        if (changes.description !== undefined) await tx.run('UPDATE boards SET description = ? WHERE id = ?', changes.description, boardId);
        if (changes.privacy !== undefined) await tx.run('UPDATE boards SET privacy = ? WHERE id = ?', changes.privacy, boardId);
      });
    },
    async deleteBoard(boardId) {
      await db.run('DELETE FROM boards WHERE id = ?', boardId);
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
      const rows = await db.all<SectionRow>('SELECT * FROM board_sections WHERE board_id = ? ORDER BY id', boardId);
      return sectionsOf(rows);
    },
    async sectionBoardId(sectionId) {
      const row = await db.get<{ board_id: number }>('SELECT board_id FROM board_sections WHERE id = ?', sectionId);
      return row?.board_id ?? null;
    },
    async findSectionId(boardId, slug) {
      const row = await db.get<{ id: number }>('SELECT id FROM board_sections WHERE board_id = ? AND slug = ?', boardId, slug);
      return row?.id ?? null;
    },
    async createSection(boardId, title) {
      const id = await db.transaction(async (tx) => {
        const slug = await uniqueSlug(
          title,
          async (s) => (await tx.get('SELECT 1 FROM board_sections WHERE board_id = ? AND slug = ?', boardId, s)) !== undefined,
        );
        const inserted = await tx.get<{ id: number }>(
          'INSERT INTO board_sections (board_id, title, slug, created_at) VALUES (?, ?, ?, ?) RETURNING id',
          boardId,
          title,
          slug,
          now(),
        );
        return Number(inserted?.id);
      });
      return sectionOf((await db.get<SectionRow>('SELECT * FROM board_sections WHERE id = ?', id))!);
    },
    async updateSection(sectionId, title) {
      await db.transaction(async (tx) => {
        const row = await tx.get<{ board_id: number }>('SELECT board_id FROM board_sections WHERE id = ?', sectionId);
        if (!row) return;
        const slug = await uniqueSlug(
          title,
          async (s) =>
            (await tx.get('SELECT 1 FROM board_sections WHERE board_id = ? AND slug = ? AND id <> ?', row.board_id, s, sectionId)) !==
            undefined,
        );
        await tx.run('UPDATE board_sections SET title = ?, slug = ? WHERE id = ?', title, slug, sectionId);
      });
      const row = await db.get<SectionRow>('SELECT * FROM board_sections WHERE id = ?', sectionId);
      return row ? sectionOf(row) : null;
    },
    async deleteSection(sectionId) {
      // Its pins stay on the board, outside any section; a pin already saved there too keeps
      // that one save, since a pin is on a board at most once per place.
      await db.transaction(async (tx) => {
        await tx.run(
          ...named(
            `DELETE FROM pins WHERE section_id = @section AND EXISTS (
               SELECT 1 FROM pins q WHERE q.board_id = pins.board_id AND q.section_id IS NULL AND q.root_pin_id = pins.root_pin_id)`,
            { section: sectionId },
          ),
        );
        await tx.run('UPDATE pins SET section_id = NULL WHERE section_id = ?', sectionId);
        await tx.run('DELETE FROM board_sections WHERE id = ?', sectionId);
      });
    },
    async listCollaborators(boardId) {
      const rows = await db.all<{ user_id: number; status: 'invited' | 'accepted' }>(
        'SELECT user_id, status FROM board_collaborators WHERE board_id = ? ORDER BY created_at, user_id',
        boardId,
      );
      const models = new ReadModels(db, ownerViewer(0));
      const users = await Promise.all(rows.map((row) => models.userSummary(row.user_id)));
      return rows.flatMap((row, i): ApiCollaborator[] => {
        const user = users[i];
        return user ? [{ user, status: row.status }] : [];
      });
    },
    async inviteCollaborator(boardId, userId, invitedBy) {
      await db.run(
        "INSERT INTO board_collaborators (board_id, user_id, status, invited_by, created_at) VALUES (?, ?, 'invited', ?, ?) ON CONFLICT DO NOTHING",
        boardId,
        userId,
        invitedBy,
        now(),
      );
    },
    async listInvites(viewer) {
      const rows = await db.all<BoardRow>(
        `SELECT b.* FROM boards b JOIN board_collaborators m ON m.board_id = b.id
           WHERE m.user_id = ? AND m.status = 'invited' AND b.archived = 0 ORDER BY m.created_at DESC, b.id DESC`,
        viewer.userId ?? -1,
      );
      const models = new ReadModels(db, viewer);
      return (await Promise.all(rows.map((row) => models.boardFromRow(row)))).flatMap((board) => (board ? [board] : []));
    },
    async acceptInvite(boardId, userId) {
      return (
        (
          await db.run(
            "UPDATE board_collaborators SET status = 'accepted' WHERE board_id = ? AND user_id = ? AND status = 'invited'",
            boardId,
            userId,
          )
        ).changes > 0
      );
    },
    async removeCollaborator(boardId, userId, status) {
      return (
        (await db.run('DELETE FROM board_collaborators WHERE board_id = ? AND user_id = ? AND status = ?', boardId, userId, status))
          .changes > 0
      );
    },
  };
}
