// The shapes the registry's HTTP answers take, as JSON Schema (2020-12, as OpenAPI 3.1 reads it),
// for its OpenAPI document only: the routes do not serialise with them, so a field added to an
// answer is never silently dropped; the document's tests check each real answer against them.

import { MAX_LOADS_PER_REPORT, REMOTE_NAMES } from 'shared-contracts/platform';

const REMOTE = { type: 'string', enum: [...REMOTE_NAMES], description: 'An area of the site (a Module Federation remote).' } as const;
const VERSION = {
  type: 'string',
  description: 'A registered build: its package version, "+" and its build id (from its bytes), e.g. 1.3.0+4f2a9c01de.',
  examples: ['1.3.0+4f2a9c01de'],
} as const;
const NULLABLE_VERSION = { type: ['string', 'null'], description: VERSION.description } as const;
const ISO_TIME = { type: 'string', format: 'date-time' } as const;
const EPOCH_MS = { type: 'number', description: 'Milliseconds since 1970-01-01 UTC.' } as const;
const COUNT = { type: 'integer', minimum: 0 } as const;
const NULLABLE_MS = { type: ['number', 'null'] } as const;

/** Every refusal: a sentence that names the fix, and for some (a deploy the gate refuses) each reason on its own. */
export const ERROR_ANSWER = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'What was refused and how to fix it, in one sentence.' },
    details: { type: 'array', items: { type: 'string' }, description: 'Each reason on its own, when there are several.' },
  },
} as const;

const SHARED_REQUIREMENT = {
  type: 'object',
  required: ['name', 'requiredVersion', 'singleton'],
  properties: { name: { type: 'string' }, requiredVersion: { type: 'string' }, singleton: { type: 'boolean' } },
} as const;

const SIZE_PROPERTIES = {
  initialBytes: {
    type: 'integer',
    minimum: 0,
    description:
      "What remoteEntry.js and the files './app' needs before it mounts weigh compressed (gzip -9), as the registry measured them.",
  },
  budgetBytes: { type: 'integer', minimum: 0, description: 'The most they may weigh: the build’s or its area’s budget.' },
} as const;

export const DEPLOY_ANSWER = {
  type: 'object',
  required: ['remote', 'version', 'files', 'initialBytes', 'report', 'canaryShare'],
  properties: {
    remote: REMOTE,
    version: VERSION,
    files: { ...COUNT, description: 'How many files were registered.' },
    ...SIZE_PROPERTIES,
    report: {
      type: 'array',
      items: { type: 'string' },
      description: 'Lines to show the person deploying (the size against the budget, the largest canary it may start with).',
    },
    canaryShare: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: 'The canary share to suggest first, in percent (5 for a build forced over its budget: the most it may get).',
    },
  },
} as const;

export const VERSIONS_ANSWER = {
  type: 'object',
  required: ['remote', 'versions'],
  properties: {
    remote: REMOTE,
    versions: {
      type: 'array',
      description: 'Every registered build of the area, oldest first. A build whose files are gone from disk has no size.',
      items: {
        type: 'object',
        required: [
          'remote',
          'version',
          'packageVersion',
          'buildId',
          'contractsVersion',
          'shared',
          'files',
          'source',
          'deployedAt',
          'deployedBy',
        ],
        properties: {
          remote: REMOTE,
          version: VERSION,
          packageVersion: { type: 'string' },
          buildId: { type: 'string', pattern: '^[0-9a-f]{10}$' },
          contractsVersion: { type: 'string', description: 'The shared-contracts version the build bundled ("none" for a stock remote).' },
          shared: { type: 'array', items: SHARED_REQUIREMENT },
          files: COUNT,
          source: { enum: ['deploy', 'local'], description: '"local": the working tree’s build, taken at server start.' },
          deployedAt: EPOCH_MS,
          deployedBy: { type: 'string', description: 'The token holder’s name.' },
          ...SIZE_PROPERTIES,
        },
      },
    },
  },
} as const;

const REMOTE_ROUTING = {
  type: 'object',
  required: ['stable', 'canary', 'share', 'killed', 'history', 'canarySince'],
  properties: {
    stable: NULLABLE_VERSION,
    canary: NULLABLE_VERSION,
    share: { type: 'number', minimum: 0, maximum: 100, description: 'Percent of visitors who get the canary.' },
    killed: { type: 'boolean', description: 'The area shows its unavailable message to everyone.' },
    history: {
      type: 'array',
      items: { type: 'string' },
      description: 'Earlier stable versions, oldest first: rollback returns to the last.',
    },
    canarySince: { type: ['number', 'null'], description: 'When the canary started taking traffic (ms since 1970).' },
  },
} as const;

export const ROUTING_ANSWER = {
  type: 'object',
  description: 'Each area’s routing.',
  required: [...REMOTE_NAMES],
  properties: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, REMOTE_ROUTING])),
} as const;

export const ROUTING_CHANGE_ANSWER = {
  type: 'object',
  required: ['remote', 'summary', 'routing'],
  properties: {
    remote: REMOTE,
    summary: { type: 'string', description: 'What changed, as the audit log says it.' },
    routing: REMOTE_ROUTING,
  },
} as const;

export const OVERRIDE_ANSWER = {
  type: 'object',
  required: ['token', 'expiresAt', 'versions', 'link'],
  properties: {
    token: { type: 'string', description: 'The signed override.' },
    expiresAt: ISO_TIME,
    versions: {
      type: 'object',
      description: 'The exact build each named area gets.',
      additionalProperties: { type: 'string' },
      propertyNames: REMOTE,
    },
    link: {
      type: 'string',
      description: 'A path on the site: opened in a browser, it sets the override there only (a cookie) until it expires.',
      examples: ['/?pb-override=…'],
    },
  },
} as const;

export const AUDIT_ANSWER = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      description: 'Newest first.',
      items: {
        type: 'object',
        required: ['id', 'at', 'actor', 'remote', 'action', 'summary', 'reason'],
        properties: {
          id: COUNT,
          at: EPOCH_MS,
          actor: { type: 'string', description: 'Who: the token holder’s name, or auto-rollback.' },
          remote: { type: ['string', 'null'], description: 'The area, or null for an override across areas.' },
          action: { type: 'string', examples: ['deploy', 'deploy-refused', 'canary', 'promote', 'rollback', 'kill', 'override', 'alert'] },
          summary: { type: 'string' },
          reason: { type: 'string' },
        },
      },
    },
  },
} as const;

const VERSION_STATUS = {
  type: 'object',
  required: [
    'version',
    'source',
    'deployedAt',
    'deployedBy',
    'role',
    'documents',
    'documentShare',
    'loads',
    'failures',
    'loadP50Ms',
    'loadP95Ms',
  ],
  properties: {
    version: VERSION,
    source: { enum: ['deploy', 'local'] },
    deployedAt: ISO_TIME,
    deployedBy: { type: 'string' },
    role: { enum: ['stable', 'canary', 'previous', 'idle'] },
    documents: COUNT,
    documentShare: { type: 'number', description: 'Percent of the area’s documents in the window.' },
    loads: COUNT,
    failures: COUNT,
    loadP50Ms: NULLABLE_MS,
    loadP95Ms: NULLABLE_MS,
  },
} as const;

const CANARY_HEALTH = {
  type: ['object', 'null'],
  description: 'The current canary’s health judged now, or else the last automatic rollback; null when there was neither.',
  required: ['version', 'decision', 'reason', 'at', 'documents', 'loads', 'failures', 'failureRatePercent', 'thresholds'],
  properties: {
    version: VERSION,
    decision: { enum: ['keeping', 'would roll back', 'needs a person', 'rolled back'] },
    reason: { type: 'string' },
    at: ISO_TIME,
    documents: COUNT,
    loads: { ...COUNT, description: 'Load outcomes reported for the canary by browsers the server signed, at most one per page view.' },
    failures: COUNT,
    browsers: {
      ...COUNT,
      description: 'Browsers that reported the canary, each once; those issued their identity after the canary started, once per network.',
    },
    failingVisitors: { ...COUNT, description: 'Of those browsers, the ones with a failure.' },
    failingAddresses: COUNT,
    topNetworkFailures: { ...COUNT, description: 'Failing browsers on the one network that has the most.' },
    stableBrowsers: { ...COUNT, description: 'Browsers that reported the stable version since the canary started, counted alike.' },
    stableFailingBrowsers: COUNT,
    failureRatePercent: { type: ['number', 'null'], description: 'Failing browsers per browser that reported the canary.' },
    thresholds: {
      type: 'object',
      required: ['maxFailureRatePercent', 'minLoads', 'minVisitors', 'minAddresses', 'maxNetworkSharePercent'],
      properties: {
        maxFailureRatePercent: { type: 'number' },
        minLoads: COUNT,
        minVisitors: COUNT,
        minAddresses: COUNT,
        maxNetworkSharePercent: { type: 'number' },
      },
    },
  },
} as const;

export const STATUS_ANSWER = {
  type: 'object',
  required: ['generatedAt', 'documentsSince', 'loadWindowHours', 'remotes', 'cspViolations'],
  properties: {
    generatedAt: ISO_TIME,
    documentsSince: ISO_TIME,
    loadWindowHours: { type: 'number' },
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['remote', 'routing', 'documents', 'versions', 'canaryHealth'],
        properties: {
          remote: REMOTE,
          routing: {
            type: 'object',
            required: ['stable', 'canary', 'share', 'killed', 'previousStable', 'canarySince'],
            properties: {
              stable: NULLABLE_VERSION,
              canary: NULLABLE_VERSION,
              share: REMOTE_ROUTING.properties.share,
              killed: { type: 'boolean' },
              previousStable: NULLABLE_VERSION,
              canarySince: { type: ['string', 'null'], format: 'date-time' },
            },
          },
          documents: COUNT,
          versions: { type: 'array', items: VERSION_STATUS },
          canaryHealth: CANARY_HEALTH,
        },
      },
    },
    cspViolations: {
      type: 'object',
      description: 'Content-Security-Policy violations browsers reported since the server started.',
      required: ['total', 'kinds'],
      properties: {
        total: COUNT,
        kinds: {
          type: 'array',
          items: {
            type: 'object',
            required: ['directive', 'blocked', 'count'],
            properties: { directive: { type: 'string' }, blocked: { type: 'string' }, count: COUNT },
          },
        },
      },
    },
  },
} as const;

export const REMOTES_ANSWER = {
  type: 'object',
  required: ['remotes', 'reportToken'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'version', 'entryUrl'],
        properties: {
          name: REMOTE,
          version: { type: 'string', description: 'The build this visitor gets, or "dev" for a local dev server.' },
          entryUrl: { type: 'string', description: 'Its remoteEntry.js.' },
          integrity: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: 'SHA-384 of each script and stylesheet, by path.',
          },
          handles: { type: 'object', description: 'The bus commands and events it acts on wherever the visitor is.' },
          initialFiles: { type: 'array', items: { type: 'string' } },
          exposedFiles: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
    reportToken: { type: 'string', description: 'Signed: lets this page report how its areas loaded (POST /_platform/reports).' },
  },
} as const;

/** What a page posts after loading its areas; the route reads it leniently (a malformed load is skipped). */
export const REPORT_BODY = {
  type: 'object',
  required: ['loads'],
  properties: {
    loads: {
      type: 'array',
      maxItems: MAX_LOADS_PER_REPORT,
      description: 'One entry per area the page loaded (or failed to).',
      items: {
        type: 'object',
        required: ['token', 'remote', 'version', 'ok', 'durationMs'],
        properties: {
          token: { type: 'string', description: 'The page’s reportToken.' },
          remote: { type: 'string', description: 'The area.' },
          version: { type: 'string', description: 'The build the page loaded.' },
          ok: { type: 'boolean', description: 'Whether it loaded and mounted.' },
          durationMs: { type: 'number', description: 'How long that took.' },
          reason: { type: 'string', description: 'Why it failed.' },
        },
      },
    },
  },
} as const;

export const REPORT_ANSWER = {
  type: 'object',
  required: ['accepted'],
  properties: { accepted: { ...COUNT, description: 'Loads counted (others were duplicates, unproven or over the rate limit).' } },
} as const;

/** A path's `{remote}`. */
export const REMOTE_PARAMS = { type: 'object', required: ['remote'], properties: { remote: REMOTE } } as const;

export const AUDIT_QUERY = {
  type: 'object',
  properties: {
    remote: { ...REMOTE, description: 'Only this area’s entries.' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;
