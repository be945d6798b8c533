// The API as one Fastify plugin: the edge server registers it (npm start), tests and the
// benchmark register it on a bare Fastify. Everything here is encapsulated: its cookie, CSRF,
// validation and error rules apply to API routes only.

import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySwagger from '@fastify/swagger';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actAsSubject } from './actingAs';
import { ApiHttpError } from './apiHttpError';
import type { ApiDeps } from './apiDeps';
import { CSRF_HEADER, CSRF_SECRET_COOKIE, CSRF_TOKEN_COOKIE } from './cookies';
import { csrfBindingOptions, issueCsrfToken } from './csrfCookies';
import { apiErrorHandler, isCsrfFailure } from './errorHandler';
import { resolveViewer } from './requestContext';
import { gateWrites } from './writeGate';
import { boardRoutes } from './routes/boardRoutes';
import { businessRoutes } from './routes/businessRoutes';
import { collaboratorRoutes } from './routes/collaboratorRoutes';
import { eventRoutes } from './routes/eventRoutes';
import { experienceRoutes } from './routes/experienceRoutes';
import { feedRoutes } from './routes/feedRoutes';
import { lookupRoutes } from './routes/lookupRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { offsiteRoutes } from './routes/offsiteRoutes';
import { pinInsightRoutes } from './routes/pinInsightRoutes';
import { pinRoutes } from './routes/pinRoutes';
import { searchRoutes } from './routes/searchRoutes';
import { sessionRoutes } from './routes/sessionRoutes';
import { passwordResetRoutes } from './routes/passwordResetRoutes';
import { pinImageStreamRoute } from './routes/pinImageStreamRoute';
import { twoFactorRoutes } from './routes/twoFactorRoutes';
import { createCodeGuessLimit } from './codeGuessLimit';
import { createPasswordChangeThrottle } from './passwordChangeThrottle';
import { userSessionsRoutes } from './routes/userSessionsRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { userRoutes } from './routes/userRoutes';
import { firstRunRoutes } from './routes/firstRunRoutes';

export const OPENAPI_PATH = '/v3/openapi.json';

/** The path prefixes the API answers (the edge server sends them here); it also answers /offsite/. */
export const API_PREFIXES = ['/v3/', '/vx/', '/resource/'] as const;

function csrfTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return header;
  const body = request.body as { csrf_token?: unknown } | undefined;
  return typeof body?.csrf_token === 'string' ? body.csrf_token : undefined;
}

/** The API: pictures in one context (no session, no cookies), every call in another. */
export async function apiPlugin(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (media) => {
    media.setErrorHandler(apiErrorHandler);
    await mediaRoutes(media, deps);
  });
  await app.register(callsPlugin, deps);
}

async function callsPlugin(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Strict: an unknown field is an error naming it, not silently dropped; query strings coerce.
  const ajv = new Ajv({ allErrors: false, coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false });
  addFormats(ajv);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setErrorHandler((error: Error, request, reply) => {
    // A refused token is replaced with one for the session the browser now carries (its own may
    // be for a session since gone), so trying again works.
    if (isCsrfFailure(error)) issueCsrfToken(request, reply, deps.secureCookies, { rotate: false });
    apiErrorHandler(error, request, reply);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pinboard API',
        version: '1.0.0',
        description: 'Every call the site makes (spec section 7). Answers are { resource_response: { status, data, error, bookmark? } }.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'pb_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: deps.secureCookies },
    getToken: csrfTokenOf,
    // Each token is bound to its session (csrfCookies.ts).
    ...(await csrfBindingOptions(deps.storage)),
  });

  app.addHook('onRequest', resolveViewer(deps.storage, deps.secureCookies));
  // Hand every visitor a CSRF token in a readable cookie, so the client can echo it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[CSRF_TOKEN_COOKIE] || !request.cookies[CSRF_SECRET_COOKIE]) {
      issueCsrfToken(request, reply, deps.secureCookies, { rotate: false });
    }
  });
  // Who may write, with which token and how large a body: before the body is read where it can be.
  gateWrites(app);

  // A call naming orbac_subject_id runs as that business once the viewer may act for it.
  app.addHook('preHandler', actAsSubject(deps.storage));

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  // One budget of wrong two-factor codes, wherever they are typed, and of wrong passwords in settings.
  const guards = { codeGuesses: createCodeGuessLimit(), passwordChecks: createPasswordChangeThrottle() };
  sessionRoutes(app, deps, guards.codeGuesses);
  userRoutes(app, deps, guards.passwordChecks);
  firstRunRoutes(app, deps);
  passwordResetRoutes(app, deps);
  twoFactorRoutes(app, deps, guards);
  userSessionsRoutes(app, deps);
  notificationRoutes(app, deps);
  boardRoutes(app, deps);
  collaboratorRoutes(app, deps);
  pinRoutes(app, deps);
  pinImageStreamRoute(app, deps);
  pinInsightRoutes(app, deps);
  feedRoutes(app, deps);
  searchRoutes(app, deps);
  experienceRoutes(app, deps);
  lookupRoutes(app, deps);
  businessRoutes(app, deps);
  // The outbound redirect: a page of the site, not an API call (HTML or a redirect, never JSON).
  offsiteRoutes(app, deps);
  // navigator.sendBeacon with a string body sends text/plain: read it as the JSON it is.
  await app.register(async (beacons) => {
    beacons.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiHttpError(400, 'bad_request', 'The body is not JSON.'), undefined);
      }
    });
    eventRoutes(beacons, deps);
  });

  // Any other API path is a JSON 404 in the same envelope, never the site's HTML.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, { schema: { hide: true } }, async (request) => {
      throw new ApiHttpError(404, 'not_found', `There is no ${request.method} ${request.url.split('?')[0] ?? ''}.`);
    });
  }
}
