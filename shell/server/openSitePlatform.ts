// The edge server's start of the platform (main.ts): the registry as its settings describe it,
// with the public demo access refused unless only this machine reaches the server.

import path from 'node:path';
import { demoAccessRefusal, openPlatform, type OpenedPlatform } from 'pinboard-platform';
import { serverReach } from './serverReach';
import type { ServerSettings } from './serverSettings';

export async function openSitePlatform(
  settings: ServerSettings,
  env: Record<string, string | undefined>,
  log: (line: string) => void,
): Promise<OpenedPlatform> {
  return openPlatform({
    dataDir: settings.dataDir,
    database: settings.database,
    accessFile: settings.accessFile,
    demoRefusedBecause: demoAccessRefusal(await serverReach(settings, env)),
    shellSharedVersionsFile: path.join(settings.shellDistDir, 'shared-versions.json'),
    localBuilds: settings.remoteDirs,
    canaryPolicy: settings.canaryPolicy,
    log,
  });
}
