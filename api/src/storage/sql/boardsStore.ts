// Boards, sections and collaborators.

import type { ApiBoard, ApiBoardSection, ApiCollaborator, BoardSort } from 'shared-contracts';
import { ApiHttpError } from '../../server/apiHttpError';
import type { BoardAccess, Storage, Viewer } from '../storage';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import type { Db } from '../sqlite/openDatabase';
import { LISTABLE_BOARD } from './boardVisibility';
import { sql } from '../sqlite/statementCache';
import { ReadModels, boardUrl } from './readModels';
import type { BoardRow, SectionRow } from './rows';
import { uniqueSlug } from '../../text/slugs';

type BoardsStore = Pick<
  Storage,
  | 'boardAccess'
  | 'getBoard'
  | 'findBoardId'
  | 'createBoard'
  | 'quickSavesBoard'
  | 'updateBoard'
  | 'deleteBoard'
  | 'listBoards'
  | 'listSections'
  | 'sectionBoardId'
  | 'findSectionId'
  | 'createSection'
  | 'updateSection'
  | 'deleteSection'
  | 'listCollaborators'
  | 'inviteCollaborator'
  | 'acceptInvite'
  | 'removeCollaborator'
>;

const LAST_PINNED = 'coalesce((SELECT max(p.created_at) FROM pins p WHERE p.board_id = b.id), b.board_order_modified_at)';
const IS_GROUP =
  "(b.is_collaborative = 1 OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.status = 'accepted'))";

const SORT_SQL: Record<BoardSort, string> = {
  alphabetical: 'b.name COLLATE NOCASE ASC, b.id ASC',
  last_pinned_to: `${LAST_PINNED} DESC, b.id DESC`,
  oldest: 'b.created_at ASC, b.id ASC',
  newest: 'b.created_at DESC, b.id DESC',
  group_boards_at_top: `${IS_GROUP} DESC, ${LAST_PINNED} DESC, b.id DESC`,
  custom: 'b.custom_order ASC, b.id ASC',
};

export function boardAccessFor(db: Db, viewer: Viewer, boardId: number): BoardAccess | null {
  const board = sql(db, 'SELECT id, owner_id, privacy, layout FROM boards WHERE id = ?').get(boardId) as
    Pick<BoardRow, 'id' | 'owner_id' | 'privacy' | 'layout'> | undefined;
  if (!board) return null;
  const membership =
    viewer.userId === null
      ? undefined
      : (sql(db, 'SELECT status FROM board_collaborators WHERE board_id = ? AND user_id = ?').get(boardId, viewer.userId) as
          { status: 'invited' | 'accepted' } | undefined);
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

export function boardsStore(db: Db): BoardsStore {
  const now = () => new Date().toISOString();
  const slugTaken = (ownerId: number) => (slug: string) =>
    sql(db, 'SELECT 1 FROM boards WHERE owner_id = ? AND slug = ?').get(ownerId, slug) !== undefined;
  const boardById = (viewer: Viewer, id: number): ApiBoard => {
    const board = new ReadModels(db, viewer).board(id);
    if (!board) throw new Error(`board ${id} vanished`);
    return board;
  };
  const ownerViewer = (ownerId: number): Viewer => ({ userId: ownerId, subject: `user:${ownerId}`, isBot: false });
  // A section's URL needs only its board's owner and slug, not a whole board read.
  const boardUrlPath = (boardId: number): string => {
    const row = sql(db, 'SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?').get(boardId) as
      { username: string; slug: string } | undefined;
    return row ? boardUrl(row.username, row.slug) : '/';
  };
  const sectionsOf = (rows: SectionRow[]): ApiBoardSection[] => {
    const first = rows[0];
    if (!first) return [];
    const models = new ReadModels(db, ownerViewer(0));
    const url = boardUrlPath(first.board_id);
    return rows.map((row) => models.section(row, url));
  };
  const sectionOf = (row: SectionRow): ApiBoardSection => sectionsOf([row])[0]!;

  return {
    async boardAccess(viewer, boardId) {
      return boardAccessFor(db, viewer, boardId);
    },
    async getBoard(viewer, boardId) {
      const access = boardAccessFor(db, viewer, boardId);
      return access?.canRead ? new ReadModels(db, viewer).board(boardId) : null;
    },
    async findBoardId(username, slug) {
      const row = sql(db, 'SELECT b.id FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = ? AND b.slug = ?').get(
        username,
        slug,
      ) as { id: number } | undefined;
      return row?.id ?? null;
    },
    async createBoard(ownerId, input) {
      const id = db.transaction(() => {
        const slug = uniqueSlug(input.name, slugTaken(ownerId));
        const at = now();
        const order = (sql(db, 'SELECT ifnull(max(custom_order), 0) + 1 AS n FROM boards WHERE owner_id = ?').get(ownerId) as { n: number })
          .n;
        return Number(
          sql(
            db,
            'INSERT INTO boards (owner_id, name, slug, description, privacy, custom_order, created_at, board_order_modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ).run(ownerId, input.name, slug, input.description ?? '', input.privacy, order, at, at).lastInsertRowid,
        );
      })();
      return boardById(ownerViewer(ownerId), id);
    },
    async quickSavesBoard(ownerId, name, privacy) {
      const result = db.transaction(() => {
        const existing = sql(db, "SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'").get(ownerId) as
          { id: number } | undefined;
        if (existing) return { id: existing.id, created: false };
        const at = now();
        const slug = uniqueSlug(name, slugTaken(ownerId));
        const id = Number(
          sql(
            db,
            "INSERT INTO boards (owner_id, name, slug, privacy, layout, created_at, board_order_modified_at) VALUES (?, ?, ?, ?, 'quick_saves', ?, ?)",
          ).run(ownerId, name, slug, privacy, at, at).lastInsertRowid,
        );
        return { id, created: true };
      })();
      return { board: boardById(ownerViewer(ownerId), result.id), created: result.created };
    },
    async updateBoard(boardId, changes) {
      db.transaction(() => {
        const row = sql(db, 'SELECT owner_id, name FROM boards WHERE id = ?').get(boardId) as
          { owner_id: number; name: string } | undefined;
        if (!row) return;
        if (changes.name !== undefined && changes.name !== row.name) {
          const slug = uniqueSlug(
            changes.name,
            (s) => sql(db, 'SELECT 1 FROM boards WHERE owner_id = ? AND slug = ? AND id <> ?').get(row.owner_id, s, boardId) !== undefined,
          );
          sql(db, 'UPDATE boards SET name = ?, slug = ? WHERE id = ?').run(changes.name, slug, boardId);
        }
        if (changes.description !== undefined) sql(db, 'UPDATE boards SET description = ? WHERE id = ?').run(changes.description, boardId);
        if (changes.privacy !== undefined) sql(db, 'UPDATE boards SET privacy = ? WHERE id = ?').run(changes.privacy, boardId);
      })();
    },
    async deleteBoard(boardId) {
      sql(db, 'DELETE FROM boards WHERE id = ?').run(boardId);
    },
    async listBoards(viewer, query) {
      const offset = Number(decodeBookmark('boards', query.bookmark, 1)?.[0] ?? 0);
      if (!Number.isSafeInteger(offset) || offset < 0)
        throw ApiHttpError.invalidField('bookmark', 'This bookmark does not belong to this feed. Start again from the first page.');
      const where = ['b.owner_id = @owner'];
      if (!query.includeArchived) where.push('b.archived = 0');
      where.push(LISTABLE_BOARD);
      if (query.privacyFilter === 'public') where.push("b.privacy <> 'secret'");
      if (query.privacyFilter === 'secret') where.push("b.privacy = 'secret'");
      const grouping = query.groupBy === 'visibility' ? "(b.privacy = 'secret') ASC, " : '';
      const rows = sql(
        db,
        `SELECT b.* FROM boards b WHERE ${where.join(' AND ')}
           ORDER BY (b.layout = 'quick_saves') DESC, ${grouping}${SORT_SQL[query.sort]} LIMIT @limit OFFSET @offset`,
      ).all({ owner: query.ownerId, viewer: viewer.userId ?? -1, limit: query.pageSize + 1, offset }) as BoardRow[];
      const more = rows.length > query.pageSize;
      const models = new ReadModels(db, viewer);
      const items = rows.slice(0, query.pageSize).flatMap((row) => {
        const board = models.boardFromRow(row);
        return board ? [board] : [];
      });
      return { items, bookmark: more ? encodeBookmark('boards', [offset + query.pageSize]) : null };
    },
    async listSections(boardId) {
      const rows = sql(db, 'SELECT * FROM board_sections WHERE board_id = ? ORDER BY id').all(boardId) as SectionRow[];
      return sectionsOf(rows);
    },
    async sectionBoardId(sectionId) {
      const row = sql(db, 'SELECT board_id FROM board_sections WHERE id = ?').get(sectionId) as { board_id: number } | undefined;
      return row?.board_id ?? null;
    },
    async findSectionId(boardId, slug) {
      const row = sql(db, 'SELECT id FROM board_sections WHERE board_id = ? AND slug = ?').get(boardId, slug) as { id: number } | undefined;
      return row?.id ?? null;
    },
    async createSection(boardId, title) {
      const id = db.transaction(() => {
        const slug = uniqueSlug(
          title,
          (s) => sql(db, 'SELECT 1 FROM board_sections WHERE board_id = ? AND slug = ?').get(boardId, s) !== undefined,
        );
        return Number(
          sql(db, 'INSERT INTO board_sections (board_id, title, slug, created_at) VALUES (?, ?, ?, ?)').run(boardId, title, slug, now())
            .lastInsertRowid,
        );
      })();
      return sectionOf(sql(db, 'SELECT * FROM board_sections WHERE id = ?').get(id) as SectionRow);
    },
    async updateSection(sectionId, title) {
      db.transaction(() => {
        const row = sql(db, 'SELECT board_id FROM board_sections WHERE id = ?').get(sectionId) as { board_id: number } | undefined;
        if (!row) return;
        const slug = uniqueSlug(
          title,
          (s) =>
            sql(db, 'SELECT 1 FROM board_sections WHERE board_id = ? AND slug = ? AND id <> ?').get(row.board_id, s, sectionId) !==
            undefined,
        );
        sql(db, 'UPDATE board_sections SET title = ?, slug = ? WHERE id = ?').run(title, slug, sectionId);
      })();
      const row = sql(db, 'SELECT * FROM board_sections WHERE id = ?').get(sectionId) as SectionRow | undefined;
      return row ? sectionOf(row) : null;
    },
    async deleteSection(sectionId) {
      // Its pins stay on the board, outside any section; a pin already saved there too keeps
      // that one save, since a pin is on a board at most once per place.
      db.transaction(() => {
        sql(
          db,
          `DELETE FROM pins WHERE section_id = @section AND EXISTS (
             SELECT 1 FROM pins q WHERE q.board_id = pins.board_id AND q.section_id IS NULL AND q.root_pin_id = pins.root_pin_id)`,
        ).run({ section: sectionId });
        sql(db, 'UPDATE pins SET section_id = NULL WHERE section_id = ?').run(sectionId);
        sql(db, 'DELETE FROM board_sections WHERE id = ?').run(sectionId);
      })();
    },
    async listCollaborators(boardId) {
      const rows = sql(db, 'SELECT user_id, status FROM board_collaborators WHERE board_id = ? ORDER BY created_at, user_id').all(
        boardId,
      ) as Array<{ user_id: number; status: 'invited' | 'accepted' }>;
      const models = new ReadModels(db, ownerViewer(0));
      return rows.flatMap((row): ApiCollaborator[] => {
        const user = models.userSummary(row.user_id);
        return user ? [{ user, status: row.status }] : [];
      });
    },
    async inviteCollaborator(boardId, userId, invitedBy) {
      sql(
        db,
        "INSERT INTO board_collaborators (board_id, user_id, status, invited_by, created_at) VALUES (?, ?, 'invited', ?, ?) ON CONFLICT DO NOTHING",
      ).run(boardId, userId, invitedBy, now());
    },
    async acceptInvite(boardId, userId) {
      return (
        sql(db, "UPDATE board_collaborators SET status = 'accepted' WHERE board_id = ? AND user_id = ? AND status = 'invited'").run(
          boardId,
          userId,
        ).changes > 0
      );
    },
    async removeCollaborator(boardId, userId, status) {
      return (
        sql(db, 'DELETE FROM board_collaborators WHERE board_id = ? AND user_id = ? AND status = ?').run(boardId, userId, status).changes >
        0
      );
    },
  };
}
