// The areas' server builds (build-config's `serverEntry`, dist/server/render.js) as the edge server
// runs them: the file of the exact version a document is served, read through the registry (which
// checks its bytes against the SHA-384 registered with the build), evaluated once per version in a
// context of its own and kept for the next request. The build is one CommonJS file with everything
// compiled in, so it may require only Node's built-in modules, never the edge server's packages.
//
// The builds run in a thread of their own (serverBuildWorker.ts), not the server's: a render that
// awaits its reads, or runs long, never holds the server's requests. Every call is bounded: one
// that has not answered in time is refused, and the thread is stopped (which interrupts even a loop
// that never ends) and started afresh for the next call. A build that cannot be read, evaluated or
// called in time is remembered as failed for a while, so a broken build costs one log line, not
// one per request, and the caller serves the page without it. (The thread and its contexts are not
// a security boundary: what keeps foreign code out is the registry's deploy tokens and the
// integrity check; they keep the build's globals apart from the server's and bound its time.)

import { Worker } from 'node:worker_threads';
import type { Registry } from 'pinboard-platform';
import type { RemoteName } from 'shared-contracts';
import { SERVER_BUILD_WORKER_SOURCE } from './serverBuildWorker';

export const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 150;
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

/** `absent`: the build was registered without a server build, or its server build has no such function (nothing failed). */
export type ServerCall = { ok: true; value: unknown } | { ok: false; reason: string; absent?: true };

type WorkerMessage =
  | { type: 'loaded'; key: string; exports: string[] }
  | { type: 'load-failed'; key: string; reason: string }
  | { type: 'answer'; id: number; output: string }
  | { type: 'failed'; id: number; reason: string }
  | { type: 'log'; line: string };

type Settle = (outcome: { ok: true; value: string | string[] } | { ok: false; reason: string }) => void;

/** The render thread: started on the first call, stopped when a call runs out of time, started again on the next. */
function createRenderThread(log: (line: string) => void) {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<string, Settle>();
  const loadedKeys = new Set<string>();

  const stop = (reason: string) => {
    const stopping = worker;
    worker = null;
    loadedKeys.clear();
    for (const settle of waiting.values()) settle({ ok: false, reason });
    waiting.clear();
    if (stopping) void stopping.terminate();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(SERVER_BUILD_WORKER_SOURCE, { eval: true });
    // The thread holds no request open: the server may exit while it is idle.
    started.unref();
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'log') return log(message.line);
      const id = message.type === 'loaded' || message.type === 'load-failed' ? `load ${message.key}` : `call ${message.id}`;
      const settle = waiting.get(id);
      waiting.delete(id);
      if (message.type === 'loaded') loadedKeys.add(message.key);
      if (!settle) return;
      if (message.type === 'loaded') settle({ ok: true, value: message.exports });
      else if (message.type === 'answer') settle({ ok: true, value: message.output });
      else settle({ ok: false, reason: message.reason });
    });
    started.on('error', (error) => {
      if (worker === started) stop(`the render thread failed: ${error.message}`);
    });
    started.on('exit', () => {
      if (worker === started) stop('the render thread stopped');
    });
    worker = started;
    return started;
  };

  /** Sends a request and waits for its answer, at most `timeoutMs`; past that the thread is stopped. */
  const ask = (
    id: string,
    request: object,
    timeoutMs: number,
    late: string,
  ): Promise<{ ok: true; value: string | string[] } | { ok: false; reason: string; late?: true }> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ ok: false, reason: late, late: true });
        stop('the render thread was restarted after another call ran out of time');
      }, timeoutMs);
      waiting.set(id, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      thread().postMessage(request);
    });

  return {
    close: () => stop('the render thread was closed'),
    isLoaded: (key: string) => worker !== null && loadedKeys.has(key),
    load: (key: string, file: string, source: string, timeoutMs: number) =>
      ask(`load ${key}`, { type: 'load', key, file, source }, timeoutMs, `${key}'s server build took longer than ${timeoutMs} ms to load`),
    call: (key: string, name: string, input: string, timeoutMs: number) => {
      const id = nextId++;
      return ask(`call ${id}`, { type: 'call', id, key, name, input }, timeoutMs, `${key}'s ${name} took longer than ${timeoutMs} ms`);
    },
  };
}

interface ReadBuild {
  file: string;
  source: string;
  exportNames: string[];
}

type BuildState =
  | { kind: 'reading'; promise: Promise<ReadBuild | null> }
  | { kind: 'read'; build: ReadBuild }
  | { kind: 'none' }
  | { kind: 'failed'; reason: string; until: number };

export type AreaServerBuilds = ReturnType<typeof createAreaServerBuilds>;

export function createAreaServerBuilds(options: AreaServerBuildsOptions) {
  const { readServerEntry, timeoutMs, log } = options;
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const builds = new Map<string, BuildState>();
  const thread = createRenderThread(log);

  const fail = (key: string, reason: string): string => {
    builds.set(key, { kind: 'failed', reason, until: now() + retryAfterMs });
    return reason;
  };

  /** Evaluates the build in the thread (again, after the thread was restarted). */
  async function loadInThread(key: string, file: string, source: string): Promise<string[]> {
    const loaded = await thread.load(key, file, source, timeoutMs * LOAD_TIMEOUT_FACTOR);
    if (!loaded.ok || !Array.isArray(loaded.value)) throw new Error(loaded.ok ? 'no exports' : loaded.reason);
    return loaded.value;
  }

  async function read(remote: RemoteName, version: string): Promise<ReadBuild | null> {
    const entry = await readServerEntry(remote, version);
    if (!entry) return null;
    const key = `${remote}@${version}`;
    const source = entry.bytes.toString('utf8');
    return { file: entry.file, source, exportNames: await loadInThread(key, entry.file, source) };
  }

  /** remote@version's build, read and evaluated; null when it has none; an error when it is broken. */
  async function buildOf(remote: RemoteName, version: string): Promise<ReadBuild | null> {
    const key = `${remote}@${version}`;
    const state = builds.get(key);
    if (state?.kind === 'read') {
      if (!thread.isLoaded(key)) await loadInThread(key, state.build.file, state.build.source);
      return state.build;
    }
    if (state?.kind === 'none') return null;
    if (state?.kind === 'reading') return state.promise;
    if (state?.kind === 'failed' && state.until > now()) throw new Error(state.reason);
    const promise = read(remote, version).then(
      (build) => {
        builds.set(key, build ? { kind: 'read', build } : { kind: 'none' });
        return build;
      },
      (error: unknown) => {
        throw new Error(fail(key, `${key}'s server build did not load: ${error instanceof Error ? error.message : String(error)}`));
      },
    );
    builds.set(key, { kind: 'reading', promise });
    return promise;
  }

  /**
   * Calls `name(...args)` in remote@version's server build, and waits for its answer if it is a
   * promise. The arguments and the answer cross as JSON. Never throws: a build that is missing,
   * broken, throwing or too slow is a reason.
   */
  async function call(remote: RemoteName, version: string, name: string, args: unknown[]): Promise<ServerCall> {
    const key = `${remote}@${version}`;
    let build: ReadBuild | null;
    try {
      build = await buildOf(remote, version);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!build) return { ok: false, reason: `${key} has no server build`, absent: true };
    if (!build.exportNames.includes(name)) return { ok: false, reason: `${key}'s server build exports no ${name}`, absent: true };
    const answer = await thread.call(key, name, JSON.stringify(args), timeoutMs);
    if (answer.ok) return { ok: true, value: JSON.parse(String(answer.value)) as unknown };
    // A call that ran out of time held the thread for the whole bound: the build is left alone for
    // a while, like one that did not load.
    if ('late' in answer) return { ok: false, reason: fail(key, answer.reason) };
    return { ok: false, reason: /render thread/.test(answer.reason) ? answer.reason : `${key}'s ${name} threw: ${answer.reason}` };
  }

  /** Stops the render thread (the server is closing); a later call would start it again. */
  const close = (): void => thread.close();

  return { call, close };
}
