// The messages between the edge server and the render thread its areas' server builds run in
// (areaServerBuilds.ts and serverBuildWorker.ts). Arguments and answers cross as JSON text, so
// nothing of the server's objects is handed to a build.

/** Evaluate a build's file; `call`: run one of its exported functions, unless its caller stopped waiting (`deadline`, Date.now() time) before its turn. */
export type RenderThreadRequest =
  | { type: 'load'; key: string; file: string; source: string }
  | { type: 'call'; id: number; key: string; name: string; input: string; deadline: number };

/** A call answered 'failed' without 'started' first was skipped unrun: its caller had stopped waiting. */
export type RenderThreadMessage =
  | { type: 'loaded'; key: string; exports: string[] }
  | { type: 'load-failed'; key: string; reason: string }
  | { type: 'started'; id: number }
  | { type: 'answer'; id: number; output: string }
  | { type: 'failed'; id: number; reason: string }
  | { type: 'log'; line: string };
