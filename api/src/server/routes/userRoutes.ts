// Users: read a profile, edit one's own, change one's password, cookie choices, and following users
// and interests.

import type { FastifyInstance } from 'fastify';
import { ApiHttpError, found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { clientGoneSignal } from '../clientGone';
import { SESSION_COOKIE } from '../cookies';
import { createPasswordChangeThrottle, type PasswordChangeThrottle } from '../passwordChangeThrottle';
import { hashPassword, verifyPassword } from '../passwords';
import { hashToken, requireUser } from '../requestContext';
import { checkName } from '../nameFields';
import { setConsentCookie } from '../consentCookie';
import { resourceRoute } from '../resourceRoute';
import { userSubject } from '../../storage/subject';

/** passwordChanges: shared with the two-factor settings, which ask for the password too. */
export function userRoutes(
  app: FastifyInstance,
  { storage, secureCookies }: ApiDeps,
  passwordChanges: PasswordChangeThrottle = createPasswordChangeThrottle(),
): void {
  resourceRoute(app, 'UserResource', 'get', {
    summary: 'A user by user_id or username; the viewer sees their own private fields',
    handle: async (options, request) => {
      if (options.user_id === undefined && options.username === undefined)
        throw ApiHttpError.invalidField('user_id', 'user_id or username is required.');
      const by = options.user_id !== undefined ? { userId: Number(options.user_id) } : { username: options.username ?? '' };
      const user = found(await storage.getUser(request.viewer, by), 'That user');
      const viewerId = request.viewer.userId;
      if (viewerId !== null && String(viewerId) === user.id) return { data: (await storage.getViewer(viewerId)) ?? user };
      return { data: user };
    },
  });

  resourceRoute(app, 'UserResource', 'update', {
    summary: "Edit one's own profile: names, About and save behaviour",
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.user_id !== undefined && Number(options.user_id) !== userId)
        throw ApiHttpError.forbidden('You can only edit your own profile.');
      checkName('first_name', options.first_name, 'First name');
      checkName('full_name', options.full_name, 'Name');
      await storage.updateUser(userId, {
        ...(options.first_name !== undefined ? { firstName: options.first_name.trim() } : {}),
        ...(options.full_name !== undefined ? { fullName: options.full_name.trim() } : {}),
        ...(options.save_behavior !== undefined ? { saveBehavior: options.save_behavior } : {}),
        ...(options.about !== undefined ? { about: options.about.trim() } : {}),
      });
      const viewer = found(await storage.getViewer(userId), 'That user');
      return { data: viewer };
    },
  });

  resourceRoute(app, 'UserPasswordResource', 'update', {
    summary:
      'Change the password: the current one must be right; it is stored hashed as at sign-up; this session stays and every other session of the account ends',
    handle: async (options, request, reply) => {
      const userId = requireUser(request);
      const session = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      // Refused before any hashing, like a throttled login.
      passwordChanges.attempt(userId, session);
      const turn = { purpose: 'password-change', lane: userSubject(userId), signal: clientGoneSignal(reply) } as const;
      const stored = await storage.passwordHash(userId);
      let right: boolean;
      try {
        right = stored !== null && (await verifyPassword(options.old_password, stored, turn));
      } catch (error) {
        passwordChanges.release(userId, session);
        throw error;
      }
      if (!right) throw ApiHttpError.invalidField('old_password', 'Your current password is not right.');
      passwordChanges.succeeded(userId, session);
      await storage.setPasswordHash(userId, await hashPassword(options.new_password, turn));
      // Whoever else holds a session (a stolen cookie, a shared computer) is signed out with the old password.
      await storage.endSessions(userId, session);
      const changed: { changed: true } = { changed: true };
      return { data: changed };
    },
  });

  resourceRoute(app, 'UserSettingsResource', 'update', {
    summary:
      'Cookie choices (Accept all: all true; Reject all: all false), for a user or a visitor; the browser keeps a copy (pb_cookie_choices)',
    handle: async (options, request, reply) => {
      const settings = {
        allow_analytic_cookies: options.allow_analytic_cookies,
        allow_marketing_cookies: options.allow_marketing_cookies,
        allow_personalization_cookies: options.allow_personalization_cookies,
        surface_tag: options.surface_tag ?? null,
      };
      await storage.saveCookieSettings(request.viewer.subject, settings);
      setConsentCookie(reply, settings, secureCookies);
      return { data: settings };
    },
  });

  const userFollow = (action: 'create' | 'delete') =>
    resourceRoute(app, 'UserFollowResource', action, {
      summary: action === 'create' ? 'Follow a user' : 'Unfollow a user',
      handle: async (options, request) => {
        const userId = requireUser(request);
        const target = Number(options.user);
        if (target === userId) throw ApiHttpError.invalidField('user', "You can't follow yourself.");
        if (!(await storage.getUser(request.viewer, { userId: target }))) throw ApiHttpError.notFound('That user');
        await storage.setUserFollow(userId, target, action === 'create');
        const followed = found(await storage.getUser(request.viewer, { userId: target }), 'That user');
        return { data: followed };
      },
    });
  userFollow('create');
  userFollow('delete');

  const interestFollow = (action: 'create' | 'delete') =>
    resourceRoute(app, 'InterestFollowResource', action, {
      summary: action === 'create' ? 'Follow a topic' : 'Unfollow a topic',
      handle: async (options, request) => {
        const userId = requireUser(request);
        const interestId = Number(options.interest_id);
        if (!(await storage.interestExists(interestId))) throw ApiHttpError.notFound('That topic');
        await storage.setInterestFollow(userId, interestId, action === 'create', options.interest_list === 'favorited');
        return { data: { interest_id: options.interest_id, followed: action === 'create' } };
      },
    });
  interestFollow('create');
  interestFollow('delete');

  resourceRoute(app, 'UserInterestsResource', 'get', {
    summary: "Every topic, with whether the signed-in viewer follows it (the home feed shows only followed topics' pins)",
    handle: async (_options, request) => ({ data: await storage.userInterests(requireUser(request)) }),
  });
}
