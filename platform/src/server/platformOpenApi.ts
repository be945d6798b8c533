// The registry's HTTP API as an OpenAPI 3.1 document at /_platform/openapi.json. @fastify/swagger,
// registered in the platform's own Fastify context (so the product API's document, registered in
// its own, never sees these routes, nor this one those), collects every route as it is added: the
// request bodies are the very schemas the routes validate with, so the document cannot drift from
// them, and a new route shows up undocumented (its test fails) rather than missing.
// platformApiOperations.ts holds the words, the answers and who may call what.

import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { HIDDEN_ROUTES, OPENAPI_PATH, operationDocs, SECURITY_SCHEMES, type OperationDoc } from './platformApiOperations';

export { OPENAPI_PATH } from './platformApiOperations';

/** The document changes only when the server's code does: shared caches may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const DOCUMENT_HEAD = {
  openapi: '3.1.0',
  info: {
    title: 'Pinboard registry',
    version: '1.0.0',
    description:
      'The platform’s registry of area builds, on the site’s own origin under `/_platform/`: deploys, routing (stable, canary, rollback, kill switch), override links, the audit log and the status figures.\n\n' +
      'Calls that change something take `Authorization: Bearer <token>`: a team’s deploy token (scope `deploy:<remote>`) deploys its own area; a platform token (scope `platform`) routes, issues overrides, reads the audit log and deploys any area. ' +
      'Every refusal is JSON `{ "error": "…", "details": ["…"]? }` whose `error` names the fix.\n\n' +
      'To ship a build: upload it (`POST /_platform/versions`, whose description has a worked curl example), then route it (`POST /_platform/routing/{remote}`, e.g. a canary).',
  },
  tags: [
    { name: 'deploys', description: 'Uploading builds and listing them.' },
    { name: 'routing', description: 'Which build visitors get, override links for one browser, and the audit log.' },
    { name: 'status', description: 'The figures the automatic rollback and people decide on.' },
    { name: 'pages', description: 'Called by the site’s pages, not by people.' },
  ],
  components: { securitySchemes: SECURITY_SCHEMES },
};

type JsonObject = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a route's body schema with the notes on its fields as their descriptions (`files.items.path`). */
function withFieldNotes(schema: unknown, notes: Readonly<Record<string, string>>, at = ''): unknown {
  if (!isObject(schema)) return schema;
  const copy: Record<string, unknown> = { ...schema };
  const note = at ? notes[at] : undefined;
  if (note !== undefined && copy.description === undefined) copy.description = note;
  const { properties, items } = schema;
  if (isObject(properties)) {
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [name, withFieldNotes(field, notes, at ? `${at}.${name}` : name)]),
    );
  }
  if (items !== undefined) copy.items = withFieldNotes(items, notes, `${at}.items`);
  return copy;
}

function documented(schema: FastifySchema | undefined, doc: OperationDoc): FastifySchema {
  const own = schema ?? {};
  const body = own.body === undefined ? doc.body : withFieldNotes(own.body, doc.fieldNotes ?? {});
  return {
    ...own,
    operationId: doc.operationId,
    summary: doc.summary,
    description: doc.description,
    tags: doc.tags,
    security: doc.security,
    ...(body === undefined ? {} : { body }),
    ...(own.params === undefined && doc.params ? { params: doc.params } : {}),
    ...(own.querystring === undefined && doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.consumes ? { consumes: doc.consumes } : {}),
    // A route's own answer schemas, where it has them, win over the words here.
    response: { ...doc.responses, ...(isObject(own.response) ? own.response : {}) },
  };
}

/** The key platformApiOperations.ts documents a route under. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

function transform({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }) {
  const key = routeKey(String(route.method), url);
  if (key in HIDDEN_ROUTES) return { schema: { ...schema, hide: true }, url };
  const doc = operationDocs(route.bodyLimit)[key];
  // An undocumented route is listed bare: the document's test names it.
  return { schema: doc ? documented(schema, doc) : (schema ?? {}), url };
}

/**
 * Collects the routes added to `app` from now on and serves their document. Call it in the
 * platform's context before its routes.
 */
export async function servePlatformOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, { openapi: DOCUMENT_HEAD, transform });
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.header('Cache-Control', CACHE_CONTROL).type('application/json; charset=utf-8').send(app.swagger()),
  );
}
