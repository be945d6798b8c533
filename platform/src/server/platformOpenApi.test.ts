// The registry's OpenAPI document, read as a team outside this repository reads it: served to
// anyone, valid OpenAPI 3.1, naming every route, and enough to deploy from: with fetch and a body
// built from its schema, and with its own curl example run as written. The platform is mounted as
// the edge server mounts it, on a real registry over loopback.

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_FILES } from '../registry/registry';
import { writeFakeBuild } from '../testing/fakeBuild';
import { openApiProblems, openApiSchemaAjv, operationsOf, type OpenApiDocument, type Operation } from '../testing/openApi31';
import { TEST_TOKENS, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { HIDDEN_ROUTES, OPENAPI_PATH, operationDocs } from './platformApiOperations';
import { routeKey } from './platformOpenApi';
import { platformRoutes } from './platformRoutes';

type Json = Readonly<Record<string, unknown>>;

let site: TestPlatform;
let app: FastifyInstance;
let base: string;
let builds: string;
let document: OpenApiDocument;
/** Every route the platform registers, as `METHOD url` (HEAD, which Fastify adds to each GET, left out). */
const registered = new Set<string>();

beforeAll(async () => {
  builds = mkdtempSync(path.join(os.tmpdir(), 'openapi-builds-'));
  site = await startTestPlatform();
  // The platform's routes once more, on a server that notes each route as it is added; the same
  // registry and tokens as startTestPlatform's.
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(routeKey(method, route.url));
  });
  await app.register(async (platform) => platformRoutes(platform, site.deps));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  document = (await (await fetch(`${base}${OPENAPI_PATH}`)).json()) as OpenApiDocument;
});

afterAll(async () => {
  await app?.close();
  await site?.close();
  rmSync(builds, { recursive: true, force: true });
});

/** `/_platform/versions/:remote` as the document writes it. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operation(url: string, method: string): Operation {
  const found = document.paths[documentPath(url)]?.[method.toLowerCase()];
  if (!found) throw new Error(`the document has no ${method} ${url}`);
  return found;
}

function jsonSchemaOf(content: Record<string, { schema: Json }> | undefined, what: string): Json {
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`the document gives no JSON schema for ${what}`);
  return schema;
}

const requestSchema = (url: string, method: string) => jsonSchemaOf(operation(url, method).requestBody?.content, `${method} ${url}`);
const answerSchema = (url: string, method: string, status: number) =>
  jsonSchemaOf(operation(url, method).responses[String(status)]?.content, `${method} ${url} ${status}`);

/** Fields `value` carries that `schema` does not name (where it lists its properties and allows no others by `additionalProperties`). */
function unnamedFields(schema: Json, value: unknown, at = ''): string[] {
  if (Array.isArray(value)) {
    const items = schema.items as Json | undefined;
    return items ? value.flatMap((entry, index) => unnamedFields(items, entry, `${at}[${index}]`)) : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties || schema.additionalProperties !== undefined) return [];
  return Object.entries(value).flatMap(([name, field]) =>
    properties[name] ? unnamedFields(properties[name], field, `${at}.${name}`) : [`${at}.${name}`],
  );
}

/** Checks an answer against the document: its status is documented, its body fits its schema and carries no field the schema leaves out. */
async function expectDocumentedAnswer(url: string, method: string, response: Response, status: number): Promise<Json> {
  const body = (await response.json()) as Json;
  expect({ status: response.status, body }).toMatchObject({ status });
  const schema = answerSchema(url, method, status);
  const validate = openApiSchemaAjv().compile(schema);
  validate(body);
  expect(openApiSchemaAjv().errorsText(validate.errors)).toBe('No errors');
  expect(unnamedFields(schema, body)).toEqual([]);
  return body;
}

/** The files of a folder, relative to it, `/` between folders. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

describe('the document at /_platform/openapi.json', () => {
  it('is served to anyone, as JSON a shared cache may keep for a few minutes', async () => {
    const response = await fetch(`${base}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('is OpenAPI 3.1, every schema in it compiling as JSON Schema 2020-12', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(openApiProblems(document)).toEqual([]);
  });

  it('would be found wrong with an undeclared path parameter, an unknown security scheme, a response without words or a bad schema', () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const listing = broken.paths['/_platform/versions/{remote}']!.get!;
    delete listing.parameters;
    broken.paths['/_platform/routing']!.get!.security = [{ nobody: [] }];
    (broken.paths['/_platform/audit']!.get!.responses as Record<string, Json>)['200'] = {};
    const upload = broken.paths['/_platform/versions']!.post! as { requestBody: { content: Record<string, { schema: unknown }> } };
    upload.requestBody.content['application/json']!.schema = { type: 'object', required: 'remote' };
    const problems = openApiProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('GET /_platform/versions/{remote}: path parameter {remote} is not declared'),
        expect.stringContaining('GET /_platform/routing: security scheme "nobody" is not in components.securitySchemes'),
        expect.stringContaining('POST /_platform/versions request application/json: not JSON Schema 2020-12'),
        expect.stringContaining('GET /_platform/audit 200: a response needs a description'),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('documents every route under /_platform/ but those no person or tool calls, and only routes that exist', () => {
    const platformRoutes = [...registered].filter((key) => key.split(' ')[1]!.startsWith('/_platform'));
    expect(platformRoutes.length).toBeGreaterThan(10);
    const documented = operationsOf(document).map(({ method, path: where }) => `${method.toUpperCase()} ${where}`);
    const expected = platformRoutes.filter((key) => !(key in HIDDEN_ROUTES)).map(documentPath);
    expect(documented.sort()).toEqual(expected.sort());
    // Nothing documented or hidden that the server does not have.
    expect(Object.keys(HIDDEN_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
    expect(Object.keys(operationDocs()).filter((key) => !registered.has(key))).toEqual([]);
    for (const { operation: documentedOperation } of operationsOf(document)) {
      expect(documentedOperation).toMatchObject({
        operationId: expect.any(String),
        summary: expect.any(String),
        tags: [expect.any(String)],
      });
    }
    expect(Object.keys(HIDDEN_ROUTES).sort()).toEqual([
      'GET /_platform',
      'GET /_platform/',
      'GET /_platform/openapi.json',
      'GET /_platform/status.css',
      'POST /_platform/csp-reports',
    ]);
  });

  it('says which token each call needs, and answers every refusal in the one error shape', () => {
    const who = Object.fromEntries(
      operationsOf(document).map(({ method, path: where, operation: op }) => [
        `${method.toUpperCase()} ${where}`,
        (op.security ?? []).map((requirement) => Object.keys(requirement).join('+')).join(' | ') || 'anyone',
      ]),
    );
    expect(who).toEqual({
      'POST /_platform/versions': 'deployToken | platformToken',
      'GET /_platform/versions/{remote}': 'deployToken | platformToken | employeeSession',
      'GET /_platform/routing': 'anyone',
      'POST /_platform/routing/{remote}': 'platformToken',
      'POST /_platform/overrides': 'platformToken',
      'GET /_platform/audit': 'platformToken',
      'GET /_platform/status': 'deployToken | platformToken | employeeSession',
      'GET /_platform/remotes': 'anyone',
      'POST /_platform/reports': 'anyone',
    });
    expect(document.components?.securitySchemes).toMatchObject({
      deployToken: { type: 'http', scheme: 'bearer' },
      platformToken: { type: 'http', scheme: 'bearer' },
    });
    for (const { path: where, method, operation: op } of operationsOf(document)) {
      const statuses = Object.keys(op.responses);
      if ((op.security ?? []).length > 0) expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(['401', '403']) });
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(answerSchema(where, method, Number(status))).toMatchObject({
          required: ['error'],
          properties: { details: { type: 'array' } },
        });
      }
    }
  });

  it('describes every field of every request body', () => {
    const undescribed = (schema: Json, at: string): string[] => {
      const properties = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {});
      const items = schema.items as Json | undefined;
      return [
        ...properties.flatMap(([name, field]) => [
          ...(typeof field.description === 'string' ? [] : [`${at}.${name}`]),
          ...undescribed(field, `${at}.${name}`),
        ]),
        ...(items ? undescribed(items, `${at}[]`) : []),
      ];
    };
    const bodies = operationsOf(document).filter(({ operation: op }) => op.requestBody);
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(bodies.flatMap(({ path: where, method }) => undescribed(requestSchema(where, method), `${method} ${where}`))).toEqual([]);
  });

  it('tells a team what the upload holds: the served files, their integrity and bytes, the two it needs, the limits and immutability', () => {
    const guide = operation('/_platform/versions', 'POST').description ?? '';
    for (const words of [
      '`.js`, `.json` and `.css`',
      'no source maps',
      '`sha384-` followed by the base64 of the SHA-384 digest',
      "the file's bytes in base64",
      '`mf-manifest.json` and `remoteEntry.js` must be among them',
      `1 to ${MAX_FILES} files`,
      '40 MB (41943040 bytes) of files in all',
      'a request body of at most 64 MB (67108864 bytes)',
      '413',
      '409',
      '```sh',
    ]) {
      expect(guide).toContain(words);
    }
  });
});

describe('a deploy made from the document alone', () => {
  const upload = { url: '/_platform/versions', method: 'POST' };

  /** A team's build folder: a fake area build, with a source map the upload must leave out. */
  function buildFolder(marker: string): string {
    return writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_feed', { marker });
  }

  /** The upload body, every field name taken from the document's request schema. */
  function uploadBody(dist: string): { body: Json; sent: string[] } {
    const schema = requestSchema(upload.url, upload.method);
    // All a team must send, and the schema names no other required field.
    expect([...(schema.required as string[])].sort()).toEqual(['files', 'packageVersion', 'remote']);
    const properties = schema.properties as Record<string, Json>;
    expect(properties.remote?.enum).toContain('mf_feed');
    const fileSchema = properties.files?.items as Json;
    const fileFields = fileSchema.required as string[];
    // The served files, as the description says: .js, .json and .css, no source maps.
    const sent = filesIn(dist).filter((name) => /\.(js|json|css)$/.test(name));
    const fileValue = (name: string, field: string): string => {
      const bytes = readFileSync(path.join(dist, name));
      if (field === 'path') return name;
      if (field === 'integrity') return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      if (field === 'contentBase64') return bytes.toString('base64');
      throw new Error(`the document asks each file for "${field}", which this test cannot fill`);
    };
    const values: Record<string, unknown> = {
      remote: 'mf_feed',
      packageVersion: '1.0.0',
      files: sent.map((name) => Object.fromEntries(fileFields.map((field) => [field, fileValue(name, field)]))),
    };
    const body = Object.fromEntries((schema.required as string[]).map((field) => [field, values[field]]));
    const validate = openApiSchemaAjv().compile(schema);
    validate(body);
    expect(openApiSchemaAjv().errorsText(validate.errors)).toBe('No errors');
    return { body, sent };
  }

  /** The bearer header the document's security scheme for a team's deploys describes. */
  function deployAuthorization(token: string): Record<string, string> {
    expect(operation(upload.url, upload.method).security).toContainEqual({ deployToken: [] });
    expect(document.components?.securitySchemes?.deployToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    return { authorization: `Bearer ${token}` };
  }

  const post = (body: Json, headers: Record<string, string>) =>
    fetch(`${base}${upload.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('registers a build sent with fetch, and answers as the document says', async () => {
    const dist = buildFolder('fetch');
    const { body, sent } = uploadBody(dist);
    expect(sent).toEqual(['12.abcdef01.js', '__federation_expose_app.abcdef01.css', 'mf-manifest.json', 'remoteEntry.js']);
    const response = await post(body, deployAuthorization(TEST_TOKENS.feed));
    const answer = await expectDocumentedAnswer(upload.url, upload.method, response, 201);
    expect(answer).toMatchObject({ remote: 'mf_feed', version: expect.stringMatching(/^1\.0\.0\+[0-9a-f]{10}$/), files: sent.length });

    // Immutable: the same build again is refused, in the documented shape.
    await expectDocumentedAnswer(upload.url, upload.method, await post(body, deployAuthorization(TEST_TOKENS.feed)), 409);
    // Without a token, or with another area's, refused before anything is stored.
    await expectDocumentedAnswer(upload.url, upload.method, await post(body, {}), 401);
    await expectDocumentedAnswer(upload.url, upload.method, await post(body, deployAuthorization(TEST_TOKENS.boards)), 403);
  });

  it('registers a build with the curl example in the description, run as written', async () => {
    const guide = operation(upload.url, upload.method).description ?? '';
    const example = /```sh\n([\s\S]*?)\n```/.exec(guide)?.[1];
    expect(example).toBeDefined();
    const run = promisify(execFile)('sh', ['-c', example!], {
      cwd: buildFolder('curl'),
      // curl goes straight to loopback, whatever proxy the machine names.
      env: {
        ...process.env,
        PINBOARD_URL: base,
        PINBOARD_TOKEN: TEST_TOKENS.feed,
        REMOTE: 'mf_feed',
        VERSION: '1.0.0',
        NO_PROXY: '*',
        no_proxy: '*',
      },
    });
    const { stdout } = await run.catch((error: Error & { stderr?: string }) => {
      throw new Error(`the example (it needs sh, openssl and curl) failed: ${error.message} ${error.stderr ?? ''}`);
    });
    const answer = await expectDocumentedAnswer(upload.url, upload.method, new Response(stdout, { status: 201 }), 201);
    // The source map the build folder holds stayed out.
    expect(answer).toMatchObject({ remote: 'mf_feed', files: 4 });
  });
});

describe('each documented answer is the one the route gives', () => {
  const platform = { authorization: `Bearer ${TEST_TOKENS.platform}` };
  let version: string;

  beforeAll(async () => {
    const dist = writeFakeBuild(mkdtempSync(path.join(builds, 'b-')), 'mf_boards', { marker: 'answers' });
    const files = filesIn(dist)
      .filter((name) => /\.(js|json|css)$/.test(name))
      .map((name) => {
        const bytes = readFileSync(path.join(dist, name));
        return {
          path: name,
          integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
          contentBase64: bytes.toString('base64'),
        };
      });
    const response = await fetch(`${base}/_platform/versions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_TOKENS.boards}` },
      body: JSON.stringify({ remote: 'mf_boards', packageVersion: '2.0.0', files }),
    });
    version = ((await response.json()) as { version: string }).version;
  });

  const call = (url: string, method = 'GET', body?: unknown, headers: Record<string, string> = platform) =>
    fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('for the routing change, the routing, an override and the audit log', async () => {
    await expectDocumentedAnswer(
      '/_platform/routing/:remote',
      'POST',
      await call('/_platform/routing/mf_boards', 'POST', { action: 'stable', version, reason: 'documented' }),
      200,
    );
    await expectDocumentedAnswer('/_platform/routing', 'GET', await call('/_platform/routing', 'GET', undefined, {}), 200);
    await expectDocumentedAnswer(
      '/_platform/overrides',
      'POST',
      await call('/_platform/overrides', 'POST', { versions: [`mf_boards@${version}`], reason: 'QA' }),
      200,
    );
    const audit = await expectDocumentedAnswer('/_platform/audit', 'GET', await call('/_platform/audit?remote=mf_boards&limit=5'), 200);
    expect((audit.entries as unknown[]).length).toBeGreaterThan(0);
    await expectDocumentedAnswer(
      '/_platform/routing/:remote',
      'POST',
      await call('/_platform/routing/mf_boards', 'POST', { action: 'canary', reason: 'x' }),
      400,
    );
    await expectDocumentedAnswer(
      '/_platform/routing/:remote',
      'POST',
      await call(
        '/_platform/routing/mf_boards',
        'POST',
        { action: 'stop-canary', reason: 'x' },
        { authorization: `Bearer ${TEST_TOKENS.boards}` },
      ),
      403,
    );
    await expectDocumentedAnswer(
      '/_platform/routing/:remote',
      'POST',
      await call('/_platform/routing/mf_boards', 'POST', { action: 'promote', reason: 'x' }),
      409,
    );
  });

  it('for the figures: the builds of an area and the status', async () => {
    const listed = await expectDocumentedAnswer('/_platform/versions/:remote', 'GET', await call('/_platform/versions/mf_boards'), 200);
    expect(listed.versions).toContainEqual(expect.objectContaining({ version }));
    await expectDocumentedAnswer('/_platform/versions/:remote', 'GET', await call('/_platform/versions/mf_nothing'), 404);
    await expectDocumentedAnswer(
      '/_platform/versions/:remote',
      'GET',
      await call('/_platform/versions/mf_boards', 'GET', undefined, {}),
      401,
    );
    await expectDocumentedAnswer('/_platform/status', 'GET', await call('/_platform/status'), 200);
  });

  it('for what pages call: their builds now, and their load reports', async () => {
    const current = await expectDocumentedAnswer('/_platform/remotes', 'GET', await call('/_platform/remotes', 'GET', undefined, {}), 200);
    const loads = [{ token: current.reportToken, remote: 'mf_boards', version, ok: true, durationMs: 80 }];
    await expectDocumentedAnswer('/_platform/reports', 'POST', await call('/_platform/reports', 'POST', { loads }, {}), 202);
    await expectDocumentedAnswer('/_platform/reports', 'POST', await call('/_platform/reports', 'POST', { loads: 'none' }, {}), 400);
  });
});
