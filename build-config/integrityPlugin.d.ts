// Types for the TypeScript code (the shell and its tests) that reads the plugin's shared name, and
// for the configs (configs.js) that add the plugins to a build.
import type { Compiler } from 'webpack';

export declare const INTEGRITY_GLOBAL: string;
export declare class ChunkIntegrityPlugin {
  apply(compiler: Compiler): void;
}
export declare class SharedVersionsPlugin {
  constructor(versions: unknown);
  apply(compiler: Compiler): void;
}
