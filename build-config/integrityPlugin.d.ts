// Types for the TypeScript code (the shell and its tests) that reads the plugin's shared name.
export declare const INTEGRITY_GLOBAL: string;
export declare class ChunkIntegrityPlugin {}
export declare class SharedVersionsPlugin {
  constructor(versions: unknown);
}
