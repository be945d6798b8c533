// Pins: read one, create, save (repin), delete, bulk delete, feedback, and the three hide paths.

import { Type } from '@sinclair/typebox';
import { externalUrl } from 'shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HidePath } from '../../storage/storage';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { ok } from '../envelope';
import { storeUploadedImage } from '../imageUpload';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { BoardDescription, Id, Tracking } from '../schemas';
import { sectionOnBoard, writableBoard } from './boardRoutes';

function externalLink(text: string): string {
  const url = externalUrl(text);
  if (!url) throw ApiHttpError.invalidField('link', 'link must be an absolute http(s) URL.');
  return url.href;
}

export function pinRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { storage } = deps;

  const readablePin = async (request: FastifyRequest, pinId: string) => {
    const access = await storage.pinAccess(request.viewer, Number(pinId));
    if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
    return access;
  };

  resourceRoute(app, {
    resource: 'PinResource',
    action: 'get',
    summary: 'One pin by id',
    options: Type.Object({ id: Id, field_set_key: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false }),
    handle: async (options, request) => {
      const pin = await storage.getPin(request.viewer, Number(options.id));
      if (!pin) throw ApiHttpError.notFound('That Pin');
      return { data: pin };
    },
  });

  resourceRoute(app, {
    resource: 'PinResource',
    action: 'create',
    summary: 'Create a pin on a board from an uploaded image (image_base64) or a stored image URL',
    options: Type.Object(
      {
        board_id: Id,
        section: Type.Optional(Id),
        method: Type.Union([Type.Literal('button'), Type.Literal('button_external')]),
        image_url: Type.Optional(Type.String({ maxLength: 2000 })),
        image_base64: Type.Optional(Type.String({ maxLength: 14_000_000 })),
        title: Type.Optional(Type.String({ maxLength: 100 })),
        description: Type.Optional(BoardDescription),
        link: Type.Optional(Type.String({ maxLength: 2000 })),
        ...Tracking,
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const userId = requireUser(request);
      const board = await writableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, board.boardId, options.section, 'section');
      if (options.image_base64 === undefined && options.image_url === undefined)
        throw ApiHttpError.invalidField('image_base64', 'image_base64 or image_url is required.');
      const link = options.link === undefined ? null : externalLink(options.link);
      const image = await storeUploadedImage(deps, options);
      const pin = await storage.createPin({
        boardId: board.boardId,
        sectionId,
        pinnerId: userId,
        title: options.title?.trim() ?? '',
        description: options.description ?? '',
        link,
        image,
        method: options.method,
      });
      return { data: { pin, pinner: pin.pinner } };
    },
  });

  resourceRoute(app, {
    resource: 'PinResource',
    action: 'delete',
    summary: 'Delete a pin (its pinner, or the board owner or a collaborator)',
    options: Type.Object({ id: Id, ...Tracking }, { additionalProperties: false }),
    handle: async (options, request) => {
      requireUser(request);
      const access = await readablePin(request, options.id);
      if (!access.canDelete) throw ApiHttpError.forbidden("You can't delete someone else's Pin.");
      await storage.deletePin(access.pinId);
      return { data: { id: options.id, deleted: true } };
    },
  });

  resourceRoute(app, {
    resource: 'RepinResource',
    action: 'create',
    summary: 'Save a pin to a board (and section); saving it there again returns the same save',
    options: Type.Object(
      {
        pin_id: Id,
        board_id: Id,
        section: Type.Optional(Id),
        user_id: Type.Optional(Id),
        eventContext: Type.Optional(Type.Unknown()),
        disable_event_log_info: Type.Optional(Type.Boolean()),
        description: Type.Optional(BoardDescription),
        ...Tracking,
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.user_id !== undefined && Number(options.user_id) !== userId)
        throw ApiHttpError.forbidden("You can't save Pins for someone else.");
      await readablePin(request, options.pin_id);
      const board = await writableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, board.boardId, options.section, 'section');
      const { pin, created } = await storage.repin(request.viewer, Number(options.pin_id), board.boardId, sectionId);
      return { data: { ...pin, created } };
    },
  });

  const bulkDelete = (resource: 'BulkEditResource' | 'BulkEditSelectAllResource') =>
    resourceRoute(app, {
      resource,
      action: 'delete',
      summary:
        resource === 'BulkEditResource'
          ? 'Delete the given pins from a board (or section)'
          : 'Select all: delete every pin on the board (or section) except pin_ids',
      options: Type.Object(
        { board_id: Id, section_id: Type.Optional(Id), pin_ids: Type.Array(Id, { maxItems: 5000, uniqueItems: true }), ...Tracking },
        { additionalProperties: false },
      ),
      handle: async (options, request) => {
        const board = await writableBoard(storage, request, options.board_id);
        const sectionId = await sectionOnBoard(storage, board.boardId, options.section_id, 'section_id');
        const deleted = await storage.bulkDelete(
          board.boardId,
          sectionId,
          options.pin_ids.map(Number),
          resource === 'BulkEditSelectAllResource',
        );
        return { data: { deleted } };
      },
    });
  bulkDelete('BulkEditResource');
  bulkDelete('BulkEditSelectAllResource');

  resourceRoute(app, {
    resource: 'PinFeedbackResource',
    action: 'update',
    summary: 'Feedback on a pin in the feed',
    options: Type.Object(
      { feedback_type: Type.Integer({ minimum: 1, maximum: 100 }), pin_id: Id, ...Tracking },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const userId = requireUser(request);
      const pin = await readablePin(request, options.pin_id);
      await storage.recordPinFeedback(userId, pin.pinId, options.feedback_type);
      return { data: { pin_id: options.pin_id, feedback_type: options.feedback_type } };
    },
  });

  // The three hide paths of spec section 7, each with its undo.
  const hide = (url: string, path: HidePath, hidden: boolean, pinParam: string, extra?: 'news' | 'search') =>
    app.route<{ Params: Record<string, string>; Body: { query?: string; pin_type?: string } | undefined }>({
      method: 'PUT',
      url,
      schema: {
        summary: `${hidden ? 'Hide' : 'Undo hiding'} a pin (${path})`,
        tags: ['hide'],
        params: Type.Object({ [pinParam]: Id, ...(extra === 'news' ? { news_id: Type.String({ minLength: 1, maxLength: 64 }) } : {}) }),
        ...(extra === 'search'
          ? {
              body: Type.Object(
                { query: Type.Optional(Type.String({ maxLength: 200 })), pin_type: Type.Optional(Type.String({ maxLength: 32 })) },
                { additionalProperties: false },
              ),
            }
          : {}),
      },
      handler: async (request) => {
        const userId = requireUser(request);
        const pinId = request.params[pinParam] ?? '';
        await readablePin(request, pinId);
        await storage.setHidden(userId, Number(pinId), path, hidden, {
          ...(request.params.news_id !== undefined ? { newsId: request.params.news_id } : {}),
          ...(request.body?.query !== undefined ? { query: request.body.query } : {}),
          ...(request.body?.pin_type !== undefined ? { pinType: request.body.pin_type } : {}),
        });
        return ok({ pin_id: pinId, hidden });
      },
    });
  hide('/v3/news_hub/:news_id/pin/:pin_id/hide/', 'news_hub', true, 'pin_id', 'news');
  hide('/v3/news_hub/:news_id/pin/:pin_id/undo/', 'news_hub', false, 'pin_id', 'news');
  hide('/v3/p2p/:pin/hide/', 'p2p', true, 'pin');
  hide('/v3/p2p/:pin/unhide/', 'p2p', false, 'pin');
  hide('/v3/search/:pin_id/hide/', 'search', true, 'pin_id', 'search');
  hide('/v3/search/:pin_id/unhide/', 'search', false, 'pin_id', 'search');
}
