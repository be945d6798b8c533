// The areas' server builds (build-config's `serverEntry`, dist/server/render.js) as the edge server
// runs them: the file of the exact version a document is served, read through the registry (which
// checks its bytes against the SHA-384 registered with the build), evaluated once per version in a
// context of its own and kept for the next request. The build is one CommonJS file with everything
// compiled in, so it may require only Node's built-in modules, never the edge server's packages.
//
// Every call is bounded: evaluating the file and each call into it run under vm's `timeout`, which
// interrupts synchronous code (a render is synchronous) that runs too long. A build that cannot be
// read, evaluated or called is remembered as failed for a while, so a broken build costs one log
// line, not one per request, and the caller serves the plain document instead. (vm is not a
// security boundary: what keeps foreign code out is the registry's deploy tokens and the integrity
// check; the context keeps the build's globals apart from the server's and bounds its time.)

import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { Registry } from 'pinboard-platform';
import type { RemoteName } from 'shared-contracts';

export const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 200;
/** Evaluating the file runs its module code and compiles React: a larger bound than one call. */
const LOAD_TIMEOUT_FACTOR = 10;
const DEFAULT_RETRY_AFTER_MS = 60_000;

export interface AreaServerBuildsOptions {
  readServerEntry: Registry['readServerEntry'];
  /** Bound on one call into a server build (PINBOARD_SERVER_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  log: (line: string) => void;
  /** How long a build that failed to load is left alone before it is tried again. */
  retryAfterMs?: number;
  now?: () => number;
}

export type ServerCall = { ok: true; value: unknown } | { ok: false; reason: string };

interface LoadedBuild {
  context: vm.Context;
  exportNames: string[];
}

type BuildState =
  | { kind: 'loading'; promise: Promise<LoadedBuild | null> }
  | { kind: 'loaded'; build: LoadedBuild }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string; until: number };

const CALL = new vm.Script('__pinboardCall()', { filename: 'pinboard-edge-call.js' });
const START = new vm.Script(
  [
    'var module = { exports: {} };',
    '__pinboardWrapper.call(module.exports, module.exports, __pinboardRequire, module, __pinboardFile, "/");',
    'delete globalThis.__pinboardWrapper;',
    'delete globalThis.__pinboardRequire;',
    // Arguments and answers cross as JSON text, so nothing of the server's objects is handed in.
    'globalThis.__pinboardCall = function () {',
    '  var input = JSON.parse(globalThis.__pinboardInput);',
    '  var fn = module.exports[input.name];',
    '  if (typeof fn !== "function") throw new Error("the build exports no function " + input.name);',
    '  var value = fn.apply(null, input.args);',
    '  return value === undefined ? "null" : JSON.stringify(value);',
    '};',
    'Object.keys(module.exports).filter(function (key) { return typeof module.exports[key] === "function"; });',
  ].join('\n'),
  { filename: 'pinboard-edge-start.js' },
);

// An error thrown inside a build's context is of that context's Error class, not this one's.
function message(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

/** Only Node's own modules: a build that requires a package did not compile it in. */
function builtinOnlyRequire(label: string) {
  return (id: string): unknown => {
    if (typeof id !== 'string' || !isBuiltin(id)) {
      throw new Error(`${label} requires "${String(id)}": a server build may require only Node's built-in modules`);
    }
    if (typeof process.getBuiltinModule !== 'function')
      throw new Error('server builds need Node 20.16 or later (process.getBuiltinModule)');
    return process.getBuiltinModule(id);
  };
}

function consoleFor(label: string, log: (line: string) => void) {
  const write = (...parts: unknown[]) => log(`${label}: ${parts.map((p) => (typeof p === 'string' ? p : message(p))).join(' ')}`);
  return { log: write, info: write, warn: write, error: write, debug: () => undefined };
}

export type AreaServerBuilds = ReturnType<typeof createAreaServerBuilds>;

export function createAreaServerBuilds(options: AreaServerBuildsOptions) {
  const { readServerEntry, timeoutMs, log } = options;
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const builds = new Map<string, BuildState>();

  async function load(remote: RemoteName, version: string): Promise<LoadedBuild | null> {
    const label = `${remote}@${version} server build`;
    const entry = await readServerEntry(remote, version);
    if (!entry) return null;
    const context = vm.createContext(
      {
        console: consoleFor(label, log),
        setTimeout,
        clearTimeout,
        setImmediate,
        clearImmediate,
        queueMicrotask,
        TextEncoder,
        TextDecoder,
        URL,
        URLSearchParams,
        AbortController,
        Buffer,
      },
      { name: label, codeGeneration: { strings: false, wasm: false } },
    );
    const source = entry.bytes.toString('utf8');
    // Compiling makes the wrapper function; none of the build's code runs yet.
    const wrapper: unknown = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
      filename: entry.file,
    }).runInContext(context);
    Object.assign(context, { __pinboardWrapper: wrapper, __pinboardRequire: builtinOnlyRequire(label), __pinboardFile: entry.file });
    const names: unknown = START.runInContext(context, { timeout: timeoutMs * LOAD_TIMEOUT_FACTOR });
    const exportNames = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
    if (exportNames.length === 0) throw new Error(`${label} exports no function`);
    return { context, exportNames };
  }

  /** The loaded build of remote@version, null when it has no server build; an error when it is broken. */
  async function buildOf(remote: RemoteName, version: string): Promise<LoadedBuild | null> {
    const key = `${remote}@${version}`;
    const state = builds.get(key);
    if (state?.kind === 'loaded') return state.build;
    if (state?.kind === 'none') return null;
    if (state?.kind === 'loading') return state.promise;
    if (state?.kind === 'failed' && state.until > now()) throw new Error(state.reason);
    const promise = load(remote, version).then(
      (build) => {
        builds.set(key, build ? { kind: 'loaded', build } : { kind: 'none' });
        return build;
      },
      (error: unknown) => {
        const reason = `${key}'s server build did not load: ${message(error)}`;
        builds.set(key, { kind: 'failed', reason, until: now() + retryAfterMs });
        throw new Error(reason);
      },
    );
    builds.set(key, { kind: 'loading', promise });
    return promise;
  }

  /**
   * Calls `name(...args)` in remote@version's server build. The arguments and the answer cross as
   * JSON. Never throws: a build that is missing, broken, throwing or too slow is a reason.
   */
  async function call(remote: RemoteName, version: string, name: string, args: unknown[]): Promise<ServerCall> {
    let build: LoadedBuild | null;
    try {
      build = await buildOf(remote, version);
    } catch (error) {
      return { ok: false, reason: message(error) };
    }
    if (!build) return { ok: false, reason: `${remote}@${version} has no server build` };
    if (!build.exportNames.includes(name)) return { ok: false, reason: `${remote}@${version}'s server build exports no ${name}` };
    try {
      build.context.__pinboardInput = JSON.stringify({ name, args });
      const output: unknown = CALL.runInContext(build.context, { timeout: timeoutMs });
      return { ok: true, value: typeof output === 'string' ? (JSON.parse(output) as unknown) : null };
    } catch (error) {
      if (!/timed out/i.test(message(error))) return { ok: false, reason: `${remote}@${version}'s ${name} threw: ${message(error)}` };
      // Each slow call holds the server for the whole bound: a build that ran out of time is left
      // alone for a while, like one that did not load.
      const reason = `${remote}@${version}'s ${name} took longer than ${timeoutMs} ms`;
      builds.set(`${remote}@${version}`, { kind: 'failed', reason, until: now() + retryAfterMs });
      return { ok: false, reason };
    } finally {
      build.context.__pinboardInput = undefined;
    }
  }

  return { call };
}
