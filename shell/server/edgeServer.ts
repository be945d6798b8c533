// The edge server: the document for every app route (with the builds of each area this visitor
// gets), the shell's files, each registered build under a versioned, immutable path, the
// platform's /_platform/ routes and the product API. Fastify, for its speed, schema-checked
// routes and plugins.

import fastifyCompress from '@fastify/compress';
import { fastifyCookie } from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  firstReadOf,
  GENERIC_ERROR_MESSAGE,
  GONE_STATUS,
  isServerPath,
  parseRoute,
  type PlatformConfig,
  type RemoteName,
} from 'shared-contracts';
import { apiPlugin, type ApiDeps, holdsVisitorCookies } from 'api';
import {
  applyOverrideParam,
  closeUnreadBodies,
  platformRoutes,
  type PlatformDeps,
  proveEntryFetch,
  type Registry,
  visitorRequestOf,
} from 'pinboard-platform';
import { type AreaServerBuilds, createAreaServerBuilds, DEFAULT_SERVER_RENDER_TIMEOUT_MS } from './areaServerBuilds';
import { acceptsBrotli, createBestCompression } from './bestCompression';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS, limitConnections, serverTimeouts, trustedProxyList } from './connectionLimits';
import { sharePolicy } from './connectionShares';
import { connectionTotal, readFileLimit } from './connectionTotal';
import { debugRoutes } from './debugRoutes';
import { guardDemoTokens } from './demoTokenGuard';
import { createDocumentRate, type DocumentRate } from './documentRate';
import { documentVisitorOf, isSharedBot } from './documentVisitor';
import {
  assertTemplate,
  documentEnd,
  documentStart,
  type FirstScreenMarkup,
  hasAreaElement,
  renderDocument,
  styleHashSource,
} from './document';
import { createDocumentStream, streamEncodingOf } from './documentStream';
import { firstScreenPreloads } from './firstScreenPreloads';
import { cookieHeaderWith, firstReadsFor, unauthIdOf, withUnauthId } from './firstRead';
import { createFirstScreens, layoutOfRequest } from './firstScreens';
import { createPagePresence } from './pagePresence';
import { deletedPinHead } from './deletedPinHead';
import { pageFrameOf, themeOfRequest } from './pageFrame';
import { canonicalSegmentsOf } from './requestPath';
import { allowStyleSource, registerSecurityHeaders } from './securityHeaders';
import { logServerErrors } from './serverErrorLog';
import { isEmployeeFile, signedInViewer, staffStandingOf } from './employees';
import { readSiteColours, siteIconRoutes, templateWithSiteIcons } from './siteIconRoutes';
import { crawlerRoutes } from './crawlerRoutes';
import { createSharedDocuments, type SharedDocument, sharedDocumentKey } from './sharedDocuments';
import { sendTooManyDocuments } from './tooManyDocuments';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An area's entry: it sets the browser's own proof cookie, so only the browser keeps it. */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Employees' files (and their refusal): the answer depends on who asks, and an employee may sign out. */
export const EMPLOYEE_FILE_CACHE_CONTROL = 'private, no-store';

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's own origin for absolute links; a Host header that is not a host name is not echoed. */
export function requestOrigin(protocol: string, host: string): string {
  return `${protocol === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host : 'localhost'}`;
}
const ONE_YEAR_MS = 31_536_000_000;

/** The shell document's stylesheets ('<link href=/shell/styles.x.css rel=stylesheet>', quoted or not). */
export function stylesheetsOf(template: string): string[] {
  return [...template.matchAll(/<link\b[^>]*>/g)]
    .map((link) => link[0])
    .filter((link) => /\brel=("?)stylesheet\1[\s>/]/.test(link))
    .flatMap((link) => {
      const href = /\bhref=(?:"([^"]+)"|([^\s>"]+))/.exec(link);
      const value = href?.[1] ?? href?.[2];
      return value && value.startsWith('/') ? [value] : [];
    });
}

/** A browser's name for the warm-up's document: a person's page, as most first documents are. */
const WARM_UP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** Renders home once (the page most visitors land on), then loads the routed builds (stable and canary) of every other area. */
async function warmUp(app: FastifyInstance, builds: Pick<AreaServerBuilds, 'load'>, registry: Registry, closing: () => boolean) {
  await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': WARM_UP_AGENT } });
  const routing = await registry.routing();
  const versions = Object.entries(routing).flatMap(([remote, routed]) =>
    [routed.stable, routed.canary].flatMap((version) => (version ? [{ remote: remote as RemoteName, version }] : [])),
  );
  for (const { remote, version } of versions) if (!closing()) await builds.load(remote, version);
}

export interface EdgeServerOptions {
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
  /** Bounds on connections (connectionLimits.ts): defaults for those not given, the total from the process's file limit. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Load balancers whose X-Forwarded-For names the visitor (PINBOARD_TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /** Where a 500's line goes (default stderr). */
  logError?: (line: string) => void;
  /** Documents one address may be sent (documentRate.ts; its defaults are sized there). */
  documentRate?: DocumentRate;
}

export async function createEdgeServer(options: EdgeServerOptions): Promise<FastifyInstance> {
  const shellTemplate = await readFile(path.join(options.shellDistDir, 'document.html'), 'utf8').catch(() => {
    throw new Error(`no shell build in ${options.shellDistDir}: run "npm run build -w shell"`);
  });
  assertTemplate(shellTemplate);
  const shellPublic = path.join(options.shellDistDir, 'public');
  // The icon, the manifest and the bars' colours, from the tokens in the shell's stylesheet: every document links them.
  const siteColours = await readSiteColours(shellPublic, stylesheetsOf(shellTemplate));
  const template = siteColours ? templateWithSiteIcons(shellTemplate, siteColours) : shellTemplate;
  const { registry } = options.platform;
  const log = options.log ?? (() => undefined);
  const builds = createAreaServerBuilds({
    readServerEntry: registry.readServerEntry,
    timeoutMs: options.serverRenderTimeoutMs ?? DEFAULT_SERVER_RENDER_TIMEOUT_MS,
    log,
  });
  const firstScreens = options.api ? createFirstScreens({ builds, canHold: (remote) => hasAreaElement(template, remote), log }) : undefined;
  const pagePresence = options.api ? createPagePresence({ storage: options.api.storage }) : undefined;

  const total = options.connectionLimits?.total ?? connectionTotal(undefined, readFileLimit().files);
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits, total };
  const trusted = options.trustedProxies ?? [];
  // With trusted proxies, request.ip is the visitor's address from X-Forwarded-For: every throttle counts it.
  const app = Fastify({ logger: false, ...serverTimeouts(limits), ...(trusted.length > 0 ? { trustProxy: trusted } : {}) });
  limitConnections(app.server, sharePolicy(limits.total, limits.perAddress), trustedProxyList(trusted));
  // Before any part registers its routes, so every refusal sent ahead of a body closes the connection.
  closeUnreadBodies(app);
  // The render thread goes with the server.
  let closing = false;
  app.addHook('onClose', (_instance, done) => {
    closing = true;
    builds.close();
    done();
  });
  if (options.warmUp && options.api) {
    app.addHook('onListen', (done) => {
      // Not awaited: the server answers meanwhile, and a document asked for at once shares the render.
      void warmUp(app, builds, registry, () => closing).catch(() => undefined);
      done();
    });
  }
  logServerErrors(app, options.logError ?? ((line) => console.error(line)));
  guardDemoTokens(app, { access: options.platform.access, trustedProxies: trusted });
  // Every answer, from every part of the server, carries the security headers (nosniff among them).
  const frameOrigins = options.surveyOrigins ?? [];
  registerSecurityHeaders(app, { devMode: options.platform.devMode, secure: options.platform.secureCookies, frameOrigins });

  // Scripts shrink about threefold; browsers then keep them for a year.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // Scripts and styles that never change at their path are served at brotli's best level once it is
  // ready (bestCompression.ts); until then, and for everything else, as compressed above.
  const best = createBestCompression();
  const sentBest = async (
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    file: string,
    cacheControl = IMMUTABLE,
  ): Promise<boolean> => {
    if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
    const found = await best.lookup(root, file);
    if (!found) return false;
    void reply.header('Vary', 'Accept-Encoding').header('Cache-Control', cacheControl).header('ETag', found.etag);
    if (request.headers['if-none-match'] === found.etag) {
      void reply.code(304).send();
      return true;
    }
    void reply.header('Content-Type', found.type).header('Content-Encoding', 'br').send(found.body);
    return true;
  };

  // The shell's files carry content hashes in their names, so they never change. Its few scripts
  // and styles are compressed at start, before anyone asks.
  await app.register(fastifyStatic, { root: shellPublic, serve: false });
  const employeeDeps = { platform: options.platform, ...(options.api ? { storage: options.api.storage } : {}) };
  best.warm(shellPublic, await readdir(shellPublic).catch(() => []));
  /**
   * Source maps and the debug panel's code are sent only to employees (and to anyone in
   * development): to anyone else they are not here. Never kept by anyone, as the answer depends on
   * who asks. `file` is a canonical path (requestPath.ts). Answers whether `file` was one of them
   * (and so is answered).
   */
  const sentEmployeeFile = async (request: FastifyRequest, reply: FastifyReply, folder: string, file: string): Promise<boolean> => {
    if (!isEmployeeFile(file)) return false;
    void reply.header('Cache-Control', EMPLOYEE_FILE_CACHE_CONTROL).header('Vary', 'Cookie');
    if (options.platform.devMode || (await signedInViewer(request, employeeDeps))?.isEmployee) {
      void reply.sendFile(file, folder, { cacheControl: false });
    } else {
      void reply.code(404).send({ error: `no file ${file}` });
    }
    return true;
  };
  // Access and caching are decided on the path's one spelling (requestPath.ts), never on the one sent.
  app.get('/shell/*', async (request, reply) => {
    const segments = canonicalSegmentsOf(request, reply);
    if (!segments) return reply;
    const file = segments.slice(1).join('/');
    if (await sentEmployeeFile(request, reply, shellPublic, file)) return reply;
    if (await sentBest(request, reply, shellPublic, file)) return reply;
    return reply.sendFile(file, shellPublic, { cacheControl: true, maxAge: ONE_YEAR_MS, immutable: true });
  });

  const pageStylesheets = stylesheetsOf(template);
  // A shell without tokens in its stylesheet (a test's bare one) has no icon to serve.
  if (siteColours) siteIconRoutes(app, siteColours);
  if (options.api) await app.register(apiPlugin, { ...options.api, pageStylesheets });
  if (options.api) {
    crawlerRoutes(app, {
      storage: options.api.storage,
      originOf: (request) => options.publicOrigin ?? requestOrigin(request.protocol, request.host),
    });
  }
  await app.register(async (platform) =>
    platformRoutes(platform, { ...options.platform, staffOf: (request) => staffStandingOf(request, employeeDeps) }),
  );
  await app.register(async (debug) => debugRoutes(debug, { platform: options.platform, storage: options.api?.storage }));

  // A registered build never changes, so its files are cached for a year; only files the build
  // lists are served.
  app.get('/remotes/:name/:version/*', async (request, reply) => {
    const segments = canonicalSegmentsOf(request, reply);
    if (!segments) return reply;
    const [, name = '', version = '', ...inBuild] = segments;
    const file = inBuild.join('/');
    const folder = await registry.servedFile(name, version, file);
    if (!folder) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: `no file ${file} in ${name}@${version}` });
    }
    if (await sentEmployeeFile(request, reply, folder, file)) return reply;
    // The entry proves this browser fetched it (its load failures then count towards a canary's
    // health): with that browser's cookie, it is cached by the browser only.
    const cacheControl = proveEntryFetch(request, reply, options.platform, name, version, file) ? PRIVATE_IMMUTABLE : IMMUTABLE;
    if (await sentBest(request, reply, folder, file, cacheControl)) return reply;
    // A build's API types (@mf-types.d.ts) are TypeScript text, not the MPEG stream '.ts' names.
    const declarations = file.endsWith('.d.ts');
    if (declarations) reply.type('text/plain; charset=utf-8');
    return reply.header('Cache-Control', cacheControl).sendFile(file, folder, { cacheControl: false, contentType: !declarations });
  });

  // Signed-out documents shared between visitors for a few seconds (sharedDocuments.ts); not in
  // development, where a dev server's files change under the same version.
  const shared = options.api && firstScreens && !options.platform.devMode ? createSharedDocuments() : undefined;
  const storage = options.api?.storage;
  const dataVersion = storage ? () => storage.dataVersion() : undefined;

  const sendDocument = (reply: FastifyReply, document: SharedDocument) => {
    const policy = reply.getHeader('content-security-policy');
    if (document.styleHash && typeof policy === 'string')
      reply.header('content-security-policy', allowStyleSource(policy, document.styleHash));
    if (document.encoding) reply.header('Content-Encoding', document.encoding).header('Vary', 'Accept-Encoding');
    // A deleted pin's page, kept for everyone like this visitor, is not indexed either.
    if (document.status === GONE_STATUS) reply.header('X-Robots-Tag', 'noindex');
    return reply.code(document.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(document.body);
  };

  /**
   * Sends the status, the headers and the document's start now; the rest follows with `end`. Its
   * first screen's <style> is allowed by a nonce made for this response, as its hash is not known yet.
   */
  const openDocumentStream = (request: FastifyRequest, reply: FastifyReply, status: number, start: string) => {
    const nonce = randomBytes(16).toString('base64');
    const stream = createDocumentStream(streamEncodingOf(request.headers));
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowStyleSource(policy, `'nonce-${nonce}'`));
    if (stream.encoding) reply.header('Content-Encoding', stream.encoding).header('Vary', 'Accept-Encoding');
    stream.flushed(start);
    void reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(stream.body);
    return { nonce, end: stream.end };
  };
  const logError = options.logError ?? ((line: string) => console.error(line));
  const documentRate = createDocumentRate(options.documentRate);

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // A server path no route answered (an API call, a malformed file URL) is not a page.
    if (isServerPath(url.pathname)) return reply.callNotFound();
    const wait = documentRate.take(request.ip);
    if (wait !== null) return sendTooManyDocuments(reply, pageStylesheets, wait);
    if (applyOverrideParam(request, reply, options.platform)) return reply;
    const visitor = await visitorRequestOf(request, reply, options.platform);
    const served = await registry.documentSet(visitor);
    const layout = layoutOfRequest(request.headers.cookie, request.headers['user-agent']);
    const origin = options.publicOrigin ?? requestOrigin(request.protocol, request.host);
    const config: PlatformConfig = {
      loadTimeoutMs: options.loadTimeoutMs,
      remotes: served.remotes,
      reportToken: served.reportToken,
      ...(frameOrigins.length > 0 ? { frameOrigins } : {}),
    };

    const who = documentVisitorOf(visitor.visitorKey, request.headers['user-agent']);
    // A signed-out visitor whose reads would hand them no cookie gets the document kept for everyone
    // like them; so does a crawler (a bot without cookies), whose reads' cookies it would not keep.
    const { anonId } = who;
    const requestCookies = fastifyCookie.parse(request.headers.cookie ?? '');
    const theme = themeOfRequest(request.headers.cookie);
    const sharedBot = isSharedBot(who, request.headers.cookie);
    const sharing =
      shared && dataVersion && ((anonId !== null && holdsVisitorCookies(requestCookies)) || sharedBot)
        ? {
            key: sharedDocumentKey({
              pathname: url.pathname,
              search: url.search,
              versions: served.remotes.map((remote) => `${remote.name}@${remote.version}`),
              theme,
              layout,
              isBot: who.isBot,
              isSocialBot: who.isSocialBot,
              origin,
            }),
            version: await dataVersion(),
            // A bot has no anonymous id: its documents carry no mark for one.
            visitor: { reportToken: served.reportToken, unauthId: anonId ?? '' },
          }
        : undefined;
    if (shared && sharing) {
      const find = () => shared.find(sharing.key, sharing.version, sharing.visitor, { brotli: streamEncodingOf(request.headers) === 'br' });
      let found = find();
      // Bots asking at once for a page not kept wait for the first one's, rather than each render it.
      const claim = !found && sharedBot ? shared.claim(sharing.key) : undefined;
      if (claim && 'made' in claim) {
        await claim.made;
        found = find();
      } else if (claim) reply.raw.once('close', claim.release);
      if (found) return sendDocument(reply, found);
    }

    const parsed = parseRoute({ pathname: url.pathname, search: url.search });
    // A pin, profile, board or section that does not exist, or that this visitor may not see, is a
    // not-found page; a deleted pin (story pins included) is gone: 410, not indexed, and its page
    // ('Unavailable') is the closeup's to render from its own read, which the API answers 410 too.
    const presence = pagePresence ? await pagePresence.stateOf({ route: parsed, visitor: who }) : 'present';
    const route = presence === 'missing' ? ({ area: 'not-found' } as const) : parsed;
    const gone = presence === 'gone';
    const status = route.area === 'not-found' ? 404 : gone ? GONE_STATUS : 200;
    if (gone) reply.header('X-Robots-Tag', 'noindex');
    const head = gone ? deletedPinHead() : undefined;
    // Streamed when the reads will hand the visitor no cookie (they hold them all), as the reply's
    // headers go with the start: the browser fetches the page's code while the server reads and renders.
    const expected = gone ? undefined : firstScreens?.areaOf(route, served.remotes);
    const stream =
      firstScreens && holdsVisitorCookies(requestCookies)
        ? openDocumentStream(
            request,
            reply,
            status,
            documentStart(template, {
              theme,
              remotes: served.remotes,
              route,
              rendered: expected?.name,
              gridRendered: expected !== undefined,
            }),
          )
        : undefined;
    let firstScreen: FirstScreenMarkup | undefined;
    let cookies: string[] = [];
    // Whether the route's own read was answered: a document made while the API failed is not shared.
    let answered = false;
    try {
      if (options.api) {
        // As the visitor the document is for: on a first visit, with the anonymous id this reply gives them.
        const cookie = cookieHeaderWith(request.headers.cookie, options.platform.anonCookie.name, visitor.newAnonId);
        const reads = await firstReadsFor(app, route, { ...request.headers, ...(cookie ? { cookie } : {}) });
        const { firstRead, followUpRead, sessionRead } = reads;
        cookies = sharedBot ? [] : reads.cookies;
        answered = firstReadOf(route) === null || firstRead !== undefined;
        if (firstRead) config.firstRead = firstRead;
        if (followUpRead) config.followUpRead = followUpRead;
        if (sessionRead) config.sessionRead = sessionRead;
        if (cookies.length > 0 && !stream) reply.header('set-cookie', cookies);
        // People and bots get the route's area already rendered, by the version they are served.
        const rendered =
          firstScreens && !gone
            ? await firstScreens.render({
                route,
                pathname: url.pathname,
                search: url.search,
                remotes: served.remotes,
                reads: [firstRead, followUpRead, sessionRead].filter((read) => read !== undefined),
                layout,
                origin,
                pictures: () => firstScreenPreloads(followUpRead) || firstScreenPreloads(firstRead),
              })
            : null;
        if (rendered) firstScreen = rendered;
      }
      // Who is signed in, for the header's first paint: from the session read when there is one.
      const { sessionRead } = config;
      config.frame = await pageFrameOf(request.headers.cookie, who.userId, {
        storage: options.api?.storage,
        ...(sessionRead ? { sessionRead } : {}),
      });
    } catch (error) {
      if (!stream) throw error;
      // Its start is sent: the document ends as one the page renders itself, which reads again.
      logError(`edge: ${url.pathname}: the document was finished without its first screen (${String(error)})`);
      stream.end(documentEnd(template, config, route, undefined, undefined, head));
      return reply;
    }
    const styleHash = firstScreen?.css ? styleHashSource(firstScreen.css) : undefined;
    const document = (body: string) => ({ status, ...(styleHash ? { styleHash } : {}), body });
    // Kept only when the reads were answered, and were this visitor's as expected, and nothing changed
    // while they were made. A screen left to the page (a build that failed, or is paused by its
    // breaker) is still shared: that page is whole, only rendered in the browser, and under load it
    // is when the server most needs not to make it again.
    if (stream) stream.end(documentEnd(template, config, route, firstScreen, stream.nonce, head));
    if (!shared || !sharing || !dataVersion || !answered || cookies.length > 0 || unauthIdOf(config.sessionRead) !== anonId) {
      return stream ? reply : sendDocument(reply, document(renderDocument(template, config, route, firstScreen, head)));
    }
    // The copy for everyone like this visitor: their own parts marked, its styles allowed by their hash.
    const marked: PlatformConfig = {
      ...config,
      reportToken: shared.marks.reportToken,
      ...(config.sessionRead && anonId !== null ? { sessionRead: withUnauthId(config.sessionRead, shared.marks.unauthId) } : {}),
    };
    const body = renderDocument(template, marked, route, firstScreen, head);
    const unchanged = (await dataVersion()) === sharing.version;
    const own = unchanged ? shared.keep(sharing.key, sharing.version, document(body), sharing.visitor) : undefined;
    // A streamed visitor has their own copy already; another gets the kept one, or, if the data changed meanwhile, this one filled for them.
    return stream ? reply : sendDocument(reply, document(own ?? shared.fill(body, sharing.visitor)));
  });

  // The routes without an error handler of their own (documents, remote files): a refusal keeps
  // Fastify's answer, a failure says sorry without its message (a path, a query) and is logged above.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.send(error);
    return reply.code(status).header('Cache-Control', 'no-store').send({ error: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ error: `not found: ${request.method} ${request.url}` });
  });

  return app;
}
