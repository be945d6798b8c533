// The list of remotes the edge server writes into each document (its platform config), and the
// load reports the page sends back about them.

import { parsePageFrame, type PageFrame } from './pageFrame';
import { parseAreaHandles, type AreaHandles } from './events';
import { type FirstReadAnswer, type FirstScreenConfig, parseFirstScreenConfig } from './firstScreen';
import { isRemoteName, type RemoteName } from './areas';

/** The global holding the page's SHA-384 table by URL, which the shell's runtime and build-config's chunk loaders read. */
export const PAGE_INTEGRITY_GLOBAL = '__pinboardIntegrity';

export interface RemoteDescriptor {
  name: RemoteName;
  /** The registered build (package version + build id), or 'dev' for a local dev server. */
  version: string;
  /** URL of this build's remoteEntry.js (or a dev server's entry or manifest). */
  entryUrl: string;
  /**
   * SHA-384 by path relative to the entry, of the entry and of each script and stylesheet its chunk
   * loaders check (all of a build-config build's, none of a stock build's); absent for dev builds.
   */
  integrity?: Record<string, string>;
  /** The bus messages the build acts on wherever the visitor is (its manifest): the shell loads it on the first. */
  handles?: AreaHandles;
  /** The scripts and stylesheets its './app' needs besides the entry, by path relative to the entry: the document preloads them. */
  initialFiles?: string[];
  /** The same for its other exposed modules ('./PinGrid'), for a document whose first screen shows one. */
  exposedFiles?: Record<string, string[]>;
}

export interface PlatformConfig {
  remotes: RemoteDescriptor[];
  /** Bound on fetching and mounting one area, after which its failure region shows. */
  loadTimeoutMs: number;
  /** Signed by the server: lets this page report how its remotes loaded. */
  reportToken?: string;
  /** The theme and the signed-in viewer, for the header's first paint (absent: light, signed out). */
  frame?: PageFrame;
  /** The first screen's read answered by the edge server (rules/firstRead). */
  firstRead?: FirstReadAnswer;
  /** What the first screen reads once it has the first answer (rules/firstRead followUpReadOf). */
  followUpRead?: FirstReadAnswer;
  /** The visitor's session (UserSessionResource) as the API answered it for this document. */
  sessionRead?: FirstReadAnswer;
  /** Other sites the content policy lets this page frame (surveys); absent: none. */
  frameOrigins?: string[];
  /** The area the edge server rendered (its markup is in its region): the page hydrates it from this. */
  firstScreen?: FirstScreenConfig;
}

/** Where the shell sends its per-page load reports (sendBeacon) and asks for the current builds. */
export const PLATFORM_REPORTS_PATH = '/_platform/reports';
export const PLATFORM_REMOTES_PATH = '/_platform/remotes';
/** Loads one report may carry: the shell splits its beacons by it, the server refuses more. */
export const MAX_LOADS_PER_REPORT = 50;

/** One remote's load on one page view, as the shell reports it. */
export interface RemoteLoadReport {
  remote: RemoteName;
  version: string;
  ok: boolean;
  durationMs: number;
  reason?: string;
  /** The report token of the document (or refreshed set) that named this version. */
  token: string;
}

/** What `GET /_platform/remotes` answers: the builds this visitor gets now. */
export interface CurrentRemotes {
  remotes: RemoteDescriptor[];
  reportToken: string;
}

const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

function parseIntegrity(value: unknown, where: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  for (const [file, hash] of Object.entries(value)) {
    if (typeof hash !== 'string' || !INTEGRITY.test(hash)) throw new Error(`${where}["${file}"] must be a sha384 integrity`);
  }
  return value as Record<string, string>;
}

function parseFileList(value: unknown, where: string): string[] {
  if (
    !Array.isArray(value) ||
    value.some((file) => typeof file !== 'string' || !/^[\w.-]+(?:\/[\w.-]+)*$/.test(file) || file.includes('..'))
  ) {
    throw new Error(`${where} must be a list of file paths inside the build`);
  }
  return value as string[];
}

/** A name a build may expose a module under: './app', './PinGrid'. */
export function isExposedModuleName(value: unknown): value is string {
  return typeof value === 'string' && /^\.\/[A-Za-z][A-Za-z0-9_-]*$/.test(value);
}

/** Exposed module name ('./PinGrid') to its file list. */
function parseExposedFiles(value: unknown, where: string): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  return Object.fromEntries(
    Object.entries(value).map(([module, files]) => {
      if (!isExposedModuleName(module))
        throw new Error(`${where}: ${JSON.stringify(module)} is not an exposed module name such as './PinGrid'`);
      return [module, parseFileList(files, `${where}["${module}"]`)];
    }),
  );
}

/** The list of builds in a document or a `/_platform/remotes` answer, each field checked. */
function parseRemoteList(remotes: unknown, where: string): RemoteDescriptor[] {
  if (!Array.isArray(remotes)) throw new Error(`${where}: "remotes" must be an array`);
  const seen = new Set<RemoteName>();
  return remotes.map((entry: unknown, index): RemoteDescriptor => {
    if (typeof entry !== 'object' || entry === null) {
      throw new Error(`${where}: remotes[${index}] must be an object`);
    }
    const { name, version, entryUrl, integrity, handles, initialFiles, exposedFiles } = entry as Record<string, unknown>;
    if (!isRemoteName(name)) throw new Error(`${where}: remotes[${index}].name is not a known remote`);
    if (seen.has(name)) throw new Error(`${where}: remote ${name} is listed twice`);
    seen.add(name);
    if (typeof version !== 'string' || version === '') {
      throw new Error(`${where}: remotes[${index}].version must be a non-empty string`);
    }
    if (typeof entryUrl !== 'string' || entryUrl === '') {
      throw new Error(`${where}: remotes[${index}].entryUrl must be a non-empty string`);
    }
    return {
      name,
      version,
      entryUrl,
      ...(integrity === undefined ? {} : { integrity: parseIntegrity(integrity, `${where}: remotes[${index}].integrity`) }),
      ...(handles === undefined ? {} : { handles: parseAreaHandles(handles, `${where}: remotes[${index}].handles`) }),
      ...(initialFiles === undefined ? {} : { initialFiles: parseFileList(initialFiles, `${where}: remotes[${index}].initialFiles`) }),
      ...(exposedFiles === undefined ? {} : { exposedFiles: parseExposedFiles(exposedFiles, `${where}: remotes[${index}].exposedFiles`) }),
    };
  });
}

/**
 * Validates the platform config the edge server embeds in the document. It is data crossing a
 * process boundary, so each field is checked and a bad document fails with a message that names
 * the field instead of half-starting the site.
 */
export function parsePlatformConfig(input: unknown): PlatformConfig {
  if (typeof input !== 'object' || input === null) {
    throw new Error('platform config: expected an object');
  }
  const { remotes, loadTimeoutMs, reportToken, frame, firstRead, followUpRead, sessionRead, frameOrigins, firstScreen } = input as Record<
    string,
    unknown
  >;
  const parsed = parseRemoteList(remotes, 'platform config');
  if (typeof loadTimeoutMs !== 'number' || !Number.isFinite(loadTimeoutMs) || loadTimeoutMs <= 0) {
    throw new Error('platform config: "loadTimeoutMs" must be a positive number');
  }
  if (reportToken !== undefined && typeof reportToken !== 'string') throw new Error('platform config: "reportToken" must be a string');
  return {
    remotes: parsed,
    loadTimeoutMs,
    ...(reportToken ? { reportToken } : {}),
    ...(frame === undefined ? {} : { frame: parsePageFrame(frame) }),
    ...(firstRead === undefined ? {} : { firstRead: parseFirstRead(firstRead, 'firstRead') }),
    ...(followUpRead === undefined ? {} : { followUpRead: parseFirstRead(followUpRead, 'followUpRead') }),
    ...(sessionRead === undefined ? {} : { sessionRead: parseFirstRead(sessionRead, 'sessionRead') }),
    ...(frameOrigins === undefined ? {} : { frameOrigins: parseFrameOrigins(frameOrigins) }),
    ...(firstScreen === undefined ? {} : { firstScreen: parseFirstScreenConfig(firstScreen, isRemoteName) }),
  };
}

function parseFrameOrigins(input: unknown): string[] {
  if (!Array.isArray(input) || !input.every((origin) => typeof origin === 'string' && /^https:\/\/[^/]+$/.test(origin)))
    throw new Error('platform config: "frameOrigins" must be a list of https origins');
  return input as string[];
}

function parseFirstRead(input: unknown, field: string): FirstReadAnswer {
  const { path, body } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/resource/')) {
    throw new Error(`platform config: "${field}.path" must be a resource read path`);
  }
  // The body is the API's own answer: the API client unwraps it as it would the server's reply.
  if (typeof body !== 'object' || body === null) throw new Error(`platform config: "${field}.body" must be an object`);
  return { path, body };
}

/** Validates what `GET /_platform/remotes` answers. */
export function parseCurrentRemotes(input: unknown): CurrentRemotes {
  const where = PLATFORM_REMOTES_PATH;
  if (typeof input !== 'object' || input === null) throw new Error(`${where}: expected an object`);
  const { remotes, reportToken } = input as Record<string, unknown>;
  const parsed = parseRemoteList(remotes, where);
  if (typeof reportToken !== 'string' || reportToken === '') throw new Error(`${where}: "reportToken" must be a non-empty string`);
  return { remotes: parsed, reportToken };
}
