// `node shell/dist/server/main.js`: serves the whole site, its API and the platform registry.
// PORT (default 8080), HOST (default localhost), PINBOARD_LOAD_TIMEOUT_MS (default 8000),
// PINBOARD_REMOTE_DIRS (JSON, optional), PINBOARD_ROOT (the repository; defaults to where this file
// was built), DATA_DIR (default .data: the database, demo pictures and registered builds),
// DATABASE_URL (postgres://…: the API's data and the registry in PostgreSQL, for several edges; unset,
// SQLite in DATA_DIR), MEDIA_DIR (pictures and videos; default DATA_DIR/media; several edges share one),
// PINBOARD_SECURE_COOKIES, PINBOARD_ACCESS_FILE (tokens; default the demo file, refused unless only this machine
// reaches the server: no PINBOARD_TRUSTED_PROXIES, a loopback HOST, no NODE_ENV=production), PINBOARD_DEV,
// PINBOARD_CANARY_MAX_FAILURE_RATE (percent, default 10), PINBOARD_CANARY_MIN_LOADS (default 50),
// PINBOARD_CANARY_MIN_VISITORS (default 10) and PINBOARD_CANARY_MIN_ADDRESSES (default 5): distinct failing
// visitors and networks an automatic rollback needs, PINBOARD_CANARY_MAX_NETWORK_SHARE (percent, default 50: above it one
// network's share of the failures alerts a person instead),
// PINBOARD_EVENT_RETENTION_DAYS (default 90), PINBOARD_PUBLIC_ORIGIN (canonical links' origin; default each request's), PINBOARD_SERVER_RENDER_TIMEOUT_MS (default 150),
// PINBOARD_MAX_CONNECTIONS (open connections in all; default from the process's file limit, connectionTotal.ts; 0: no total bound),
// PINBOARD_TWO_FACTOR_KEY (32 random bytes, base64 or hex, sealing two-factor secrets; unset, a development key in
// .data/two-factor-dev.key, refused as the demo tokens are unless only this machine reaches the server).

import { ANON_COOKIE, ANON_DAYS, createMailOutbox, identifyDocumentVisitor, openApi, TWO_FACTOR_KEY_VARIABLE } from 'api';
import path from 'node:path';
import { demoAccessRefusal, describeDatabase } from 'pinboard-platform';
import { connectionTotal, readFileLimit } from './connectionTotal';
import { mediaMaker, stampMediaFolder } from './demoMediaStamp';
import { createEdgeServer } from './edgeServer';
import { openSitePlatform } from './openSitePlatform';
import { readServerSettings } from './serverSettings';
import { serverReach } from './serverReach';
import { twoFactorKeySetting } from './twoFactorKeySetting';

async function main(): Promise<void> {
  const builtIn = path.resolve(__dirname, '..', '..', '..');
  const settings = readServerSettings(process.env, builtIn);
  const fileLimit = readFileLimit();
  const maxConnections = connectionTotal(process.env.PINBOARD_MAX_CONNECTIONS, fileLimit.files);
  const { port, host } = settings;
  const log = (line: string) => console.log(line);
  const limitWhy = process.env.PINBOARD_MAX_CONNECTIONS
    ? 'PINBOARD_MAX_CONNECTIONS'
    : `the file limit of ${fileLimit.files}${fileLimit.from === 'the fallback' ? ', assumed: this system has no /proc/self/limits' : ''}`;
  log(
    maxConnections > 0 ? `Connections: at most ${maxConnections} open (${limitWhy}), shared out by address` : 'Connections: no total bound',
  );
  if (settings.database.kind === 'postgres') log(`The API's data and the registry are in ${describeDatabase(settings.database)}`);
  // The platform first: it signs each page's token, which the API's event log checks.
  // Who can reach this server decides the demo access and the two-factor key alike: found once (HOST may need a DNS lookup).
  const reach = await serverReach(settings, process.env);
  const platform = await openSitePlatform(settings, reach, log);
  // No mail here: reset and sign-up links go to the log, and in development to the status page too.
  const outbox = settings.devMode ? createMailOutbox() : undefined;
  // A server others reach without a two-factor key of its own stops here, saying why (after the
  // platform, so the demo tokens' refusal, the graver, is the one said when both apply).
  const twoFactorKey = await twoFactorKeySetting(process.env, process.env.PINBOARD_ROOT || builtIn, demoAccessRefusal(reach)).catch(
    async (error: unknown) => {
      await platform.close();
      throw error;
    },
  );
  // Named by this very bundle, which holds the demo world's drawing and encoding: another build looks again.
  const mediaBuild = mediaMaker(__filename);
  stampMediaFolder(settings.mediaDir, mediaBuild);
  const api = await openApi({
    ...(outbox ? { outbox } : {}),
    dataDir: settings.dataDir,
    database: settings.database,
    mediaDir: settings.mediaDir,
    secureCookies: settings.secureCookies,
    pageTokens: { read: platform.registry.readReportToken },
    eventRetentionDays: settings.eventRetentionDays,
    twoFactorKey,
    log,
  }).catch(async (error: unknown) => {
    await platform.close();
    throw error;
  });
  if (platform.access.demo)
    log(
      `platform: using the public demo tokens (${settings.accessFile}), accepted only from this machine; set PINBOARD_ACCESS_FILE for a real deployment`,
    );
  if (twoFactorKey.from !== TWO_FACTOR_KEY_VARIABLE)
    log(
      `api: two-factor secrets are sealed with the development key in ${twoFactorKey.from}; set ${TWO_FACTOR_KEY_VARIABLE} for a real deployment`,
    );
  if (settings.devMode) log('platform: development mode: ?pb-override=<remote>@http://localhost:<port>/remoteEntry.js is accepted');
  const app = await createEdgeServer({
    warmUp: true,
    connectionLimits: { perAddress: settings.maxConnectionsPerAddress, total: maxConnections },
    trustedProxies: settings.trustedProxies,
    shellDistDir: settings.shellDistDir,
    loadTimeoutMs: settings.loadTimeoutMs,
    api: api.deps,
    ...(settings.publicOrigin ? { publicOrigin: settings.publicOrigin } : {}),
    serverRenderTimeoutMs: settings.serverRenderTimeoutMs,
    surveyOrigins: settings.surveyOrigins,
    log,
    platform: {
      registry: platform.registry,
      access: platform.access,
      devMode: settings.devMode,
      secureCookies: settings.secureCookies,
      anonCookie: { name: ANON_COOKIE, maxAgeDays: ANON_DAYS },
      identify: (cookies, userAgent) => identifyDocumentVisitor(api.deps.storage, cookies, userAgent),
      ...(outbox
        ? { unsentMail: () => outbox.recent().map((m) => ({ to: m.to, subject: m.subject, link: m.path, expiresAt: m.expiresAt })) }
        : {}),
    },
  });
  app.addHook('onClose', async () => {
    await platform.close();
    await api.close();
  });
  await app.listen({ port, host });
  api.encodeMissingVideos(mediaBuild);
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Said last: whoever reads this line may stop the server at once.
  console.log(`Pinboard is running at http://localhost:${actualPort}`);
}

main().catch((error: unknown) => {
  console.error(`edge server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
