// Where the signed-in viewer's account is logged in (settings, issue 41 item 8): each session's
// browser and start, this one marked, and a way to sign any other one out. A session is named by
// the start of its token's hash, so the list never carries a token, and ending one checks it is the
// viewer's own.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiUserSessions } from 'shared-contracts/api';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { SESSION_COOKIE } from '../cookies';
import { hashToken, requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { sessionIdOf } from '../../storage/storage';

/** This browser is signed out with Log out, which also clears its cookies. */
export const NOT_THIS_SESSION = 'To log out of this browser, use Log out.';

export function userSessionsRoutes(app: FastifyInstance, { storage }: ApiDeps, now: () => Date = () => new Date()): void {
  const currentId = (request: FastifyRequest): string | null => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? sessionIdOf(hashToken(token)) : null;
  };
  const listFor = async (request: FastifyRequest, userId: number): Promise<ApiUserSessions> => {
    const current = currentId(request);
    const sessions = await storage.listSessions(userId, now());
    return { sessions: sessions.map((session) => ({ ...session, current: session.id === current })) };
  };

  resourceRoute(app, 'UserSessionsResource', 'get', {
    summary: "Where the viewer's account is logged in, newest first",
    handle: async (_options, request) => ({ data: await listFor(request, requireUser(request)) }),
  });

  resourceRoute(app, 'UserSessionsResource', 'delete', {
    summary: "Log one of the viewer's other browsers out",
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.id === currentId(request)) throw ApiHttpError.invalidField('id', NOT_THIS_SESSION);
      if (!(await storage.endSession(userId, options.id))) throw ApiHttpError.notFound('That session');
      return { data: await listFor(request, userId) };
    },
  });
}
