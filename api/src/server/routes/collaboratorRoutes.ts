// Board collaborators: list, invite, accept, and removal of invites and collaborators.

import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { boardOrNotFound, readableBoard, writableBoard } from './boardRoutes';

export function collaboratorRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, 'BoardCollaboratorsResource', 'get', {
    summary: 'Collaborators of a board, and its pending invites for its owner and collaborators (an invitee sees their own)',
    handle: async (options, request) => {
      const access = await readableBoard(storage, request, options.board_id);
      const everyone = await storage.listCollaborators(access.boardId);
      // Who was invited is the board's members' business, not every reader's.
      if (access.canWrite) return { data: everyone };
      const me = request.viewer.userId === null ? null : String(request.viewer.userId);
      return { data: everyone.filter((c) => c.status === 'accepted' || c.user.id === me) };
    },
  });

  resourceRoute(app, 'BoardInvitesResource', 'get', {
    summary: "The viewer's invites to collaborate that wait for an answer, newest first",
    handle: async (_options, request) => {
      requireUser(request);
      return { data: await storage.listInvites(request.viewer) };
    },
  });

  resourceRoute(app, 'BoardInviteResource', 'create', {
    summary: 'Invite a user to collaborate on a board (owner or collaborator)',
    handle: async (options, request) => {
      const userId = requireUser(request);
      const access = await writableBoard(storage, request, options.board_id);
      const invitee = Number(options.invited_user_id);
      if (invitee === access.ownerId) throw ApiHttpError.invalidField('invited_user_id', 'The owner is already on this board.');
      if (!(await storage.getUser(request.viewer, { userId: invitee }))) throw ApiHttpError.notFound('That user');
      await storage.inviteCollaborator(access.boardId, invitee, userId);
      return { data: await storage.listCollaborators(access.boardId) };
    },
  });

  resourceRoute(app, 'BoardInviteResource', 'update', {
    summary: 'Accept an invite to a board (the invited user)',
    handle: async (options, request) => {
      const userId = requireUser(request);
      const accepted = await storage.acceptInvite(Number(options.board_id), userId);
      if (!accepted) throw ApiHttpError.notFound('That invite');
      return { data: await boardOrNotFound(storage, request, Number(options.board_id)) };
    },
  });

  // The owner removes anyone; a user may always remove themselves (deny an invite, leave a board).
  const removal = (resource: 'BoardInviteResource' | 'BoardCollaboratorResource', status: 'invited' | 'accepted') =>
    resourceRoute(app, resource, 'delete', {
      summary: status === 'invited' ? 'Remove (or deny) a pending invite' : 'Remove an accepted collaborator',
      handle: async (options, request) => {
        const userId = requireUser(request);
        const target = Number(options.invited_user_id);
        const access = await readableBoard(storage, request, options.board_id);
        if (!access.isOwner && target !== userId) throw ApiHttpError.forbidden('Only the board owner can remove other people.');
        const removed = await storage.removeCollaborator(access.boardId, target, status);
        if (!removed) throw ApiHttpError.notFound(status === 'invited' ? 'That invite' : 'That collaborator');
        return { data: { board_id: options.board_id, invited_user_id: options.invited_user_id, removed: true } };
      },
    });
  removal('BoardInviteResource', 'invited');
  removal('BoardCollaboratorResource', 'accepted');
}
