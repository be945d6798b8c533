// Generated pictures under /media/{size}/{signature}.jpg (immutable: a signature names its bytes)
// and letter avatars for users without a picture.

import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createLetterAvatarPngs, letterAvatarSvg } from '../../media/letterAvatar';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';

/** Pictures are the same for everyone, so no session is read and no cookie is set here. */
const ANYONE = { userId: null, subject: 'anon:media', isBot: false };

const AVATAR_PARAMS = Type.Object({ user_id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });

export async function mediaRoutes(app: FastifyInstance, { storage, mediaDir }: ApiDeps): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: 31_536_000_000,
    index: false,
    list: false,
  });

  const avatarPng = createLetterAvatarPngs();
  // The site links the PNG; the SVG stays for links made before it did.
  app.get<{ Params: { user_id: string } }>(
    '/media/avatars/:user_id.png',
    { schema: { summary: "A user's letter avatar", tags: ['media'], params: AVATAR_PARAMS } },
    async (request, reply) => {
      const user = await storage.getUser(ANYONE, { userId: Number(request.params.user_id) });
      if (!user) throw ApiHttpError.notFound('That user');
      reply.header('Cache-Control', 'public, max-age=3600');
      try {
        return reply.type('image/png').send(await avatarPng(user));
      } catch (error) {
        // A picture that cannot be drawn here is still shown: the browser draws the SVG itself.
        request.log.error({ err: error }, 'letter avatar: PNG drawing failed, sending the SVG');
        return reply.type('image/svg+xml').send(letterAvatarSvg(user));
      }
    },
  );
  app.get<{ Params: { user_id: string } }>(
    '/media/avatars/:user_id.svg',
    { schema: { summary: "A user's letter avatar, as SVG", tags: ['media'], params: AVATAR_PARAMS } },
    async (request, reply) => {
      const user = await storage.getUser(ANYONE, { userId: Number(request.params.user_id) });
      if (!user) throw ApiHttpError.notFound('That user');
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(letterAvatarSvg(user));
    },
  );
}
