// The render thread the areas' server builds run in (areaServerBuilds.ts starts it from its own
// file: the bundle's server-build-worker.js, or this source where the server runs from source).
// Each build is evaluated once in a vm context of its own (its globals apart from the server's, no
// code from strings) and called with JSON in and out. A call may answer a promise, which the thread
// awaits; the server bounds every call by terminating this thread, which stops even a loop that
// never ends, so nothing here keeps time. It imports only Node's modules and erased types, so Node
// runs this file as it is.

import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import type { RenderThreadMessage, RenderThreadRequest } from './serverBuildMessages';

type Exports = Record<string, unknown>;

const builds = new Map<string, Exports>();

const send = (message: RenderThreadMessage): void => parentPort?.postMessage(message);

function messageOf(error: unknown): string {
  // What a build throws comes from its own context: not this realm's Error.
  if (error !== null && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

function builtinOnlyRequire(label: string) {
  return (id: unknown): unknown => {
    if (typeof id !== 'string' || !isBuiltin(id)) {
      throw new Error(`${label} requires "${String(id)}": a server build may require only Node's built-in modules`);
    }
    return process.getBuiltinModule(id);
  };
}

function consoleFor(label: string) {
  const write = (...parts: unknown[]) =>
    send({ type: 'log', line: `${label}: ${parts.map((p) => (typeof p === 'string' ? p : messageOf(p))).join(' ')}` });
  return { log: write, info: write, warn: write, error: write, debug: () => undefined };
}

function load({ key, file, source }: Extract<RenderThreadRequest, { type: 'load' }>): string[] {
  const label = `${key} server build`;
  const context = vm.createContext(
    {
      console: consoleFor(label),
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
      // Timing marks a render may take (the grid's layout measures itself).
      performance,
    },
    { name: label, codeGeneration: { strings: false, wasm: false } },
  );
  // The build's CommonJS file, wrapped as Node wraps a module, evaluated in its own context.
  const wrapper: unknown = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  }).runInContext(context);
  if (typeof wrapper !== 'function') throw new Error(`${label} did not evaluate to a module`);
  const module: { exports: Exports } = { exports: {} };
  (wrapper as (...args: unknown[]) => unknown).call(module.exports, module.exports, builtinOnlyRequire(label), module, file, '/');
  const exported = module.exports;
  const names = Object.keys(exported).filter((name) => typeof exported[name] === 'function');
  if (names.length === 0) throw new Error(`${label} exports no function`);
  builds.set(key, exported);
  return names;
}

async function call({ key, name, input }: Extract<RenderThreadRequest, { type: 'call' }>): Promise<string> {
  const exported = builds.get(key);
  if (!exported) throw new Error(`${key} is not loaded in the render thread`);
  const fn = exported[name];
  if (typeof fn !== 'function') throw new Error(`${key} exports no function ${name}`);
  // Arguments and answers cross as JSON text, so nothing of the server's objects is handed in.
  const value: unknown = await (fn as (...args: unknown[]) => unknown)(...(JSON.parse(input) as unknown[]));
  return value === undefined ? 'null' : JSON.stringify(value);
}

parentPort?.on('message', (request: RenderThreadRequest) => {
  if (request.type === 'load') {
    try {
      send({ type: 'loaded', key: request.key, exports: load(request) });
    } catch (error) {
      send({ type: 'load-failed', key: request.key, reason: messageOf(error) });
    }
    return;
  }
  if (Date.now() > request.deadline) {
    send({ type: 'failed', id: request.id, reason: 'its caller stopped waiting before its turn' });
    return;
  }
  send({ type: 'started', id: request.id });
  call(request).then(
    (output) => send({ type: 'answer', id: request.id, output }),
    (error: unknown) => send({ type: 'failed', id: request.id, reason: messageOf(error) }),
  );
});
