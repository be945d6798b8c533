// What the registry's OpenAPI document says of each route under /_platform/, by method and path:
// who may call it, what it does and what it answers. Request bodies are the routes' own schemas
// (read from the routes themselves); here are only the words on their fields, and the shapes of
// bodies a route reads without a schema. The routes a person or tool never calls are listed with why.

import { DEFAULT_OVERRIDE_TTL_MS, MAX_BUILD_BYTES, MAX_FILES } from '../registry/registry';
import { CSP_REPORT_PATH } from './cspReports';
import {
  AUDIT_ANSWER,
  AUDIT_QUERY,
  DEPLOY_ANSWER,
  ERROR_ANSWER,
  OVERRIDE_ANSWER,
  REMOTE_PARAMS,
  REMOTES_ANSWER,
  REPORT_ANSWER,
  REPORT_BODY,
  ROUTING_ANSWER,
  ROUTING_CHANGE_ANSWER,
  STATUS_ANSWER,
  VERSIONS_ANSWER,
} from './platformApiSchemas';
import { STATUS_STYLESHEET_PATH } from './statusPage';
import { uploadDescription } from './uploadGuide';

export const OPENAPI_PATH = '/_platform/openapi.json';

type Schema = Readonly<Record<string, unknown>>;
type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** The document's security schemes, by the names operations use. */
export const SECURITY_SCHEMES = {
  deployToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A team's token, scope \"deploy:<remote>\": deploys of that one area, and reading the registry's figures. The platform team issues it (the registry's access file).",
  },
  platformToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A platform engineer\'s token, scope "platform": routing, overrides, the audit log, and deploys of any area.',
  },
  employeeSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'pb_session',
    description: "A signed-in employee's session on the site: reads the registry's figures.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
const only = (...names: SchemeName[]): SecurityRequirement[] => names.map((name) => ({ [name]: [] }));

const DEPLOYER = only('deployToken', 'platformToken');
const PLATFORM = only('platformToken');
/** Token holders and employees; in development mode anyone. */
const READER = only('deployToken', 'platformToken', 'employeeSession');
const ANYONE: SecurityRequirement[] = [];

const answer = (description: string, schema: Schema): Schema => ({ ...schema, description });
const refusal = (description: string): Schema => answer(description, ERROR_ANSWER);

const BAD_REQUEST = refusal('The request is malformed or refused; `error` says which field and how to fix it.');
const NO_TOKEN = refusal('No token, or one the registry does not know: send `Authorization: Bearer <token>`.');
const WRONG_TOKEN = refusal('The token may not do this (another area’s deploy token, or a deploy token where a platform token is needed).');
const NOT_A_READER = refusal('The registry’s figures are for its token holders and signed-in employees.');
const UNKNOWN = refusal('No such area, or no such registered version of it.');
const INCOMPATIBLE = refusal('The build cannot run in this shell (contracts major, or a shared range the shell’s versions do not meet).');

export interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
  tags: readonly string[];
  security: readonly SecurityRequirement[];
  /** Words on the route's own body schema's fields, by dotted path (`files.items.path`). */
  fieldNotes?: Readonly<Record<string, string>>;
  /** For routes that read a body, a path or a query without a schema of their own. */
  body?: Schema;
  params?: Schema;
  querystring?: Schema;
  consumes?: readonly string[];
  responses: Readonly<Record<string, Schema>>;
}

/** What the upload's description states as limits; the body limit is the route's own. */
export const uploadLimits = (bodyLimit: number) => ({ maxFiles: MAX_FILES, maxBuildBytes: MAX_BUILD_BYTES, bodyLimit });

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Every documented operation, keyed `METHOD path` with the route's own path (`:remote`). `bodyLimit`
 * is the documented route's own (Fastify's 1 MiB default when it sets none).
 */
export function operationDocs(bodyLimit = 1024 * 1024): Readonly<Record<string, OperationDoc>> {
  return {
    'POST /_platform/versions': {
      operationId: 'deployVersion',
      summary: 'Upload a build as a new, immutable version',
      description: uploadDescription(uploadLimits(bodyLimit)),
      tags: ['deploys'],
      security: DEPLOYER,
      fieldNotes: {
        remote: 'The area to deploy; the token must be allowed to deploy it.',
        packageVersion: 'The area’s package.json `version` (x.y.z): the registered version is this, "+" and the build id.',
        contractsVersion:
          'The shared-contracts version the build bundled. The registry reads it from the build’s mf-manifest.json; if sent, it must match.',
        shared:
          'The build’s shared dependencies and their ranges. The registry reads them from mf-manifest.json; if sent, they must match.',
        'shared.items.name': 'The package shared.',
        'shared.items.requiredVersion': 'The range the build accepts.',
        'shared.items.singleton': 'Whether one copy serves the whole page.',
        files: 'The build folder’s served files (.js, .json, .css; no source maps), mf-manifest.json and remoteEntry.js among them.',
        'files.items.path': 'Relative to the build folder, "/" between folders: letters, digits, ".", "_", "-".',
        'files.items.integrity': '"sha384-" and the base64 of the SHA-384 digest of the file’s bytes.',
        'files.items.contentBase64': 'The file’s bytes, in base64.',
        forceOverBudget: 'A platform token only: registers a build over its area’s budget (it may then go to a small canary only).',
        reason: 'With `forceOverBudget`: why, for the audit log.',
      },
      responses: {
        201: answer('Registered. Route it to serve it.', DEPLOY_ANSWER),
        400: BAD_REQUEST,
        401: NO_TOKEN,
        403: WRONG_TOKEN,
        409: refusal('This version is already registered: versions are immutable. Change the code or bump the package version.'),
        413: refusal('The request body is over the limit (see the description).'),
        422: refusal('The deploy gate refused the build, or it cannot run in this shell; `details` lists each reason with its fix.'),
      },
    },
    'GET /_platform/versions/:remote': {
      operationId: 'listVersions',
      summary: 'List an area’s registered builds',
      description: 'Every registered build of the area, with who deployed it, when, and its size against its budget.',
      tags: ['deploys'],
      security: READER,
      params: REMOTE_PARAMS,
      responses: { 200: answer('The area’s builds.', VERSIONS_ANSWER), 401: NOT_A_READER, 403: NOT_A_READER, 404: UNKNOWN },
    },
    'GET /_platform/routing': {
      operationId: 'getRouting',
      summary: 'Each area’s routing',
      description:
        'The stable version, the canary and its share, and the kill switch of every area. Open to anyone: it names versions only.',
      tags: ['routing'],
      security: ANYONE,
      responses: { 200: answer('Every area’s routing.', ROUTING_ANSWER) },
    },
    'POST /_platform/routing/:remote': {
      operationId: 'changeRouting',
      summary: 'Change which build an area’s visitors get',
      description:
        'One routing change, written to the audit log with who and why; it applies to the next page load. `stable` and `canary` need a `version` (1.3.0, or 1.3.0+<build id> when a package version has several builds); `canary` needs a `share`. A build over its budget may go to a small canary only, unless `forceOverBudget` (recorded in the audit log); a rollback is never held back.',
      tags: ['routing'],
      security: PLATFORM,
      params: REMOTE_PARAMS,
      fieldNotes: {
        action:
          '`stable`: serve a version to everyone; `canary`: serve it to `share` % of visitors; `stop-canary`; `promote`: the canary becomes stable; `rollback`: stop the canary, or else return to the previous stable; `kill`: the area shows its unavailable message; `revive`.',
        version: 'The build, for `stable` and `canary`.',
        share: 'Percent of visitors, for `canary`.',
        reason: 'Why, for the audit log.',
        forceOverBudget: 'Route a build over its area’s budget all the same; the audit log says so.',
      },
      responses: {
        200: answer('Changed.', ROUTING_CHANGE_ANSWER),
        400: BAD_REQUEST,
        401: NO_TOKEN,
        403: WRONG_TOKEN,
        404: UNKNOWN,
        409: refusal('The rules refuse the change (e.g. nothing to roll back to, or a build over its budget without `forceOverBudget`).'),
        422: INCOMPATIBLE,
      },
    },
    'POST /_platform/overrides': {
      operationId: 'issueOverride',
      summary: 'Issue an override link for one browser',
      description:
        'A signed link that makes the browser opening it get the named builds (e.g. for QA before a canary), until it expires. Written to the audit log.',
      tags: ['routing'],
      security: PLATFORM,
      fieldNotes: {
        versions: 'The builds, as remote@version (mf_feed@1.3.0 or mf_feed@1.3.0+<build id>), one per area.',
        'versions.items': 'remote@version',
        ttlMinutes: `How long the link and its cookie last; ${DEFAULT_OVERRIDE_TTL_MS / 60_000} when left out.`,
        reason: 'Why, for the audit log.',
      },
      responses: {
        200: answer('Issued.', OVERRIDE_ANSWER),
        400: BAD_REQUEST,
        401: NO_TOKEN,
        403: WRONG_TOKEN,
        404: UNKNOWN,
        422: INCOMPATIBLE,
      },
    },
    'GET /_platform/audit': {
      operationId: 'readAudit',
      summary: 'The audit log',
      description: 'Deploys, refused deploys, routing changes, overrides and automatic rollbacks, with who, when and why.',
      tags: ['routing'],
      security: PLATFORM,
      querystring: AUDIT_QUERY,
      responses: { 200: answer('The latest entries.', AUDIT_ANSWER), 401: NO_TOKEN, 403: WRONG_TOKEN, 404: UNKNOWN },
    },
    'GET /_platform/status': {
      operationId: 'getStatus',
      summary: 'The registry’s figures',
      description:
        'Per area: its routing, each build’s role, the documents served with it and how its loads went over the last day, and the canary’s health as the automatic rollback judges it. The same figures as the page at /_platform/.',
      tags: ['status'],
      security: READER,
      responses: { 200: answer('The figures.', STATUS_ANSWER), 401: NOT_A_READER, 403: NOT_A_READER },
    },
    'GET /_platform/remotes': {
      operationId: 'currentRemotes',
      summary: 'The builds this visitor gets now',
      description:
        'For a page whose build went away: the builds its visitor gets now (by their cookies and any override), with a fresh report token. Called by pages.',
      tags: ['pages'],
      security: ANYONE,
      responses: { 200: answer('This visitor’s builds.', REMOTES_ANSWER) },
    },
    'POST /_platform/reports': {
      operationId: 'reportLoads',
      summary: 'Report how a page’s areas loaded',
      description:
        'Sent by pages (navigator.sendBeacon, so text/plain is read as JSON too): each area’s load outcome, signed by the page’s report token. ' +
        `The automatic rollback decides on these. At most ${kilobytes(bodyLimit)}.`,
      tags: ['pages'],
      security: ANYONE,
      body: REPORT_BODY,
      consumes: ['application/json', 'text/plain'],
      responses: {
        202: answer('Read; `accepted` says how many loads counted.', REPORT_ANSWER),
        400: BAD_REQUEST,
        413: refusal('The report is over the limit.'),
      },
    },
  };
}

/** Routes under /_platform/ the document leaves out, and why. */
export const HIDDEN_ROUTES: Readonly<Record<string, string>> = {
  'GET /_platform/': 'the status figures as an HTML page for people; a program reads GET /_platform/status',
  [`GET ${STATUS_STYLESHEET_PATH}`]: 'that page’s stylesheet',
  'GET /_platform': 'a redirect to /_platform/',
  [`POST ${CSP_REPORT_PATH}`]:
    'browsers post Content-Security-Policy violations there on their own (the policy’s report-uri); no person or tool calls it',
  [`GET ${OPENAPI_PATH}`]: 'this document',
};
