// 'Forgot your password?' (issue 38: a reset that works without mail). PasswordResetResource create
// answers the same whether or not the account exists, so it cannot be used to find accounts; when
// it does, the link goes where a mail would (passwordReset.ts). update sets the new password with
// the link's token, hashed as at sign-up; the link then no longer works, and every session of the
// account ends. Two-factor authentication stays on, and the answer says so. Both are throttled per network address, before any hashing.

import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { createAddressLimit } from '../loginThrottle';
import { clientGoneSignal } from '../clientGone';
import { hashPassword } from '../passwords';
import { checkResetToken, PASSWORD_RESET_SECRET, RESET_LINK_REFUSED } from '../passwordReset';
import { sendResetLink } from '../sendResetLink';
import { resourceRoute } from '../resourceRoute';
import { userSubject } from '../../storage/subject';

/** Reset links asked for, and new passwords tried, per network address in the login window. */
export const MAX_RESETS_PER_ADDRESS = 10;

export function passwordResetRoutes(app: FastifyInstance, { storage, mail }: ApiDeps, now: () => number = Date.now): void {
  // Two budgets: asking for links does not use up the tries of a new password.
  const limit = () => createAddressLimit('password resets', MAX_RESETS_PER_ADDRESS, 10_000, now);
  const asked = limit();
  const tried = limit();
  const secret = () => storage.serverSecret(PASSWORD_RESET_SECRET);

  resourceRoute(app, 'PasswordResetResource', 'create', {
    summary: "Ask for a password reset link (sent where mail would go: the server's log); the same answer for any name",
    handle: async (options, request) => {
      asked(request.ip);
      await sendResetLink({ storage, mail }, options.username_or_email.trim(), 'Password reset', now());
      const sent: { sent: true } = { sent: true };
      return { data: sent };
    },
  });

  resourceRoute(app, 'PasswordResetResource', 'update', {
    summary: "Set a new password with a reset link's token; the link then no longer works",
    handle: async (options, request, reply) => {
      tried(request.ip);
      const userId = await checkResetToken(await secret(), options.token, now(), (id) => storage.passwordHash(id));
      if (userId === null) throw ApiHttpError.invalidField('token', RESET_LINK_REFUSED);
      await storage.setPasswordHash(
        userId,
        await hashPassword(options.new_password, { purpose: 'password-reset', lane: userSubject(userId), signal: clientGoneSignal(reply) }),
      );
      // A reset is what someone does who fears their password is known: every session ends.
      await storage.endSessions(userId);
      const user = await storage.getUser(request.viewer, { userId });
      // Two-factor authentication stays on: a reset link proves the mailbox, not the phone. The page
      // says so, and that a recovery code logs in without the app.
      const twoFactor = Boolean((await storage.twoFactor(userId))?.secret);
      const changed: { changed: true; username: string; twoFactor: boolean } = { changed: true, username: user?.username ?? '', twoFactor };
      return { data: changed };
    },
  });
}
