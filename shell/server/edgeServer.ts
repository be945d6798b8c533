// The edge server: the document for every app route, the shell's files, and each remote's build
// under a versioned, immutable path. Fastify, for its speed, schema-checked routes and plugins.

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isServerPath, parseRoute, type PlatformConfig } from 'shared-contracts';
import { assertTemplate, renderDocument } from './document';
import type { RemoteCatalog } from './remoteCatalog';
import { apiPlugin, type ApiDeps } from 'api';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_YEAR_MS = 31_536_000_000;

export interface EdgeServerOptions {
  /** shell/dist: holds document.html and public/ */
  shellDistDir: string;
  catalog: RemoteCatalog;
  loadTimeoutMs: number;
  /** The product API, mounted at /v3/, /vx/, /resource/ and /media/ (omit for a site without data). */
  api?: ApiDeps;
  logger?: boolean;
}

export async function createEdgeServer(options: EdgeServerOptions): Promise<FastifyInstance> {
  const template = await readFile(path.join(options.shellDistDir, 'document.html'), 'utf8').catch(() => {
    throw new Error(`no shell build in ${options.shellDistDir}: run "npm run build -w shell"`);
  });
  assertTemplate(template);

  const app = Fastify({ logger: options.logger ?? false });

  // Scripts shrink about threefold; browsers then keep them for a year.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  // The shell's files carry content hashes in their names, so they never change.
  await app.register(fastifyStatic, {
    root: path.join(options.shellDistDir, 'public'),
    prefix: '/shell/',
    maxAge: ONE_YEAR_MS,
    immutable: true,
  });

  if (options.api) await app.register(apiPlugin, options.api);

  app.get<{ Params: { name: string; version: string; '*': string } }>('/remotes/:name/:version/*', (request, reply) => {
    const { name, version } = request.params;
    const entry = options.catalog.find(name, version);
    if (!entry) {
      return reply.code(404).header('Cache-Control', 'no-store').send({ error: `no build ${name}@${version}` });
    }
    // send sets the caching headers only when it actually serves a file, never on an error.
    return reply.sendFile(request.params['*'], entry.dir, { cacheControl: true, maxAge: ONE_YEAR_MS, immutable: true });
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // A server path no route answered (an API call, a malformed file URL) is not a page.
    if (isServerPath(url.pathname)) return reply.callNotFound();
    const route = parseRoute({ pathname: url.pathname, search: url.search });
    const remotes = await options.catalog.list();
    const config: PlatformConfig = {
      loadTimeoutMs: options.loadTimeoutMs,
      remotes: remotes.map((r) => ({
        name: r.name,
        version: r.version,
        manifestUrl: `/remotes/${r.name}/${encodeURIComponent(r.version)}/mf-manifest.json`,
      })),
    };
    return reply
      .code(route.area === 'not-found' ? 404 : 200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderDocument(template, config, route));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).header('Cache-Control', 'no-store').send({ error: `not found: ${request.method} ${request.url}` });
  });

  return app;
}
