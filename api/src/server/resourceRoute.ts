// Registers the API contract's calls (shared-contracts/src/api/contract.ts) on the server: a
// resource call at /resource/{Resource}/{action}/ ('get' reads its options from the query string,
// the others from a JSON body), and a route with a verb and path of its own. The schema each call
// is validated and documented with (OpenAPI) is the contract's, and so are the types its handler
// takes and must answer with: renaming a field on either side fails the typecheck of the other.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActionOf, ResourceAnswer, ResourceName, ResourceOptions, RouteAnswer, RouteKey } from 'shared-contracts/api';
import {
  API_RESOURCES,
  API_ROUTES,
  type ResourceCall,
  type RouteCall,
  type RouteParams,
  type RoutePayload,
} from 'shared-contracts/contract';
import { ok } from './envelope';
import type { ReadCache } from './readCache';

/** A read whose answers are kept while the data they come from has not changed (readCache.ts). */
export interface CachedReads {
  cache: ReadCache;
  dataVersion: () => Promise<number>;
}

export interface ResourceResult<T> {
  data: T;
  /** Paged reads: the next page's bookmark, null at the end. */
  bookmark?: string | null;
}

export interface ResourceDefinition<R extends ResourceName, A extends ActionOf<R>> {
  summary: string;
  /** Bytes this call's body may have, when it differs from the API's small default. */
  bodyLimit?: number;
  /** Only a signed-in person may call it: a visitor is refused before the body is read (writeGate.ts). */
  signedIn?: boolean;
  handle: (options: ResourceOptions<R, A>, request: FastifyRequest, reply: FastifyReply) => Promise<ResourceResult<ResourceAnswer<R, A>>>;
  /** Reads only: keep answers per viewer and URL until the data changes. Only for reads that depend on nothing else. */
  cached?: CachedReads;
}

export function resourceRoute<R extends ResourceName, A extends ActionOf<R>>(
  app: FastifyInstance,
  resource: R,
  action: A,
  def: ResourceDefinition<R, A>,
): void {
  const contract = (API_RESOURCES[resource] as Partial<Record<string, ResourceCall>>)[action];
  if (!contract) throw new Error(`The API contract has no ${resource} ${action}.`);
  const read = action === 'get';
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: read ? 'GET' : 'POST',
    url: `/resource/${resource}/${action}/`,
    ...(def.bodyLimit !== undefined ? { bodyLimit: def.bodyLimit } : {}),
    config: { signedIn: def.signedIn === true },
    schema: {
      summary: def.summary,
      tags: [resource],
      ...(read ? { querystring: contract.options } : { body: contract.options }),
    },
    handler: async (request, reply) => {
      // ajv has checked the options against this call's schema: they are its static type.
      const options = (read ? request.query : request.body) as ResourceOptions<R, A>;
      if (read) void reply.header('Cache-Control', 'private, no-store');
      const cached = read ? def.cached : undefined;
      if (!cached) {
        const result = await def.handle(options, request, reply);
        return ok(result.data, result.bookmark);
      }
      // Who asks and as whom: a member acting for a business and the business itself never share an answer.
      const key = `${request.actingMemberId ?? ''}:${request.viewer.userId ?? 'visitor'} ${request.url}`;
      const version = await cached.dataVersion();
      let body = cached.cache.get(key, version);
      if (body === undefined) {
        const result = await def.handle(options, request, reply);
        body = JSON.stringify(ok(result.data, result.bookmark));
        // Kept only if nothing changed while it was made.
        if ((await cached.dataVersion()) === version) cached.cache.set(key, version, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}

export interface RouteDefinition<K extends RouteKey> {
  summary: string;
  /** Bytes this call's body may have, when it differs from the API's small default. */
  bodyLimit?: number;
  /** Bytes a visitor's body may have, when more than the few KB every call takes (writeGate.ts). */
  visitorBodyLimit?: number;
  tags: string[];
  handle: (call: { params: RouteParams<K>; payload: RoutePayload<K> }, request: FastifyRequest) => Promise<RouteAnswer<K>>;
}

export function apiRoute<K extends RouteKey>(app: FastifyInstance, key: K, def: RouteDefinition<K>): void {
  const contract: RouteCall = API_ROUTES[key];
  const [method = 'GET', path = ''] = key.split(' ');
  const schema: Record<string, TSchema | string | string[]> = { summary: def.summary, tags: def.tags };
  if (contract.params) schema.params = contract.params;
  if (contract.payload) schema[method === 'GET' ? 'querystring' : 'body'] = contract.payload;
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: method,
    url: path,
    ...(def.bodyLimit !== undefined ? { bodyLimit: def.bodyLimit } : {}),
    config: { visitorBodyLimit: def.visitorBodyLimit },
    schema,
    handler: async (request) => {
      // Checked by ajv against the contract's schemas above.
      const call = {
        params: (contract.params ? request.params : undefined) as RouteParams<K>,
        payload: (contract.payload ? (method === 'GET' ? request.query : request.body) : undefined) as RoutePayload<K>,
      };
      const answered: unknown = await def.handle(call, request);
      return ok(answered);
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

/** A page of a list as a read answers it: its items, and the bookmark of the next page (null at the end). */
export function pageAnswer<T>(page: { items: T[]; bookmark: string | null }): { data: T[]; bookmark: string | null } {
  return { data: page.items, bookmark: page.bookmark };
}
