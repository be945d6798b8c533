// 'Forgot your password?' (issue 38: a reset that works without mail). PasswordResetResource create
// answers the same whether or not the account exists, so it cannot be used to find accounts; when
// it does, the link goes where a mail would (passwordReset.ts). update sets the new password with
// the link's token, hashed as at sign-up; the link then no longer works, and every session of the
// account ends. Two-factor authentication stays on, and the answer says so. Both are throttled per network address, before any hashing.

import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { waitText, LOGIN_WINDOW_MS } from '../loginThrottle';
import { clientGoneSignal } from '../clientGone';
import { hashPassword } from '../passwords';
import { checkResetToken, PASSWORD_RESET_SECRET, RESET_LINK_REFUSED } from '../passwordReset';
import { sendResetLink } from '../sendResetLink';
import { resourceRoute } from '../resourceRoute';
import { createWindowCounter } from '../windowCounter';
import { userSubject } from '../../storage/subject';

/** Reset links asked for, and new passwords tried, per network address in the login window. */
export const MAX_RESETS_PER_ADDRESS = 10;

export function passwordResetRoutes(app: FastifyInstance, { storage, mail }: ApiDeps, now: () => number = Date.now): void {
  const counter = () => createWindowCounter({ limit: MAX_RESETS_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS, maxKeys: 10_000, now });
  const asked = counter();
  const tried = counter();
  const throttle = (count: typeof asked, address: string) => {
    const taken = count.take(address);
    if (!taken.ok)
      throw ApiHttpError.tooMany(
        `Too many password resets from your network. Try again in ${waitText(taken.retryAfterS)}.`,
        taken.retryAfterS,
      );
  };
  const secret = () => storage.serverSecret(PASSWORD_RESET_SECRET);

  resourceRoute(app, 'PasswordResetResource', 'create', {
    summary: "Ask for a password reset link (sent where mail would go: the server's log); the same answer for any name",
    handle: async (options, request) => {
      throttle(asked, request.ip);
      await sendResetLink({ storage, mail }, options.username_or_email.trim(), 'Password reset', now());
      const sent: { sent: true } = { sent: true };
      return { data: sent };
    },
  });

  resourceRoute(app, 'PasswordResetResource', 'update', {
    summary: "Set a new password with a reset link's token; the link then no longer works",
    handle: async (options, request, reply) => {
      throttle(tried, request.ip);
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
