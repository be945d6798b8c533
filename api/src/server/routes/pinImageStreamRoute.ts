// The builder's picture as its own bytes (issue 41, item 2): POST /v3/pin_images/ with the file's
// type as Content-Type. The body is limited as it arrives (Fastify stops reading past the limit),
// only a signed-in person with their page's token gets that far (writeGate.ts settles both from
// the headers), and no base64 JSON is built or parsed: the same picture is a third smaller on the
// wire and never a 14 MB string in memory. The picture then goes the way every upload does
// (imageUpload.ts: budgets, the fair decode queue, the stored sizes).

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { PIN_IMAGE_KINDS_TEXT, PIN_IMAGE_MAX_TEXT } from 'shared-contracts/rules';
import { API_UPLOADS } from 'shared-contracts/contract';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { ok } from '../envelope';
import { apiErrorHandler } from '../errorHandler';
import { storeUploadedBytes, uploadedImageAnswer } from '../imageUpload';
import { requireUser } from '../requestContext';

const KEY = 'POST /v3/pin_images/';
const { types, maxBytes } = API_UPLOADS[KEY];
export const PIN_IMAGE_UPLOAD_PATH = KEY.split(' ')[1] ?? '';

const wrongType = () =>
  new ApiHttpError(415, 'unsupported_type', `Send the picture as ${PIN_IMAGE_KINDS_TEXT}, with its type as Content-Type.`, 'image');

/** Fastify's own refusals of the body, in the builder's words. */
function uploadRefusal(error: FastifyError): ApiHttpError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiHttpError(413, 'too_large', `The image is larger than ${PIN_IMAGE_MAX_TEXT}.`, 'image');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') return wrongType();
  return null;
}

/** Whether the request says its body is one of the pictures taken, before any of it is read. */
function isPictureType(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (types as readonly string[]).includes(type);
}

export function pinImageStreamRoute(app: FastifyInstance, deps: ApiDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser([...types], { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, request, reply) => apiErrorHandler(uploadRefusal(error) ?? error, request, reply));
    scope.post(
      PIN_IMAGE_UPLOAD_PATH,
      {
        bodyLimit: maxBytes,
        config: { signedIn: true },
        onRequest: async (request, reply) => {
          if (isPictureType(request)) return;
          // Answered before the body: close, so Node does not read the rest of it.
          void reply.header('Connection', 'close');
          throw wrongType();
        },
        schema: {
          summary:
            "Upload a picture for a pin not yet made, as the file's own bytes (Content-Type: its type); PinResource create takes its image_url",
          tags: ['pins'],
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await storeUploadedBytes(deps, bytes, userId, reply, 'image');
        await deps.storage.saveImage(image);
        return ok(uploadedImageAnswer(image));
      },
    );
  });
}
