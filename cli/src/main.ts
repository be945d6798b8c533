// `pinboard <command>`: deploy an area, route traffic between its versions, issue overrides, read
// the status and the audit log. Every command talks to the registry over HTTP.

import { CliError, type CliContext } from './cliContext';
import { parseCommandLine, type CommandLine } from './cliFlags';
import { deployCommand } from './deployCommand';
import { overrideCommand, routingCommand, ROUTING_COMMANDS, type RoutingCommand } from './platformCommands';
import { auditCommand, statusCommand, versionsCommand } from './readCommands';
import { RegistryRefused } from './registryClient';

export const USAGE = `pinboard: deploy areas and decide which version serves whom

In an area's folder:
  deploy [--skip-build] [--dist <folder>] [--remote <area>]
                                              build, hash and upload this area as a new version
         [--force-over-budget --reason "…"]   (with a platform token) a build over its size budget

Platform engineers:
  stable   <area>@<version> --reason "…"      serve this version to everyone
  canary   <area>@<version> --share <percent> --reason "…"
           (a build over its size budget goes no further than a 5 % canary unless
            --force-over-budget is added to stable, canary or promote)
  stop-canary <area> --reason "…"
  promote  <area> --reason "…"                the canary becomes stable
  rollback <area> --reason "…"                stop the canary, or go back to the previous stable
  kill     <area> --reason "…"                switch the area off (it shows its unavailable message)
  revive   <area> --reason "…"
  override <area>@<version>... [--ttl <minutes>] --reason "…"   a link that shows it to one browser
  status                                      versions, routing, documents and loads per area
  versions <area>
  audit    [<area>] [--limit <n>]

Configuration, three ways: a flag, else an environment variable, else the "pinboard" field of
package.json (deploy reads the one in the folder it runs in; the other commands the nearest one
up from there):
  registry  --registry <url>      PINBOARD_REGISTRY_URL   "pinboard": { "registry": "https://…" }
            (no default: name the registry one of these ways)
  token     --token <token>       PINBOARD_TOKEN
            --token-file <file>   PINBOARD_TOKEN_FILE     "pinboard": { "tokenFile": "…" }
            (a token file is { "tokens": [{ "scope": "platform" | "deploy:<area>", "token": "…" }] };
             the CLI sends the one for the job; a tokenFile is relative to its package.json)
  area      --remote <area>                               "pinboard": { "remote": "mf_business" }
            (else the package's name: mf-feed deploys as mf_feed)
  build     --dist <folder>                               "pinboard": { "dist": "dist" }   (default dist)
Areas: mf_feed, mf_closeup, mf_boards, mf_experiences, mf_business (the registry says which it takes).`;

async function run(ctx: CliContext, { command, args, flags }: CommandLine): Promise<boolean> {
  if (command === 'deploy') await deployCommand(ctx, flags);
  else if ((ROUTING_COMMANDS as readonly string[]).includes(command ?? ''))
    await routingCommand(ctx, command as RoutingCommand, args[0], flags);
  else if (command === 'override') await overrideCommand(ctx, args, flags);
  else if (command === 'status') await statusCommand(ctx, flags);
  else if (command === 'versions') await versionsCommand(ctx, args[0], flags);
  else if (command === 'audit') await auditCommand(ctx, args[0], flags);
  else return false;
  return true;
}

/** Runs one command line; answers the exit code (0 done, 1 refused or failed, 2 not understood). */
export async function main(argv: readonly string[], ctx: CliContext): Promise<number> {
  let line: CommandLine;
  try {
    line = parseCommandLine(argv);
  } catch (error) {
    ctx.err(`pinboard: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (line.flags.help || !line.command) {
    (line.flags.help ? ctx.out : ctx.err)(USAGE);
    return line.flags.help ? 0 : 2;
  }
  try {
    if (await run(ctx, line)) return 0;
    ctx.err(`pinboard: unknown command "${line.command}"\n\n${USAGE}`);
    return 2;
  } catch (error) {
    if (error instanceof RegistryRefused) {
      ctx.err(`pinboard: ${error.message}`);
      for (const detail of error.details) ctx.err(`  - ${detail}`);
      return 1;
    }
    if (error instanceof CliError) {
      ctx.err(`pinboard: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
