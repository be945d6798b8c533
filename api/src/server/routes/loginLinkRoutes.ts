// The one-time login link (loginLink.ts). LoginLinkResource create mails one to the account a name
// or email names, answering the same whether or not there is one; update logs in with it, once,
// asking for the authenticator code when the account has two-factor authentication on (a link
// proves the mailbox, not the phone). The browser it is used in becomes a known device, so the
// account-wide delay that sent its owner here no longer holds them back.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiSession } from 'shared-contracts/api';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import {
  LOGIN_LINK_DEVICE,
  LOGIN_LINK_REFUSED,
  LOGIN_LINK_SECRET,
  LOGIN_LINK_TTL_MS,
  loginLinkMail,
  makeLoginLink,
  readLoginLink,
} from '../loginLink';
import { createAddressLimit } from '../loginThrottle';
import { resourceRoute } from '../resourceRoute';
import { sessionIdOf } from '../../storage/storage';

/** Login links asked for, and used, per network address in the login window. */
export const MAX_LOGIN_LINKS_PER_ADDRESS = 10;

export interface LoginLinkSignIn {
  /** Refuses (401, field `code`) unless the typed code is right, when the account has two-factor authentication on. */
  checkSecondFactor: (request: FastifyRequest, userId: number, typed: string | undefined) => Promise<void>;
  /** Starts the session, makes this browser a known device, and answers the session. */
  signIn: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<ApiSession>;
}

export function loginLinkRoutes(
  app: FastifyInstance,
  { storage, mail }: ApiDeps,
  { checkSecondFactor, signIn }: LoginLinkSignIn,
  now: () => number = Date.now,
): void {
  // Two budgets: asking for links does not use up the tries of one.
  const limit = () => createAddressLimit('login links', MAX_LOGIN_LINKS_PER_ADDRESS, 10_000, now);
  const asked = limit();
  const used = limit();
  const secret = () => storage.serverSecret(LOGIN_LINK_SECRET);

  resourceRoute(app, 'LoginLinkResource', 'create', {
    summary: "Mail a one-time login link (sent where mail goes: the server's log); the same answer for any name",
    handle: async (options, request) => {
      asked(request.ip);
      const found = await storage.findCredentials(options.username_or_email.trim());
      const user = found && (await storage.getViewer(found.userId));
      if (found && user) {
        const link = makeLoginLink(await secret(), found.userId);
        await storage.createSession(link.tokenHash, found.userId, new Date(now() + LOGIN_LINK_TTL_MS), LOGIN_LINK_DEVICE);
        mail?.(loginLinkMail(user.username, link.token, now()));
      }
      const sent: { sent: true } = { sent: true };
      return { data: sent };
    },
  });

  resourceRoute(app, 'LoginLinkResource', 'update', {
    summary:
      "Log in with a login link's token (and the authenticator code, when two-factor authentication is on); the link then no longer works",
    handle: async (options, request, reply) => {
      used(request.ip);
      const link = readLoginLink(await secret(), options.token);
      if (!link || (await storage.findSessionUser(link.tokenHash, new Date(now()))) !== link.userId)
        throw ApiHttpError.invalidField('token', LOGIN_LINK_REFUSED);
      // Asked before the link is spent: a person who mistypes the code tries again with the same link.
      await checkSecondFactor(request, link.userId, options.code);
      // Only one use deletes the row: a second, at the same moment on another server, is refused.
      if (!(await storage.endSession(link.userId, sessionIdOf(link.tokenHash))))
        throw ApiHttpError.invalidField('token', LOGIN_LINK_REFUSED);
      return { data: await signIn(request, reply, link.userId) };
    },
  });
}
