// Registers one resource call at /resource/{Resource}/{action}/: 'get' reads its options from the
// query string, the others (create, update, delete) from a JSON body, as the site's generic
// resource helper sends them. The options schema is validated, typed and documented in OpenAPI.

import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope';

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

export interface ResourceResult<T> {
  data: T;
  /** Paged reads: the next page's bookmark, null at the end. */
  bookmark?: string | null;
}

export interface ResourceDefinition<S extends TObject, T> {
  resource: string;
  action: ResourceAction;
  summary: string;
  options: S;
  handle: (options: Static<S>, request: FastifyRequest, reply: FastifyReply) => Promise<ResourceResult<T>>;
}

export function resourceRoute<S extends TObject, T>(app: FastifyInstance, def: ResourceDefinition<S, T>): void {
  const read = def.action === 'get';
  app.route({
    method: read ? 'GET' : 'POST',
    url: `/resource/${def.resource}/${def.action}/`,
    schema: {
      summary: def.summary,
      tags: [def.resource],
      ...(read ? { querystring: def.options } : { body: def.options }),
    },
    handler: async (request, reply) => {
      const options = (read ? request.query : request.body) as Static<S>;
      const result = await def.handle(options, request, reply);
      if (read) void reply.header('Cache-Control', 'private, no-store');
      return ok(result.data, result.bookmark);
    },
  });
}

/** The page request from a read's bookmark and page_size options. */
export function pageOf(
  options: { bookmark?: string; page_size?: number },
  defaultSize = 25,
): { bookmark: string | null; pageSize: number } {
  return { bookmark: options.bookmark ?? null, pageSize: options.page_size ?? defaultSize };
}
