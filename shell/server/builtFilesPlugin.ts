// The built files pages load: the shell's (/shell/…) and each registered area build's
// (/remotes/{name}/{version}/…). Their paths carry a content hash or a version, so they never change
// and are cached for a year; scripts and styles go at brotli's best level once it is ready
// (bestCompression.ts), until then as @fastify/compress compresses them. Source maps and the debug
// panel's code go only to employees (and to anyone in development).

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readdir } from 'node:fs/promises';
import { type PlatformDeps, proveEntryFetch } from 'pinboard-platform';
import { acceptsBrotli, createBestCompression } from './bestCompression';
import { answerFailure } from './edgeFailures';
import { type EmployeeDeps, isEmployeeFile, signedInViewer } from './employees';
import { canonicalSegmentsOf } from './requestPath';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An area's entry: it sets the browser's own proof cookie, so only the browser keeps it. */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Employees' files (and their refusal): the answer depends on who asks, and an employee may sign out. */
export const EMPLOYEE_FILE_CACHE_CONTROL = 'private, no-store';

const ONE_YEAR_MS = 31_536_000_000;

export interface BuiltFilesOptions {
  platform: PlatformDeps;
  /** shell/dist/public */
  shellPublic: string;
  storage?: EmployeeDeps['storage'];
}

export async function builtFilesPlugin(app: FastifyInstance, options: BuiltFilesOptions): Promise<void> {
  const { platform, shellPublic } = options;
  const employeeDeps: EmployeeDeps = { platform, storage: options.storage };
  const best = createBestCompression();
  // The shell's few scripts and styles are compressed at start, before anyone asks.
  await app.register(fastifyStatic, { root: shellPublic, serve: false });
  best.warm(shellPublic, await readdir(shellPublic).catch(() => []));

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

  /**
   * Answers an employee's file: sent to employees, not here for anyone else, and never kept, as the
   * answer depends on who asks. `file` is a canonical path (requestPath.ts). Answers whether `file`
   * was one of them (and so is answered).
   */
  const sentEmployeeFile = async (request: FastifyRequest, reply: FastifyReply, folder: string, file: string): Promise<boolean> => {
    if (!isEmployeeFile(file)) return false;
    void reply.header('Cache-Control', EMPLOYEE_FILE_CACHE_CONTROL).header('Vary', 'Cookie');
    if (platform.devMode || (await signedInViewer(request, employeeDeps))?.isEmployee) {
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

  // Only files the build lists are served.
  app.get('/remotes/:name/:version/*', { errorHandler: answerFailure }, async (request, reply) => {
    const segments = canonicalSegmentsOf(request, reply);
    if (!segments) return reply;
    const [, name = '', version = '', ...inBuild] = segments;
    const file = inBuild.join('/');
    const folder = await platform.registry.servedFile(name, version, file);
    if (!folder) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: `no file ${file} in ${name}@${version}` });
    }
    if (await sentEmployeeFile(request, reply, folder, file)) return reply;
    // The entry proves this browser fetched it (its load failures then count towards a canary's
    // health): with that browser's cookie, it is cached by the browser only.
    const cacheControl = proveEntryFetch(request, reply, platform, name, version, file) ? PRIVATE_IMMUTABLE : IMMUTABLE;
    if (await sentBest(request, reply, folder, file, cacheControl)) return reply;
    // A build's API types (@mf-types.d.ts) are TypeScript text, not the MPEG stream '.ts' names.
    const declarations = file.endsWith('.d.ts');
    if (declarations) reply.type('text/plain; charset=utf-8');
    return reply.header('Cache-Control', cacheControl).sendFile(file, folder, { cacheControl: false, contentType: !declarations });
  });
}
