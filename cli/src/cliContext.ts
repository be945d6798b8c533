// What a command may touch: the folder it runs in, its environment and its two output streams.

export interface CliContext {
  cwd: string;
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A sentence for the person at the terminal, naming the fix; the CLI exits 1 with it. */
export class CliError extends Error {}

/** An environment variable counts only when it says something (an empty one is unset). */
export function envValue(env: CliContext['env'], name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}
