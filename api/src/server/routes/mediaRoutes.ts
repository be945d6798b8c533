// Generated pictures under /media/{size}/{signature}.jpg (immutable: a signature names its bytes),
// a demo picture drawn on its first request (seed/demoPictures.ts), and letter avatars for users
// without a picture.

import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLetterAvatarPngs, letterAvatarSvg } from '../../media/letterAvatar';
import { found } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { IMAGE_SIZES } from '../../media/imageUrls';

/** Pictures are the same for everyone, so no session is read and no cookie is set here. */
const ANYONE = { userId: null, subject: 'anon:media', isBot: false };

/** Letter avatars change only when a user's name or colour does. */
const AN_HOUR = 'public, max-age=3600';
const AVATAR_PARAMS = Type.Object({ user_id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });

/** A picture's path: its size's folder and its signature. */
const PICTURE_PATH = new RegExp(`^/media/(${IMAGE_SIZES.join('|')})/([0-9a-f]{32})\\.jpg$`);

export async function mediaRoutes(app: FastifyInstance, { storage, mediaDir, demoPictures }: ApiDeps): Promise<void> {
  if (demoPictures)
    app.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const match = PICTURE_PATH.exec(request.url.split('?', 1)[0] ?? '');
      const size = IMAGE_SIZES.find((key) => key === match?.[1]);
      if (!size || !match?.[2]) return;
      // A picture that cannot be drawn now (a full disk) is missing, as it would be without drawing.
      await demoPictures
        .ensure(size, match[2])
        .catch((error: unknown) => request.log.error({ err: error }, 'demo picture: drawing failed'));
    });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: 31_536_000_000,
    index: false,
    list: false,
    // The folder's own notes (which pictures the world has, which videos are done) are no one's to read.
    dotfiles: 'ignore',
  });

  const avatarPng = createLetterAvatarPngs();
  const userOf = async (request: FastifyRequest<{ Params: { user_id: string } }>) => {
    const user = found(await storage.getUser(ANYONE, { userId: Number(request.params.user_id) }), 'That user');
    return user;
  };
  // The site links the PNG; the SVG stays for links made before it did.
  app.get<{ Params: { user_id: string } }>(
    '/media/avatars/:user_id.png',
    { schema: { summary: "A user's letter avatar", tags: ['media'], params: AVATAR_PARAMS } },
    async (request, reply) => {
      const user = await userOf(request);
      try {
        const png = await avatarPng(user);
        return reply.type('image/png').header('Cache-Control', AN_HOUR).send(png);
      } catch (error) {
        // A picture that cannot be drawn here is still shown, the browser drawing the SVG itself;
        // not kept by caches, so the next visit gets the PNG once drawing works again.
        request.log.error({ err: error }, 'letter avatar: PNG drawing failed, sending the SVG');
        return reply.type('image/svg+xml').header('Cache-Control', 'no-cache').send(letterAvatarSvg(user));
      }
    },
  );
  app.get<{ Params: { user_id: string } }>(
    '/media/avatars/:user_id.svg',
    { schema: { summary: "A user's letter avatar, as SVG", tags: ['media'], params: AVATAR_PARAMS } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', AN_HOUR)
        .send(letterAvatarSvg(await userOf(request))),
  );
}
