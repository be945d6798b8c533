// What a CLI command may touch: where it runs, its environment and its two output streams.

export interface CliContext {
  cwd: string;
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export class CliError extends Error {}
