// `pinboard <command>`: deploy an area, route traffic between its versions, issue overrides, read
// the status and the audit log. Every command talks to the registry over HTTP.

import { parseArgs } from 'node:util';
import { CliError, type CliContext } from './cliContext';
import { deployCommand } from './deployCommand';
import { RegistryRefused } from './registryClient';
import { auditCommand, overrideCommand, routingCommand, statusCommand, versionsCommand } from './routingCommands';

export const USAGE = `pinboard: deploy areas and decide which version serves whom

In an area's folder (npm run deploy -w mf-feed):
  deploy [--skip-build]                       build, hash and upload this area as a new version

Platform engineers (npm run platform -- <command>):
  stable   <remote>@<version> --reason "…"    serve this version to everyone
  canary   <remote>@<version> --share <percent> --reason "…"
           (a build over its size budget goes no further than a 5 % canary unless
            --force-over-budget is added to stable, canary or promote)
  stop-canary <remote> --reason "…"
  promote  <remote> --reason "…"              the canary becomes stable
  rollback <remote> --reason "…"              stop the canary, or go back to the previous stable
  kill     <remote> --reason "…"              switch the area off (it shows its unavailable message)
  revive   <remote> --reason "…"
  override <remote>@<version>... [--ttl <minutes>] --reason "…"   a link that shows it to one browser
  status                                      versions, routing, documents and loads per remote
  versions <remote>
  audit    [<remote>] [--limit <n>]

Environment: PINBOARD_REGISTRY_URL (default http://localhost:8080), PINBOARD_TOKEN (default: the
demo token for the job, against a registry on this machine only).`;

const ROUTING = ['stable', 'canary', 'stop-canary', 'promote', 'rollback', 'kill', 'revive'] as const;

export async function main(argv: string[], ctx: CliContext): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        share: { type: 'string' },
        ttl: { type: 'string' },
        limit: { type: 'string' },
        'skip-build': { type: 'boolean' },
        'force-over-budget': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    ctx.err(`pinboard: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const { values } = parsed;
  try {
    if (!command || values.help) {
      ctx.out(USAGE);
      return command || values.help ? 0 : 2;
    }
    if (command === 'deploy') await deployCommand(ctx, { skipBuild: values['skip-build'] === true });
    else if ((ROUTING as readonly string[]).includes(command)) {
      await routingCommand(ctx, command as (typeof ROUTING)[number], {
        target: rest[0],
        reason: values.reason,
        share: values.share,
        forceOverBudget: values['force-over-budget'] === true,
      });
    } else if (command === 'override') await overrideCommand(ctx, rest, values.ttl, values.reason);
    else if (command === 'status') await statusCommand(ctx);
    else if (command === 'versions') await versionsCommand(ctx, rest[0]);
    else if (command === 'audit') await auditCommand(ctx, rest[0], values.limit);
    else {
      ctx.err(`pinboard: unknown command "${command}"\n\n${USAGE}`);
      return 2;
    }
    return 0;
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
