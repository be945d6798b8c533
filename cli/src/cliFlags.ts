// The command line: a command, its positional arguments and the flags, checked against the
// flags the CLI knows (an unknown one is a usage error, not ignored).

import { parseArgs } from 'node:util';

export interface CliFlags {
  registry?: string;
  token?: string;
  tokenFile?: string;
  remote?: string;
  dist?: string;
  reason?: string;
  share?: string;
  ttl?: string;
  limit?: string;
  skipBuild: boolean;
  forceOverBudget: boolean;
  help: boolean;
}

export interface CommandLine {
  command: string | undefined;
  args: string[];
  flags: CliFlags;
}

/** Throws node's own sentence (e.g. "Unknown option '--shar'") for a flag it does not know or that lacks its value. */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      registry: { type: 'string' },
      token: { type: 'string' },
      'token-file': { type: 'string' },
      remote: { type: 'string' },
      dist: { type: 'string' },
      reason: { type: 'string' },
      share: { type: 'string' },
      ttl: { type: 'string' },
      limit: { type: 'string' },
      'skip-build': { type: 'boolean' },
      'force-over-budget': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...args] = positionals;
  return {
    command,
    args,
    flags: {
      registry: values.registry,
      token: values.token,
      tokenFile: values['token-file'],
      remote: values.remote,
      dist: values.dist,
      reason: values.reason,
      share: values.share,
      ttl: values.ttl,
      limit: values.limit,
      skipBuild: values['skip-build'] === true,
      forceOverBudget: values['force-over-budget'] === true,
      help: values.help === true,
    },
  };
}
