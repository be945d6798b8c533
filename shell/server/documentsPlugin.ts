// The document for every app route: the pages the server writes, with the builds of each area this
// visitor gets, the reads the first screen needs answered inside it, and the route's area rendered
// by its server build. Signed-out documents are shared between visitors for a few seconds
// (sharedDocuments.ts); one whose reads hand the visitor no cookie is streamed (documentReplies.ts).

import { fastifyCookie } from '@fastify/cookie';
import { type ApiDeps, holdsVisitorCookies } from 'api';
import type { FastifyInstance } from 'fastify';
import { applyOverrideParam, type PlatformDeps, type Registry, visitorRequestOf } from 'pinboard-platform';
import { firstReadOf, GONE_STATUS, isServerPath, parseRoute } from 'shared-contracts/rules';
import { type PlatformConfig, type RemoteName } from 'shared-contracts/platform';
import { type AreaServerBuilds, createAreaServerBuilds, DEFAULT_SERVER_RENDER_TIMEOUT_MS } from './areaServerBuilds';
import { deletedPinHead } from './deletedPinHead';
import { documentEnd, documentStart, type FirstScreenMarkup, hasAreaElement, renderDocument, styleHashSource } from './document';
import type { DocumentRateLimiter } from './documentRate';
import { openDocumentStream, sendDocument } from './documentReplies';
import { streamEncodingOf } from './documentStream';
import type { DocumentTemplate } from './documentTemplate';
import { documentVisitorOf, isSharedBot } from './documentVisitor';
import { answerFailure } from './edgeFailures';
import { firstScreenPreloads } from './firstScreenPreloads';
import { cookieHeaderWith, firstReadsFor, unauthIdOf, withUnauthId } from './firstRead';
import { createFirstScreens, layoutOfRequest } from './firstScreens';
import { createPagePresence } from './pagePresence';
import { pageFrameOf, themeOfRequest } from './pageFrame';
import { createSharedDocuments, sharedDocumentKey } from './sharedDocuments';
import { sendTooManyDocuments } from './tooManyDocuments';

export interface DocumentsOptions {
  /** The shell's document, cut at its slots once. */
  template: DocumentTemplate;
  /** The shell's stylesheets, for the page that asks an address to wait. */
  stylesheets: readonly string[];
  platform: PlatformDeps;
  /** The product API the first screen's reads ask (absent for a site without data). */
  api?: ApiDeps;
  loadTimeoutMs: number;
  /** The origin of canonical and Open Graph links, for a request. */
  originOf: (request: { protocol: string; host: string }) => string;
  serverRenderTimeoutMs?: number;
  /** Origins whose surveys pages may frame: in the page's config. */
  frameOrigins: string[];
  documentRate: DocumentRateLimiter;
  warmUp?: boolean;
  log: (line: string) => void;
  logError: (line: string) => void;
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

export async function documentsPlugin(app: FastifyInstance, options: DocumentsOptions): Promise<void> {
  const { template, platform, api, documentRate, logError } = options;
  const { registry } = platform;
  const builds = createAreaServerBuilds({
    readServerEntry: registry.readServerEntry,
    timeoutMs: options.serverRenderTimeoutMs ?? DEFAULT_SERVER_RENDER_TIMEOUT_MS,
    log: options.log,
  });
  const firstScreens = api
    ? createFirstScreens({ builds, canHold: (remote) => hasAreaElement(template, remote), log: options.log })
    : undefined;
  const pagePresence = api ? createPagePresence({ storage: api.storage }) : undefined;
  // The render thread goes with the server.
  let closing = false;
  app.addHook('onClose', (_instance, done) => {
    closing = true;
    builds.close();
    done();
  });
  if (options.warmUp && api) {
    app.addHook('onListen', (done) => {
      // Not awaited: the server answers meanwhile, and a document asked for at once shares the render.
      void warmUp(app, builds, registry, () => closing).catch(() => undefined);
      done();
    });
  }

  // Not in development, where a dev server's files change under the same version.
  const shared = api && firstScreens && !platform.devMode ? createSharedDocuments() : undefined;
  const storage = api?.storage;
  const dataVersion = storage ? () => storage.dataVersion() : undefined;

  app.get('/*', { errorHandler: answerFailure }, async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // A server path no route answered (an API call, a malformed file URL) is not a page.
    if (isServerPath(url.pathname)) return reply.callNotFound();
    const wait = documentRate.take(request.ip);
    if (wait !== null) return sendTooManyDocuments(reply, options.stylesheets, wait);
    if (applyOverrideParam(request, reply, platform)) return reply;
    const visitor = await visitorRequestOf(request, reply, platform);
    const served = await registry.documentSet(visitor);
    const layout = layoutOfRequest(request.headers.cookie, request.headers['user-agent']);
    const origin = options.originOf(request);
    const config: PlatformConfig = {
      loadTimeoutMs: options.loadTimeoutMs,
      remotes: served.remotes,
      reportToken: served.reportToken,
      ...(options.frameOrigins.length > 0 ? { frameOrigins: options.frameOrigins } : {}),
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
      if (api) {
        // As the visitor the document is for: on a first visit, with the anonymous id this reply gives them.
        const cookie = cookieHeaderWith(request.headers.cookie, platform.anonCookie.name, visitor.newAnonId);
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
        storage: api?.storage,
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
}
