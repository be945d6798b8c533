// The program of the thread the areas' server builds run in (areaServerBuilds.ts starts it), as
// JavaScript text: it runs as an `eval` worker, so neither the edge server's bundler nor the test
// runner rewrites it. Each build is evaluated once in a vm context of its own (its globals apart
// from the server's, no code from strings) and called with JSON in and out. A call may answer a
// promise, which the thread awaits; the server bounds every call by terminating this thread,
// which stops even a loop that never ends, so nothing here keeps time.
//
// Messages in: { type: 'load', key, file, source } and { type: 'call', id, key, name, input, deadline }.
// Messages out: { type: 'loaded', key, exports } | { type: 'load-failed', key, reason } |
// { type: 'started', id } | { type: 'answer', id, output } | { type: 'failed', id, reason } |
// { type: 'log', line }. A call whose deadline (Date.now() time) has passed before its turn is
// answered 'failed' unrun: its caller has stopped waiting.

export const SERVER_BUILD_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort } = process.getBuiltinModule('node:worker_threads');
const vm = process.getBuiltinModule('node:vm');
const { isBuiltin } = process.getBuiltinModule('node:module');
const builds = new Map();

function message(error) {
  return error !== null && typeof error === 'object' && typeof error.message === 'string' ? error.message : String(error);
}

function builtinOnlyRequire(label) {
  return function (id) {
    if (typeof id !== 'string' || !isBuiltin(id)) {
      throw new Error(label + ' requires "' + String(id) + '": a server build may require only Node' + "'" + 's built-in modules');
    }
    return process.getBuiltinModule(id);
  };
}

function consoleFor(label) {
  const write = (...parts) =>
    parentPort.postMessage({ type: 'log', line: label + ': ' + parts.map((p) => (typeof p === 'string' ? p : message(p))).join(' ') });
  return { log: write, info: write, warn: write, error: write, debug: () => undefined };
}

function load({ key, file, source }) {
  const label = key + ' server build';
  const context = vm.createContext(
    {
      console: consoleFor(label),
      setTimeout, clearTimeout, setImmediate, clearImmediate, queueMicrotask,
      TextEncoder, TextDecoder, URL, URLSearchParams, AbortController, Buffer,
      // Timing marks a render may take (the grid's layout measures itself).
      performance,
    },
    { name: label, codeGeneration: { strings: false, wasm: false } },
  );
  const wrapper = new vm.Script('(function (exports, require, module, __filename, __dirname) {' + source + '\n})', {
    filename: file,
  }).runInContext(context);
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, builtinOnlyRequire(label), module, file, '/');
  const exported = module.exports;
  const names = Object.keys(exported).filter((name) => typeof exported[name] === 'function');
  if (names.length === 0) throw new Error(label + ' exports no function');
  builds.set(key, exported);
  return names;
}

async function call({ key, name, input }) {
  const exported = builds.get(key);
  if (!exported) throw new Error(key + ' is not loaded in the render thread');
  // Arguments and answers cross as JSON text, so nothing of the server's objects is handed in.
  const value = await exported[name].apply(null, JSON.parse(input));
  return value === undefined ? 'null' : JSON.stringify(value);
}

parentPort.on('message', (request) => {
  if (request.type === 'load') {
    try {
      parentPort.postMessage({ type: 'loaded', key: request.key, exports: load(request) });
    } catch (error) {
      parentPort.postMessage({ type: 'load-failed', key: request.key, reason: message(error) });
    }
    return;
  }
  if (Date.now() > request.deadline) {
    parentPort.postMessage({ type: 'failed', id: request.id, reason: 'its caller stopped waiting before its turn' });
    return;
  }
  parentPort.postMessage({ type: 'started', id: request.id });
  call(request).then(
    (output) => parentPort.postMessage({ type: 'answer', id: request.id, output }),
    (error) => parentPort.postMessage({ type: 'failed', id: request.id, reason: message(error) }),
  );
});
`;
