// The areas' server builds (build-config's `serverEntry`, dist/server/render.js) as the edge server
// runs them: the file of the exact version a document is served, read through the registry (which
// checks its bytes against the SHA-384 registered with the build), evaluated once per version in a
// context of its own and kept for the next request. The build is one CommonJS file with everything
// compiled in, so it may require only Node's built-in modules, never the edge server's packages.
//
// The builds run in a thread of their own (serverBuildWorker.ts, a module of its own), not the server's: a render that
// awaits its reads, or runs long, never holds the server's requests. Every call is bounded: one
// that has not answered in time is refused, and one that has itself run past the bound stops the
// thread (which interrupts even a loop that never ends), started afresh for the next call. A build
// that cannot be read or evaluated is remembered as failed for a while, so a broken build costs one
// log line, not one per request, and the caller serves the page without it. A build whose renders
// keep running past the bound is paused by its breaker (renderBreaker.ts); one slow render is not
// a reason. (The thread and its contexts are not
// a security boundary: what keeps foreign code out is the registry's deploy tokens and the
// integrity check; they keep the build's globals apart from the server's and bound its time.)

import { Worker } from 'node:worker_threads';
import type { Registry } from 'pinboard-platform';
import type { RemoteName } from 'shared-contracts/platform';
import { admit, type Breaker, type BreakerSettings, CLOSED, DEFAULT_BREAKER, settle, type Verdict } from './renderBreaker';
import type { RenderThreadMessage, RenderThreadRequest } from './serverBuildMessages';
import { SERVER_BUILD_WORKER_FILE } from './serverBuildWorkerFile';

export const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 150;
/** What the calls and loads waiting in a thread that was stopped for another's sake are told: not their build's fault. */
const RESTARTED = 'the render thread was restarted after another call ran out of time';
/** Evaluating the file runs its module code and compiles React: a larger bound than one call, and never less than a thread's start on a busy machine. */
const LOAD_TIMEOUT_FACTOR = 10;
const MIN_LOAD_TIMEOUT_MS = 3_000;
const DEFAULT_RETRY_AFTER_MS = 60_000;

export interface AreaServerBuildsOptions {
  readServerEntry: Registry['readServerEntry'];
  /** Bound on one call into a server build (PINBOARD_SERVER_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  log: (line: string) => void;
  /** Bound on evaluating a build's file (default ten calls' bound, at least 3 s). */
  loadTimeoutMs?: number;
  /** How long a build that failed to load is left alone before it is tried again. */
  retryAfterMs?: number;
  /** When a build's overrunning renders pause it (default 3 in 30 s pause it for 60 s). */
  breaker?: BreakerSettings;
  now?: () => number;
}

/** `absent`: the build was registered without a server build, or its server build has no such function (nothing failed). */
export type ServerCall = { ok: true; value: unknown } | { ok: false; reason: string; absent?: true };

type Settle = (outcome: { ok: true; value: string | string[] } | { ok: false; reason: string }) => void;
/** `late`: the caller stopped waiting; `unsent`: no thread could be asked. */
type Outcome = { ok: true; value: string | string[] } | { ok: false; reason: string; late?: true; unsent?: true };

/**
 * The render thread: started on the first call, stopped when a call runs too long, started again
 * on the next. Two clocks: a caller waits at most its bound, however long its call waited in the
 * thread's queue behind others; the thread is stopped only when one call itself has run past the
 * bound. Each call's verdict (answered, overran, or never ran) is told apart from its answer, for
 * the build's breaker: ten documents asked at once cost the late ones their server render, not
 * the build a pause.
 */
function createRenderThread(log: (line: string) => void) {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<string, Settle>();
  const loadedKeys = new Set<string>();
  const loading = new Map<string, Promise<Outcome>>();
  /** Each call's build, function, bound and verdict to give, until it has one. */
  const calls = new Map<number, { key: string; name: string; boundMs: number; judge: (verdict: Verdict) => void }>();
  /** The calls the thread has begun and not answered, each with the timer that stops the thread if it runs too long. */
  const running = new Map<number, ReturnType<typeof setTimeout>>();

  const finished = (id: number, verdict: Verdict) => {
    clearTimeout(running.get(id));
    running.delete(id);
    calls.get(id)?.judge(verdict);
    calls.delete(id);
  };

  const stop = (reason: string) => {
    const stopping = worker;
    worker = null;
    for (const watchdog of running.values()) clearTimeout(watchdog);
    running.clear();
    loadedKeys.clear();
    for (const call of calls.values()) call.judge('unjudged');
    calls.clear();
    for (const settle of waiting.values()) settle({ ok: false, reason });
    waiting.clear();
    if (stopping) void stopping.terminate();
  };

  const started = (id: number) => {
    const call = calls.get(id);
    if (!call) return;
    const watchdog = setTimeout(() => {
      finished(id, 'overran');
      stop(RESTARTED);
    }, call.boundMs);
    running.set(id, watchdog);
  };

  let closed = false;
  const thread = (): Worker => {
    if (worker) return worker;
    // A call that comes after the server closed (a warm-up's, a document's still under way) starts no thread.
    if (closed) throw new Error('the render thread was closed');
    const fresh = new Worker(SERVER_BUILD_WORKER_FILE);
    // The thread holds no request open: the server may exit while it is idle.
    fresh.unref();
    fresh.on('message', (message: RenderThreadMessage) => {
      if (message.type === 'log') return log(message.line);
      if (message.type === 'started') return started(message.id);
      // A call answered 'failed' that never started was skipped unrun: its caller had stopped waiting.
      if (message.type === 'answer' || message.type === 'failed') finished(message.id, running.has(message.id) ? 'answered' : 'unjudged');
      const id = message.type === 'loaded' || message.type === 'load-failed' ? `load ${message.key}` : `call ${message.id}`;
      const settle = waiting.get(id);
      waiting.delete(id);
      if (message.type === 'loaded') loadedKeys.add(message.key);
      if (!settle) return;
      if (message.type === 'loaded') settle({ ok: true, value: message.exports });
      else if (message.type === 'answer') settle({ ok: true, value: message.output });
      else settle({ ok: false, reason: message.reason });
    });
    // @types/node 24 types a worker's error as any: it is whatever the thread threw.
    fresh.on('error', (error: unknown) => {
      if (worker === fresh) stop(`the render thread failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    fresh.on('exit', () => {
      if (worker === fresh) stop('the render thread stopped');
    });
    worker = fresh;
    return fresh;
  };

  /** Sends a request and waits for its answer, at most `timeoutMs`; `stopWhenLate`: past that the thread is stopped. */
  const ask = (id: string, request: RenderThreadRequest, timeoutMs: number, late: string, stopWhenLate: boolean): Promise<Outcome> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ ok: false, reason: late, late: true });
        if (stopWhenLate) stop(RESTARTED);
      }, timeoutMs);
      waiting.set(id, (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      });
      try {
        thread().postMessage(request);
      } catch (error) {
        waiting.delete(id);
        clearTimeout(timer);
        resolve({ ok: false, reason: error instanceof Error ? error.message : String(error), unsent: true });
      }
    });

  return {
    close: () => {
      closed = true;
      stop('the render thread was closed');
    },
    isLoaded: (key: string) => worker !== null && loadedKeys.has(key),
    // Loading runs module code the thread cannot interrupt between calls: one that has not
    // finished in its bound stops the thread. Calls that find their build unloaded at once (after
    // a restart) share one load.
    load: (key: string, file: string, source: string, timeoutMs: number): Promise<Outcome> => {
      const pending = loading.get(key);
      if (pending) return pending;
      const loaded = ask(
        `load ${key}`,
        { type: 'load', key, file, source },
        timeoutMs,
        `${key}'s server build took longer than ${timeoutMs} ms to load`,
        true,
      ).finally(() => loading.delete(key));
      loading.set(key, loaded);
      return loaded;
    },
    /** The call's answer, as soon as its caller has one, and its verdict, once the thread knows it. */
    call: (key: string, name: string, input: string, timeoutMs: number): { answer: Promise<Outcome>; verdict: Promise<Verdict> } => {
      const id = nextId++;
      const verdict = new Promise<Verdict>((judge) => calls.set(id, { key, name, boundMs: timeoutMs, judge }));
      // A call still queued when its caller stopped waiting is skipped by the thread: nobody reads it.
      const request: RenderThreadRequest = { type: 'call', id, key, name, input, deadline: Date.now() + timeoutMs };
      const answer = ask(`call ${id}`, request, timeoutMs, `${key}'s ${name} took longer than ${timeoutMs} ms`, false);
      void answer.then((outcome) => {
        if (!outcome.ok && outcome.unsent) finished(id, 'unjudged');
      });
      return { answer, verdict };
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
  const loadTimeoutMs = options.loadTimeoutMs ?? Math.max(timeoutMs * LOAD_TIMEOUT_FACTOR, MIN_LOAD_TIMEOUT_MS);
  const breakerSettings = options.breaker ?? DEFAULT_BREAKER;
  const builds = new Map<string, BuildState>();
  const breakers = new Map<string, Breaker>();

  const fail = (key: string, reason: string): string => {
    builds.set(key, { kind: 'failed', reason, until: now() + retryAfterMs });
    return reason;
  };
  const thread = createRenderThread(log);

  /** The build's breaker after its call ended with `verdict`; a pause and its end are said in the log (a late render is said by the caller). */
  const judged = (key: string, verdict: Verdict): void => {
    const before = breakers.get(key) ?? CLOSED;
    const after = settle(before, verdict, now(), breakerSettings);
    breakers.set(key, after);
    if (after.state === 'open' && before.state !== 'open') {
      const { overruns, windowMs, openMs } = breakerSettings;
      const why =
        before.state === 'half-open' ? 'its trial render overran again' : `${overruns} renders overran within ${windowMs / 1000} s`;
      log(`${key}'s server rendering is paused for ${openMs / 1000} s: ${why}`);
    }
    if (after.state === 'closed' && before.state === 'half-open')
      log(`${key}'s server rendering resumed: its trial render answered in time`);
  };

  /** Evaluates the build in the thread (again, after the thread was restarted). */
  async function loadInThread(key: string, file: string, source: string): Promise<string[]> {
    const loaded = await thread.load(key, file, source, loadTimeoutMs);
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
        const reason = `${key}'s server build did not load: ${error instanceof Error ? error.message : String(error)}`;
        // Stopped while it waited behind another build's call: tried again on the next request.
        if (reason.endsWith(RESTARTED)) builds.delete(key);
        else fail(key, reason);
        throw new Error(reason);
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
    const admitted = admit(breakers.get(key) ?? CLOSED, now());
    breakers.set(key, admitted.breaker);
    if (!admitted.allowed) return { ok: false, reason: `${key}'s server rendering is paused: its renders ran longer than ${timeoutMs} ms` };
    const sent = thread.call(key, name, JSON.stringify(args), timeoutMs);
    void sent.verdict.then((verdict) => judged(key, verdict));
    const answer = await sent.answer;
    if (answer.ok) return { ok: true, value: JSON.parse(String(answer.value)) as unknown };
    // Late: it ran past its bound (its verdict counts towards pausing the build) or waited behind others.
    if ('late' in answer) return { ok: false, reason: answer.reason };
    return { ok: false, reason: /render thread/.test(answer.reason) ? answer.reason : `${key}'s ${name} threw: ${answer.reason}` };
  }

  /** Reads and evaluates remote@version's build ahead of its first document; never throws (a broken build is remembered as such). */
  async function load(remote: RemoteName, version: string): Promise<void> {
    await buildOf(remote, version).catch(() => undefined);
  }

  /** Stops the render thread for good (the server is closing): a later call is refused. */
  const close = (): void => thread.close();

  return { call, close, load };
}
