// The viewer's notifications (/notifications/): what happened to them, newest first, how many are
// new (the header's bell), and marking it all seen when they have looked.

import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { pageAnswer, pageOf, resourceRoute } from '../resourceRoute';
import { pinSendRoutes } from './pinSendRoutes';

export const NOTIFICATIONS_PAGE_SIZE = 25;

export function notificationRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, 'NotificationsResource', 'get', {
    summary: "The viewer's notifications, newest first: saves of their Pins, new followers, board invites",
    handle: async (options, request) => {
      requireUser(request);
      return pageAnswer(await storage.notifications(request.viewer, pageOf(options, NOTIFICATIONS_PAGE_SIZE)));
    },
  });

  resourceRoute(app, 'NotificationsResource', 'update', {
    summary: 'Mark every notification so far seen',
    handle: async (_options, request) => ({ data: { seenAt: await storage.markNotificationsSeen(requireUser(request)) } }),
  });

  resourceRoute(app, 'NotificationCountResource', 'get', {
    summary: 'How many notifications came since the viewer last opened them, counted up to 100',
    handle: async (_options, request) => ({ data: { unread: await storage.unreadNotifications(requireUser(request)) } }),
  });

  pinSendRoutes(app, { storage });
}
