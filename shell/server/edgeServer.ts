// The edge server: the document for every app route (with the builds of each area this visitor
// gets), the shell's files, each registered build under a versioned, immutable path, the
// platform's /_platform/ routes and the product API. Fastify, for its speed, schema-checked
// routes and plugins: one plugin for each part, put together here.

import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, type ApiDeps } from 'api';
import type { PlatformDeps } from 'pinboard-platform';
import { builtFilesPlugin } from './builtFilesPlugin';
import { guardDemoTokens } from './demoTokenGuard';
import { documentsPlugin } from './documentsPlugin';
import { answerFailure, answerNotFound } from './edgeFailures';
import { type EdgeLimitOptions, edgeLimitsOf, limitedServerOptions, limitServer } from './edgeLimits';
import { platformPlugin } from './platformPlugin';
import { requestOrigin } from './requestOrigin';
import { registerSecurityHeaders } from './securityHeaders';
import { logServerErrors } from './serverErrorLog';
import { readShellDocument } from './shellDocument';
import { siteFilesPlugin } from './siteFilesPlugin';

export interface EdgeServerOptions extends EdgeLimitOptions {
  /** shell/dist: holds document.html and public/ */
  shellDistDir: string;
  /** The registry and who may change it. */
  platform: PlatformDeps;
  loadTimeoutMs: number;
  /** The product API, mounted at /v3/, /vx/, /resource/ and /media/ (omit for a site without data). */
  api?: ApiDeps;
  /** The site's origin for canonical and Open Graph links ('https://pinboard.example'); else each request's own. */
  publicOrigin?: string;
  /** Bound on one call into an area's server build: a first screen, the closeup's page for bots (default 150 ms). */
  serverRenderTimeoutMs?: number;
  /** Origins whose surveys pages may frame (PINBOARD_SURVEY_ORIGINS): in the policy's frame-src and the page's config. */
  surveyOrigins?: string[];
  log?: (line: string) => void;
  /**
   * Once listening, loads every routed area's server build into the render thread and asks for
   * home once, so the first visitors after a start do not wait for the thread, the builds and
   * their first render (a quarter of a second here) to start.
   */
  warmUp?: boolean;
  /** Where a 500's line goes (default stderr). */
  logError?: (line: string) => void;
}

export async function createEdgeServer(options: EdgeServerOptions): Promise<FastifyInstance> {
  const shell = await readShellDocument(options.shellDistDir);
  const { platform, api } = options;
  const storage = api?.storage;
  const logError = options.logError ?? ((line: string) => console.error(line));
  const frameOrigins = options.surveyOrigins ?? [];
  const originOf = (request: { protocol: string; host: string }) => options.publicOrigin ?? requestOrigin(request.protocol, request.host);
  const limits = edgeLimitsOf(options);

  const app = Fastify({ logger: false, ...limitedServerOptions(limits) });
  // The hooks below are the server's own, not a plugin's, and come first: they hold for every part registered after them.
  limitServer(app, limits);
  logServerErrors(app, logError);
  guardDemoTokens(app, { access: platform.access, trustedProxies: limits.trustedProxies });
  // Every answer, from every part of the server, carries the security headers (nosniff among them).
  registerSecurityHeaders(app, { devMode: platform.devMode, secure: platform.secureCookies, frameOrigins });
  // Scripts shrink about threefold; browsers then keep them for a year.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(builtFilesPlugin, { platform, shellPublic: shell.publicDir, storage });
  await app.register(siteFilesPlugin, { siteColours: shell.siteColours, originOf, storage });
  if (api) await app.register(apiPlugin, { ...api, pageStylesheets: shell.stylesheets });
  await app.register(platformPlugin, { platform, storage });
  await app.register(documentsPlugin, {
    ...options,
    template: shell.template,
    stylesheets: shell.stylesheets,
    originOf,
    frameOrigins,
    documentRate: limits.documentRate,
    log: options.log ?? (() => undefined),
    logError,
  });

  // Last, so the parts above keep the error answers they have (Fastify's, or their own): this one is
  // for a request no route takes.
  app.setErrorHandler(answerFailure);
  app.setNotFoundHandler(answerNotFound);
  return app;
}
