// Pins: read one, create, save (repin), delete, bulk delete, feedback, and the three hide paths.

import { boardRoleOf, bulkEditReach, DELETED_PIN_MESSAGE, DELETED_PIN_SAVE_MESSAGE, externalUrl, mayEditPin } from 'shared-contracts/rules';
import { WOULD_DELETE_PIN } from 'shared-contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HidePath } from '../../storage/storage';

type HideExtra = { newsId?: string; query?: string; pinType?: string };
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { PIN_CREATE_BODY_LIMIT, storeUploadedImage, uploadedImageAnswer } from '../imageUpload';
import { requireUser } from '../requestContext';
import { apiRoute, resourceRoute } from '../resourceRoute';
import { sectionOnBoard, writableBoard } from './boardRoutes';

const WOULD_DELETE_PIN_MESSAGE = 'This is your own Pin and is saved nowhere else: removing it would delete it.';

function externalLink(text: string): string {
  const url = externalUrl(text.trim());
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

  /** A pin that is there to read: a deleted one (a story pin its creator deleted, or one gone altogether) is 410. */
  const livePin = async (request: FastifyRequest, pinId: string, gone: string) => {
    const id = Number(pinId);
    const access = await storage.pinAccess(request.viewer, id);
    if ((access === null && (await storage.wasPinDeleted(id))) || (access?.canRead && access.isDeleted)) throw ApiHttpError.gone(gone);
    if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
    return access;
  };

  resourceRoute(app, 'PinResource', 'get', {
    summary: 'One pin by id; 410 for a deleted one',
    handle: async (options, request) => {
      await livePin(request, options.id, DELETED_PIN_MESSAGE);
      const pin = found(await storage.getPin(request.viewer, Number(options.id)), 'That Pin');
      return { data: pin };
    },
  });

  resourceRoute(app, 'PinResource', 'create', {
    summary: 'Create a pin on a board from an uploaded image (image_base64) or a stored image URL',
    // The picture comes inside the form, as base64: every other call keeps the API's small limit.
    bodyLimit: PIN_CREATE_BODY_LIMIT,
    signedIn: true,
    handle: async (options, request, reply) => {
      const userId = requireUser(request);
      const board = await writableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, board.boardId, options.section, 'section');
      if (options.image_base64 === undefined && options.image_url === undefined)
        throw ApiHttpError.invalidField('image_base64', 'image_base64 or image_url is required.');
      const link = options.link === undefined || options.link.trim() === '' ? null : externalLink(options.link);
      const image = await storeUploadedImage(deps, options, userId, reply);
      const pin = await storage.createPin({
        boardId: board.boardId,
        sectionId,
        pinnerId: userId,
        title: options.title?.trim() ?? '',
        description: options.description ?? '',
        link,
        altText: options.alt_text?.trim() ?? '',
        image,
        method: options.method,
      });
      return { data: { pin, pinner: pin.pinner } };
    },
  });

  resourceRoute(app, 'PinImageUploadResource', 'create', {
    summary: "Upload a picture for a pin not yet made (the builder's preview); PinResource create takes its image_url",
    bodyLimit: PIN_CREATE_BODY_LIMIT,
    signedIn: true,
    handle: async (options, request, reply) => {
      const userId = requireUser(request);
      const image = await storeUploadedImage(deps, options, userId, reply);
      await storage.saveImage(image);
      return { data: uploadedImageAnswer(image) };
    },
  });

  resourceRoute(app, 'PinResource', 'update', {
    summary: "Its owner's edit of a pin: title, description, link, alt text, and with board_id its board and section",
    handle: async (options, request) => {
      const userId = requireUser(request);
      const access = await readablePin(request, options.id);
      if (!mayEditPin(String(userId), String(access.pinnerId))) throw ApiHttpError.forbidden("You can't edit someone else's Pin.");
      let place: { boardId: number; sectionId: number | null } | undefined;
      const staysPut =
        options.board_id !== undefined &&
        Number(options.board_id) === access.boardId &&
        (options.section === undefined ? null : Number(options.section)) === access.sectionId;
      // Its own place named again is no move: a pinner no longer on that board may still edit their words.
      if (options.board_id !== undefined && !staysPut) {
        const board = await writableBoard(storage, request, options.board_id);
        place = { boardId: board.boardId, sectionId: await sectionOnBoard(storage, board.boardId, options.section, 'section') };
      } else if (options.board_id === undefined && options.section !== undefined) {
        throw ApiHttpError.invalidField('board_id', 'board_id is required to move a Pin to a section.');
      }
      const link = options.link === undefined ? undefined : options.link.trim() === '' ? null : externalLink(options.link);
      const outcome = await storage.updatePin(access.pinId, {
        ...(options.title !== undefined ? { title: options.title.trim() } : {}),
        ...(options.description !== undefined ? { description: options.description } : {}),
        ...(link !== undefined ? { link } : {}),
        ...(options.alt_text !== undefined ? { altText: options.alt_text.trim() } : {}),
        ...(place ? { place } : {}),
      });
      if (outcome === 'taken') throw ApiHttpError.conflict('board_id', 'You already saved this Pin there.');
      const pin = found(await storage.getPin(request.viewer, access.pinId), 'That Pin');
      return { data: pin };
    },
  });

  resourceRoute(app, 'PinResource', 'delete', {
    summary:
      'Delete a pin (its pinner, or the board owner or a collaborator); with unsave, only a saved copy (409 would_delete_pin for an original)',
    handle: async (options, request) => {
      requireUser(request);
      const access = await readablePin(request, options.id);
      if (!access.canDelete) throw ApiHttpError.forbidden("You can't delete someone else's Pin.");
      if (options.unsave !== true) {
        await storage.deletePin(access.pinId);
        return { data: { id: options.id, deleted: true } };
      }
      // An unsave is one click: it may remove a saved copy, never the pin itself.
      if (!access.isRepin) throw new ApiHttpError(409, WOULD_DELETE_PIN, WOULD_DELETE_PIN_MESSAGE);
      const copy = await storage.getPin(request.viewer, access.pinId);
      await storage.deletePin(access.pinId);
      const sourcePinId = String(access.repinOf ?? access.rootPinId);
      return {
        data: { id: options.id, deleted: true, unsaved: { sourcePinId, board: copy?.board ?? null, section: copy?.section ?? null } },
      };
    },
  });

  resourceRoute(app, 'RepinResource', 'create', {
    summary: 'Save a pin to a board (and section); saving it there again returns the same save',
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.user_id !== undefined && Number(options.user_id) !== userId)
        throw ApiHttpError.forbidden("You can't save Pins for someone else.");
      await livePin(request, options.pin_id, DELETED_PIN_SAVE_MESSAGE);
      const board = await writableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, board.boardId, options.section, 'section');
      const { pin, created } = await storage.repin(request.viewer, Number(options.pin_id), board.boardId, sectionId);
      return { data: { ...pin, created } };
    },
  });

  type BulkResource = 'BulkEditResource' | 'BulkEditSelectAllResource';
  /**
   * Where a bulk edit takes pins from, and what it reaches: select all reaches every pin there but
   * pin_ids; a collaborator's bulk edit (select all included) only their own Pins.
   */
  const bulkSource = async (resource: BulkResource, request: FastifyRequest, boardId: string, sectionId: string | undefined) => {
    const board = await writableBoard(storage, request, boardId);
    const from = { boardId: board.boardId, sectionId: await sectionOnBoard(storage, board.boardId, sectionId, 'section_id') };
    const reach = bulkEditReach(boardRoleOf(board));
    return {
      from,
      scope: { selectAll: resource === 'BulkEditSelectAllResource', pinnerOnly: reach === 'own' ? requireUser(request) : null },
    };
  };

  const bulkDelete = (resource: BulkResource) =>
    resourceRoute(app, resource, 'delete', {
      summary:
        resource === 'BulkEditResource'
          ? 'Delete the given pins from a board (or section)'
          : 'Select all: delete every pin on the board (or section) except pin_ids',
      handle: async (options, request) => {
        const { from, scope } = await bulkSource(resource, request, options.board_id, options.section_id);
        const deleted = await storage.bulkDelete(from.boardId, from.sectionId, options.pin_ids.map(Number), scope);
        return { data: { deleted } };
      },
    });
  bulkDelete('BulkEditResource');
  bulkDelete('BulkEditSelectAllResource');

  const bulkMove = (resource: BulkResource) =>
    resourceRoute(app, resource, 'update', {
      summary:
        resource === 'BulkEditResource'
          ? 'Move the given pins from a board (or section) to another board (or section) of the viewer'
          : 'Select all: move every pin on the board (or section) except pin_ids to another board (or section)',
      handle: async (options, request) => {
        const { from, scope } = await bulkSource(resource, request, options.board_id, options.section_id);
        const to = await writableBoard(storage, request, options.to_board_id);
        const toSection = await sectionOnBoard(storage, to.boardId, options.to_section_id, 'to_section_id');
        if (to.boardId === from.boardId && toSection === from.sectionId)
          throw ApiHttpError.invalidField('to_board_id', 'Choose another board or section: the Pins are already there.');
        const result = await storage.bulkMove(from, { boardId: to.boardId, sectionId: toSection }, options.pin_ids.map(Number), scope);
        return { data: result };
      },
    });
  bulkMove('BulkEditResource');
  bulkMove('BulkEditSelectAllResource');

  resourceRoute(app, 'PinFeedbackResource', 'update', {
    summary: 'Feedback on a pin in the feed',
    handle: async (options, request) => {
      const userId = requireUser(request);
      const pin = await readablePin(request, options.pin_id);
      await storage.recordPinFeedback(userId, pin.pinId, options.feedback_type, options.report_reason ?? null);
      return { data: { pin_id: options.pin_id, feedback_type: options.feedback_type } };
    },
  });

  resourceRoute(app, 'PinFeedbackResource', 'delete', {
    summary: "Undo: the viewer's latest feedback of that type on a pin (a report) is taken back",
    handle: async (options, request) => {
      const userId = requireUser(request);
      const pin = await readablePin(request, options.pin_id);
      const removed = await storage.removePinFeedback(userId, pin.pinId, options.feedback_type);
      return { data: { pin_id: options.pin_id, feedback_type: options.feedback_type, removed } };
    },
  });

  // The three hide paths of spec section 7, each with its undo.
  const hide = async (request: FastifyRequest, pinId: string, path: HidePath, hidden: boolean, extra: HideExtra) => {
    const userId = requireUser(request);
    await readablePin(request, pinId);
    await storage.setHidden(userId, Number(pinId), path, hidden, extra);
    return { pin_id: pinId, hidden };
  };
  const summary = (hidden: boolean, path: HidePath) => `${hidden ? 'Hide' : 'Undo hiding'} a pin (${path})`;
  for (const [key, hidden] of [
    ['PUT /v3/news_hub/:news_id/pin/:pin_id/hide/', true],
    ['PUT /v3/news_hub/:news_id/pin/:pin_id/undo/', false],
  ] as const) {
    apiRoute(app, key, {
      summary: summary(hidden, 'news_hub'),
      tags: ['hide'],
      handle: ({ params }, request) => hide(request, params.pin_id, 'news_hub', hidden, { newsId: params.news_id }),
    });
  }
  for (const [key, hidden] of [
    ['PUT /v3/p2p/:pin/hide/', true],
    ['PUT /v3/p2p/:pin/unhide/', false],
  ] as const) {
    apiRoute(app, key, {
      summary: summary(hidden, 'p2p'),
      tags: ['hide'],
      handle: ({ params }, request) => hide(request, params.pin, 'p2p', hidden, {}),
    });
  }
  for (const [key, hidden] of [
    ['PUT /v3/search/:pin_id/hide/', true],
    ['PUT /v3/search/:pin_id/unhide/', false],
  ] as const) {
    apiRoute(app, key, {
      summary: summary(hidden, 'search'),
      tags: ['hide'],
      handle: ({ params, payload }, request) =>
        hide(request, params.pin_id, 'search', hidden, {
          ...(payload.query !== undefined ? { query: payload.query } : {}),
          ...(payload.pin_type !== undefined ? { pinType: payload.pin_type } : {}),
        }),
    });
  }
}
