// Users: read a profile, edit one's own, cookie choices, and following users and interests.

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { FirstName, Id, Tracking, UsernameParam } from '../schemas';

export function userRoutes(app: FastifyInstance, { storage }: ApiDeps): void {
  resourceRoute(app, {
    resource: 'UserResource',
    action: 'get',
    summary: 'A user by user_id or username; the viewer sees their own private fields',
    options: Type.Object(
      {
        user_id: Type.Optional(Id),
        username: Type.Optional(UsernameParam),
        field_set_key: Type.Optional(Type.Union(['quicksave', 'save_behavior', 'profile'].map((k) => Type.Literal(k)))),
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      if (options.user_id === undefined && options.username === undefined)
        throw ApiHttpError.invalidField('user_id', 'user_id or username is required.');
      const by = options.user_id !== undefined ? { userId: Number(options.user_id) } : { username: options.username ?? '' };
      const user = await storage.getUser(request.viewer, by);
      if (!user) throw ApiHttpError.notFound('That user');
      const viewerId = request.viewer.userId;
      if (viewerId !== null && String(viewerId) === user.id) return { data: await storage.getViewer(viewerId) };
      return { data: user };
    },
  });

  resourceRoute(app, {
    resource: 'UserResource',
    action: 'update',
    summary: "Edit one's own profile: names and save behaviour",
    options: Type.Object(
      {
        user_id: Type.Optional(Id),
        first_name: Type.Optional(FirstName),
        full_name: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        save_behavior: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const userId = requireUser(request);
      if (options.user_id !== undefined && Number(options.user_id) !== userId)
        throw ApiHttpError.forbidden('You can only edit your own profile.');
      await storage.updateUser(userId, {
        ...(options.first_name !== undefined ? { firstName: options.first_name.trim() } : {}),
        ...(options.full_name !== undefined ? { fullName: options.full_name.trim() } : {}),
        ...(options.save_behavior !== undefined ? { saveBehavior: options.save_behavior } : {}),
      });
      return { data: await storage.getViewer(userId) };
    },
  });

  resourceRoute(app, {
    resource: 'UserSettingsResource',
    action: 'update',
    summary: 'Cookie choices (Accept all: all true; Reject all: all false)',
    options: Type.Object(
      {
        allow_analytic_cookies: Type.Boolean(),
        allow_marketing_cookies: Type.Boolean(),
        allow_personalization_cookies: Type.Boolean(),
        surface_tag: Type.Optional(Type.String({ maxLength: 64 })),
      },
      { additionalProperties: false },
    ),
    handle: async (options, request) => {
      const settings = {
        allow_analytic_cookies: options.allow_analytic_cookies,
        allow_marketing_cookies: options.allow_marketing_cookies,
        allow_personalization_cookies: options.allow_personalization_cookies,
        surface_tag: options.surface_tag ?? null,
      };
      await storage.saveCookieSettings(request.viewer.subject, settings);
      return { data: settings };
    },
  });

  const userFollow = (action: 'create' | 'delete') =>
    resourceRoute(app, {
      resource: 'UserFollowResource',
      action,
      summary: action === 'create' ? 'Follow a user' : 'Unfollow a user',
      options: Type.Object({ user: Id, ...Tracking }, { additionalProperties: false }),
      handle: async (options, request) => {
        const userId = requireUser(request);
        const target = Number(options.user);
        if (target === userId) throw ApiHttpError.invalidField('user', "You can't follow yourself.");
        if (!(await storage.getUser(request.viewer, { userId: target }))) throw ApiHttpError.notFound('That user');
        await storage.setUserFollow(userId, target, action === 'create');
        return { data: await storage.getUser(request.viewer, { userId: target }) };
      },
    });
  userFollow('create');
  userFollow('delete');

  const interestFollow = (action: 'create' | 'delete') =>
    resourceRoute(app, {
      resource: 'InterestFollowResource',
      action,
      summary: action === 'create' ? 'Follow a topic' : 'Unfollow a topic',
      options: Type.Object(
        { interest_id: Id, interest_list: Type.Optional(Type.Literal('favorited')), ...Tracking },
        { additionalProperties: false },
      ),
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
}
