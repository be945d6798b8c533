// Boards and sections: create (and the quick-saves board), read, edit, delete, list, follow.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiBoard } from 'shared-contracts/api';
import {
  BOARD_REFUSALS,
  boardRoleOf,
  BOARDS_PAGE_SIZE,
  DEFAULT_BOARD_PRIVACY,
  mayOnBoard,
  QUICK_SAVES_BOARD_NAME,
} from 'shared-contracts/rules';
import type { BoardAccess, Storage } from '../../storage/storage';
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { checkName } from '../nameFields';
import { apiRoute, pageAnswer, pageOf, resourceRoute } from '../resourceRoute';

/** The board as the viewer may see it; a secret board of someone else is 'not found', not 'forbidden'. */
export async function readableBoard(storage: Storage, request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  const access = await storage.boardAccess(request.viewer, Number(boardId));
  if (!access?.canRead) throw ApiHttpError.notFound('That board');
  return access;
}

export async function writableBoard(storage: Storage, request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  requireUser(request);
  const access = await readableBoard(storage, request, boardId);
  if (!access.canWrite) throw ApiHttpError.forbidden("You can't change someone else's board.");
  return access;
}

export async function ownedBoard(storage: Storage, request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  const access = await writableBoard(storage, request, boardId);
  if (!access.isOwner) throw ApiHttpError.forbidden('Only the board owner can do that.');
  return access;
}

/** The board as the viewer sees it now; gone meanwhile is a 404. */
export async function boardOrNotFound(storage: Storage, request: FastifyRequest, boardId: number): Promise<ApiBoard> {
  const board = found(await storage.getBoard(request.viewer, boardId), 'That board');
  return board;
}

/** A section id on the given board, or a 400 naming the field. */
export async function sectionOnBoard(
  storage: Storage,
  boardId: number,
  sectionId: string | undefined,
  field: string,
): Promise<number | null> {
  if (sectionId === undefined) return null;
  const owner = await storage.sectionBoardId(Number(sectionId));
  if (owner !== boardId) throw ApiHttpError.invalidField(field, 'That section is not on this board.');
  return Number(sectionId);
}

export function boardRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, 'BoardResource', 'create', {
    summary: "Create a board; with layout 'quick_saves' and return_existing, the user's quick-saves board",
    handle: async (options, request) => {
      const userId = requireUser(request);
      const viewer = await storage.getViewer(userId);
      if (options.username !== undefined && options.username.toLowerCase() !== viewer?.username.toLowerCase()) {
        throw ApiHttpError.forbidden("You can't create a board on someone else's profile.");
      }
      if (options.user_id !== undefined && Number(options.user_id) !== userId)
        throw ApiHttpError.forbidden("You can't create a board on someone else's profile.");
      checkName('name', options.name, 'Board name');
      const name = options.name.trim();
      if (options.layout === 'quick_saves') {
        const privacy = options.protected ? 'protected' : (options.privacy ?? DEFAULT_BOARD_PRIVACY);
        const { board, created } = await storage.quickSavesBoard(userId, name || QUICK_SAVES_BOARD_NAME, privacy);
        if (!created && options.return_existing === false) throw ApiHttpError.conflict('layout', 'You already have a quick-saves board.');
        return { data: board };
      }
      return {
        data: await storage.createBoard(userId, {
          name,
          privacy: options.privacy ?? DEFAULT_BOARD_PRIVACY,
          description: options.description ?? '',
        }),
      };
    },
  });

  resourceRoute(app, 'BoardResource', 'get', {
    summary: 'A board by board_id, or by username and slug (as in its URL)',
    handle: async (options, request) => {
      let boardId = options.board_id;
      if (boardId === undefined) {
        if (options.username === undefined || options.slug === undefined)
          throw ApiHttpError.invalidField('board_id', 'board_id, or username and slug, is required.');
        const found = await storage.findBoardId(options.username, options.slug);
        if (found === null) throw ApiHttpError.notFound('That board');
        boardId = String(found);
      }
      // getBoard answers null for a board the viewer may not read, as for one that is not there.
      const board = found(await storage.getBoard(request.viewer, Number(boardId)), 'That board');
      return { data: { ...board, sections: await storage.listSections(Number(boardId)) } };
    },
  });

  resourceRoute(app, 'BoardResource', 'update', {
    summary: "Edit a board's name, description, privacy or cover pin (owner only)",
    handle: async (options, request) => {
      checkName('name', options.name, 'Board name');
      const board = await ownedBoard(storage, request, options.board_id);
      if (options.cover_pin_id !== undefined) {
        const pin = await storage.pinAccess(request.viewer, Number(options.cover_pin_id));
        if (pin?.boardId !== board.boardId)
          throw ApiHttpError.invalidField('cover_pin_id', 'The cover must be one of the Pins on this board.');
      }
      await storage.updateBoard(Number(options.board_id), {
        ...(options.name !== undefined ? { name: options.name.trim() } : {}),
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(options.privacy !== undefined ? { privacy: options.privacy } : {}),
        ...(options.cover_pin_id !== undefined ? { coverPinId: Number(options.cover_pin_id) } : {}),
      });
      return { data: await boardOrNotFound(storage, request, Number(options.board_id)) };
    },
  });

  resourceRoute(app, 'BoardResource', 'delete', {
    summary: 'Delete a board and its pins (owner only)',
    handle: async (options, request) => {
      await ownedBoard(storage, request, options.board_id);
      await storage.deleteBoard(Number(options.board_id));
      return { data: { board_id: options.board_id, deleted: true } };
    },
  });

  resourceRoute(app, 'BoardsResource', 'get', {
    summary: "A user's boards, with the privacy filter, sort and grouping",
    handle: async (options, request) => {
      const owner = found(await storage.getUser(request.viewer, { username: options.username }), 'That user');
      const page = await storage.listBoards(request.viewer, {
        ownerId: Number(owner.id),
        privacyFilter: options.privacy_filter ?? 'all',
        sort: options.sort ?? 'last_pinned_to',
        groupBy: options.group_by ?? 'mix_public_private',
        includeArchived: options.include_archived ?? false,
        ...pageOf(options, BOARDS_PAGE_SIZE),
      });
      return pageAnswer(page);
    },
  });

  resourceRoute(app, 'BoardSectionsResource', 'get', {
    summary: "A board's sections",
    handle: async (options, request) => {
      await readableBoard(storage, request, options.board_id);
      return { data: await storage.listSections(Number(options.board_id)) };
    },
  });

  resourceRoute(app, 'BoardSectionResource', 'get', {
    summary: 'One section by section_id, with its board (for the section edit page)',
    handle: async (options, request) => {
      const boardId = await storage.sectionBoardId(Number(options.section_id));
      if (boardId === null) throw ApiHttpError.notFound('That section');
      const access = await readableBoard(storage, request, String(boardId));
      const section = (await storage.listSections(access.boardId)).find((s) => s.id === options.section_id);
      if (!section) throw ApiHttpError.notFound('That section');
      return { data: { ...section, board: await boardOrNotFound(storage, request, access.boardId) } };
    },
  });

  resourceRoute(app, 'BoardSectionResource', 'create', {
    summary: 'Add a section to a board (owner or collaborator)',
    handle: async (options, request) => {
      checkName('title', options.title, 'Section name');
      await writableBoard(storage, request, options.board_id);
      return { data: await storage.createSection(Number(options.board_id), options.title.trim()) };
    },
  });

  // Renaming and deleting a section is the owner's: collaborators organise their own Pins.
  const sectionBoard = async (request: FastifyRequest, sectionId: string, action: 'edit-section' | 'delete-section') => {
    const boardId = await storage.sectionBoardId(Number(sectionId));
    if (boardId === null) throw ApiHttpError.notFound('That section');
    const access = await writableBoard(storage, request, String(boardId));
    if (!mayOnBoard(boardRoleOf(access), action)) throw ApiHttpError.forbidden(BOARD_REFUSALS[action]);
    return access;
  };

  resourceRoute(app, 'BoardSectionResource', 'update', {
    summary: 'Rename a section',
    handle: async (options, request) => {
      checkName('title', options.title, 'Section name');
      await sectionBoard(request, options.section_id, 'edit-section');
      const section = found(await storage.updateSection(Number(options.section_id), options.title.trim()), 'That section');
      return { data: section };
    },
  });

  resourceRoute(app, 'BoardSectionResource', 'delete', {
    summary: 'Delete a section; its pins stay on the board',
    handle: async (options, request) => {
      await sectionBoard(request, options.section_id, 'delete-section');
      await storage.deleteSection(Number(options.section_id));
      return { data: { section_id: options.section_id, deleted: true } };
    },
  });

  // PUT follows, DELETE unfollows (spec section 7).
  const follow = (key: 'PUT /v3/boards/:board_id/follow/' | 'DELETE /v3/boards/:board_id/follow/') =>
    apiRoute(app, key, {
      summary: key.startsWith('PUT') ? 'Follow a board' : 'Unfollow a board',
      tags: ['boards'],
      handle: async ({ params }, request) => {
        const userId = requireUser(request);
        const access = await readableBoard(storage, request, params.board_id);
        await storage.setBoardFollow(userId, access.boardId, key.startsWith('PUT'));
        return boardOrNotFound(storage, request, access.boardId);
      },
    });
  follow('PUT /v3/boards/:board_id/follow/');
  follow('DELETE /v3/boards/:board_id/follow/');
}
