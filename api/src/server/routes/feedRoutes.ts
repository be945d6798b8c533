// The paged reads the areas show as grids: home, search, related, topic, board, section, profile.

import type { FastifyInstance } from 'fastify';
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { pageAnswer, pageOf, resourceRoute, type CachedReads } from '../resourceRoute';
import { createReadCache } from '../readCache';
import { readableBoard, sectionOnBoard } from './boardRoutes';

export function feedRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  // Grids are read far more than they change, and depend only on the data and the viewer.
  const cached: CachedReads = { cache: createReadCache(), dataVersion: () => storage.dataVersion() };
  resourceRoute(app, 'HomefeedResource', 'get', {
    cached,
    summary: 'The home feed; with scope, only its videos or its products (the videos and shopping surfaces)',
    handle: async (options, request) => {
      return pageAnswer(await storage.homeFeed(request.viewer, pageOf(options), options.scope));
    },
  });

  resourceRoute(app, 'BaseSearchResource', 'get', {
    cached,
    summary:
      "Search pins by every word, stemmed, in the title, description, board name, topic or link domain; pins whose title holds them first, then the board's, the description's, the rest, each in the home feed's order",
    handle: async (options, request) => {
      const scope = options.scope ?? 'pins';
      return pageAnswer(await storage.searchPins(request.viewer, options.query.trim(), scope, pageOf(options)));
    },
  });

  resourceRoute(app, 'RelatedPinFeedResource', 'get', {
    cached,
    summary: 'Pins related to a pin (same topic)',
    handle: async (options, request) => {
      const access = await storage.pinAccess(request.viewer, Number(options.pin_id));
      if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
      return pageAnswer(await storage.relatedPins(request.viewer, access.pinId, pageOf(options)));
    },
  });

  resourceRoute(app, 'VisualSearchResource', 'get', {
    cached,
    summary:
      'Pins that look like a pin (visual search): the nearest colour histograms of their pictures first; with products, product pins only',
    handle: async (options, request) => {
      const access = await storage.pinAccess(request.viewer, Number(options.pin_id));
      if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
      return pageAnswer(await storage.visualSearch(request.viewer, access.pinId, pageOf(options), options.products ?? false));
    },
  });

  resourceRoute(app, 'InterestsResource', 'get', {
    summary: 'Every topic',
    handle: async () => ({ data: await storage.listInterests() }),
  });

  resourceRoute(app, 'TopicsResource', 'get', {
    summary: 'Every topic as a tile: its pin count and first pictures, and whether the viewer follows it',
    handle: async (_options, request) => ({ data: await storage.topics(request.viewer) }),
  });

  resourceRoute(app, 'TopicResource', 'get', {
    summary: "One topic as a tile, by its URL name, the start of one ('food' is Food and Drink) or its id",
    handle: async (options, request) => {
      const topic = found(await storage.topic(request.viewer, options.topic), 'That topic');
      return { data: topic };
    },
  });

  resourceRoute(app, 'TodayStoriesResource', 'get', {
    summary: "Today's stories: three a day, this day and the six before, newest first",
    handle: async (_options, request) => ({ data: await storage.stories(request.viewer) }),
  });

  resourceRoute(app, 'TodayStoryResource', 'get', {
    summary: 'One of Today’s stories with its pins',
    handle: async (options, request) => {
      const story = found(await storage.story(request.viewer, options.slug), 'That story');
      return { data: story };
    },
  });

  resourceRoute(app, 'RankedPinsResource', 'get', {
    cached,
    summary:
      'Pins by what people do with them: the most saved (best), saved most this week (trending), seen most (popular), products (shop)',
    handle: async (options, request) => {
      return pageAnswer(await storage.rankedPins(request.viewer, options.ranking, pageOf(options)));
    },
  });

  resourceRoute(app, 'InterestFeedResource', 'get', {
    cached,
    summary: "A topic's pins (ideas, topics, videos and shopping categories), by its URL name, the start of one or its id",
    handle: async (options, request) => {
      const topic = await storage.topic(request.viewer, options.interest);
      const interestId = topic ? Number(topic.interest.id) : null;
      if (interestId === null) throw ApiHttpError.notFound('That topic');
      return pageAnswer(await storage.interestPins(request.viewer, interestId, pageOf(options), options.scope));
    },
  });

  resourceRoute(app, 'BoardFeedResource', 'get', {
    cached,
    summary: "A board's pins, newest first (or one section's with section_id)",
    handle: async (options, request) => {
      const access = await readableBoard(storage, request, options.board_id);
      const sectionId = await sectionOnBoard(storage, access.boardId, options.section_id, 'section_id');
      return pageAnswer(await storage.boardPins(request.viewer, access.boardId, sectionId, pageOf(options)));
    },
  });

  resourceRoute(app, 'BoardSectionPinsResource', 'get', {
    cached,
    summary: "A section's pins, newest first",
    handle: async (options, request) => {
      const boardId = await storage.sectionBoardId(Number(options.section_id));
      if (boardId === null) throw ApiHttpError.notFound('That section');
      await readableBoard(storage, request, String(boardId));
      return pageAnswer(await storage.boardPins(request.viewer, boardId, Number(options.section_id), pageOf(options)));
    },
  });

  resourceRoute(app, 'UserPinsResource', 'get', {
    cached,
    summary: "A profile's pins: the ones the user created (_created) or everything they saved (_saved)",
    handle: async (options, request) => {
      const user = found(await storage.getUser(request.viewer, { username: options.username }), 'That user');
      return pageAnswer(await storage.userPins(request.viewer, Number(user.id), options.kind ?? 'saved', pageOf(options)));
    },
  });
}
