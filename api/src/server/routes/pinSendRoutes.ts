// 'Send this pin': a signed-in person sends a Pin they can see to another person who can see it,
// with an optional note; the recipient finds it in their inbox (/inbox/) and notifications.

import type { FastifyInstance } from 'fastify';
import { DELETED_PIN_SEND_MESSAGE, SEND_PIN_HOURLY_MAX, SEND_PIN_TOO_MANY } from 'shared-contracts/rules';
import type { ApiDeps } from '../apiDeps';
import { ApiHttpError } from '../apiHttpError';
import { requireUser } from '../requestContext';
import { pageAnswer, pageOf, resourceRoute } from '../resourceRoute';

export const INBOX_PAGE_SIZE = 25;

export function pinSendRoutes(app: FastifyInstance, { storage }: Pick<ApiDeps, 'storage'>): void {
  resourceRoute(app, 'PinSendResource', 'create', {
    summary: 'Send a Pin to a person on the site, with an optional note: it arrives in their inbox and notifications',
    handle: async (options, request) => {
      const senderId = requireUser(request);
      const recipientId = Number(options.user);
      const pinId = Number(options.pin_id);
      if (recipientId === senderId) throw ApiHttpError.invalidField('user', "You can't send a Pin to yourself.");
      const access = await storage.pinAccess(request.viewer, pinId);
      if (!access?.canRead) throw ApiHttpError.notFound('That Pin');
      // A story pin its creator deleted is still a row (for the grids' placeholder), but nothing to send.
      if (access.isDeleted) throw ApiHttpError.gone(DELETED_PIN_SEND_MESSAGE);
      if (!(await storage.getUser(request.viewer, { userId: recipientId }))) throw ApiHttpError.notFound('That person');
      // A Pin on a secret board goes only to someone who may see it.
      const theirs = await storage.pinAccess({ userId: recipientId, subject: `user:${recipientId}`, isBot: false }, pinId);
      if (!theirs?.canRead) throw ApiHttpError.invalidField('user', "This Pin is on a secret board that person can't see.");
      const message = (options.message ?? '').trim();
      const id = await storage.sendPin({ senderId, recipientId, pinId, message, hourlyMax: SEND_PIN_HOURLY_MAX });
      // The hour is a sliding one: a try a few minutes on may well go.
      if (id === null) throw ApiHttpError.tooMany(SEND_PIN_TOO_MANY, 600);
      return { data: { id: String(id) } };
    },
  });

  resourceRoute(app, 'InboxResource', 'get', {
    summary: 'The Pins people sent the viewer, newest first',
    handle: async (options, request) => {
      requireUser(request);
      return pageAnswer(await storage.inbox(request.viewer, pageOf(options, INBOX_PAGE_SIZE)));
    },
  });
}
