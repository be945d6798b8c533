// The paged reads the areas show as grids: home, search, related, topic, board, section, profile.

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import type { BrowseScope } from '../../storage/storage';
import { pageOf, resourceRoute } from '../resourceRoute';
import { Id, Paging, UsernameParam } from '../schemas';
import { readableBoard, sectionOnBoard } from './boardRoutes';

const BrowseScopeOption = Type.Union(['pins', 'videos', 'buyable_pins'].map((s) => Type.Literal(s)));

export function feedRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, {
    resource: 'HomefeedResource',
    action: 'get',
    summary: 'The home feed; with scope, only its videos or its products (the videos and shopping surfaces)',
    options: Type.Object({ scope: Type.Optional(BrowseScopeOption), ...Paging }, { additionalProperties: false }),
    handle: async (options, request) => {
      const page = await storage.homeFeed(request.viewer, pageOf(options), options.scope as BrowseScope | undefined);
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'BaseSearchResource',
    action: 'get',
    summary: 'Search pins by words in the title or description',
    options: Type.Object(
      {
        query: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        scope: Type.Optional(Type.Union(['pins', 'videos', 'buyable_pins', 'my_pins'].map((s) => Type.Literal(s)))),
        ...Paging,
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const scope = (options.scope ?? 'pins') as 'pins' | 'videos' | 'buyable_pins' | 'my_pins';
      const page = await storage.searchPins(request.viewer, options.query.trim(), scope, pageOf(options));
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'RelatedPinFeedResource',
    action: 'get',
    summary: 'Pins related to a pin (same topic)',
    options: Type.Object({ pin_id: Id, ...Paging }, { additionalProperties: false }),
    handle: async (options, request) => {
      const access = await storage.pinAccess(request.viewer, Number(options.pin_id));
      if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
      const page = await storage.relatedPins(request.viewer, access.pinId, pageOf(options));
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'InterestsResource',
    action: 'get',
    summary: 'Every topic',
    options: Type.Object({}, { additionalProperties: false }),
    handle: async () => ({ data: await storage.listInterests() }),
  });

  resourceRoute(app, {
    resource: 'InterestFeedResource',
    action: 'get',
    summary: "A topic's pins (ideas, topics)",
    options: Type.Object(
      { interest: Type.String({ minLength: 1, maxLength: 80 }), scope: Type.Optional(BrowseScopeOption), ...Paging },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const interestId = await storage.findInterestId(options.interest);
      if (interestId === null) throw ApiHttpError.notFound('That topic');
      const page = await storage.interestPins(request.viewer, interestId, pageOf(options), options.scope as BrowseScope | undefined);
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'BoardFeedResource',
    action: 'get',
    summary: "A board's pins, newest first (or one section's with section_id)",
    options: Type.Object({ board_id: Id, section_id: Type.Optional(Id), ...Paging }, { additionalProperties: false }),
    handle: async (options, request) => {
      const access = await readableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, access.boardId, options.section_id, 'section_id');
      const page = await storage.boardPins(request.viewer, access.boardId, sectionId, pageOf(options));
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'BoardSectionPinsResource',
    action: 'get',
    summary: "A section's pins, newest first",
    options: Type.Object({ section_id: Id, ...Paging }, { additionalProperties: false }),
    handle: async (options, request) => {
      const boardId = await storage.sectionBoardId(Number(options.section_id));
      if (boardId === null) throw ApiHttpError.notFound('That section');
      await readableBoard(storage, request, String(boardId));
      const page = await storage.boardPins(request.viewer, boardId, Number(options.section_id), pageOf(options));
      return { data: page.items, bookmark: page.bookmark };
    },
  });

  resourceRoute(app, {
    resource: 'UserPinsResource',
    action: 'get',
    summary: "A profile's pins: the ones the user created (_created) or everything they saved (_saved)",
    options: Type.Object(
      { username: UsernameParam, kind: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('saved')])), ...Paging },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const user = await storage.getUser(request.viewer, { username: options.username });
      if (!user) throw ApiHttpError.notFound('That user');
      const page = await storage.userPins(request.viewer, Number(user.id), options.kind ?? 'saved', pageOf(options));
      return { data: page.items, bookmark: page.bookmark };
    },
  });
}
