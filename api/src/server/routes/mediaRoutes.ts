// Generated pictures under /media/{size}/{signature}.jpg (immutable: a signature names its bytes)
// and letter avatars for users without a picture.

import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from 'shared-contracts';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';

/** Pictures are the same for everyone, so no session is read and no cookie is set here. */
const ANYONE = { userId: null, subject: 'anon:media', isBot: false };

const AVATAR_COLOURS = ['#e60023', '#0074e8', '#008753', '#7a4ee3', '#cc5200', '#b7007a', '#006d77', '#4d4d4d'];

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

  app.get<{ Params: { user_id: string } }>(
    '/media/avatars/:user_id.svg',
    {
      schema: {
        summary: "A user's letter avatar",
        tags: ['media'],
        params: Type.Object({ user_id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) }),
      },
    },
    async (request, reply) => {
      const user = await storage.getUser(ANYONE, { userId: Number(request.params.user_id) });
      if (!user) throw ApiHttpError.notFound('That user');
      const colour = AVATAR_COLOURS[user.avatar_color_index % AVATAR_COLOURS.length] ?? '#4d4d4d';
      const letter = escapeMarkup((user.firstName || user.username).slice(0, 1).toUpperCase());
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="60" fill="${colour}"/><text x="60" y="78" font-family="Helvetica,Arial,sans-serif" font-size="56" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
    },
  );
}
