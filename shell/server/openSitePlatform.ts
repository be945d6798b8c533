// The edge server's start of the platform (main.ts): the registry as its settings describe it,
// with the public demo access refused unless only this machine reaches the server.

import path from 'node:path';
import { demoAccessRefusal, openPlatform, type OpenedPlatform, type ServerReach } from 'pinboard-platform';
import type { ServerSettings } from './serverSettings';

export async function openSitePlatform(
  settings: ServerSettings,
  /** Who can reach this server (serverReach.ts), found once at start. */
  reach: ServerReach,
  log: (line: string) => void,
): Promise<OpenedPlatform> {
  return openPlatform({
    dataDir: settings.dataDir,
    database: settings.database,
    accessFile: settings.accessFile,
    demoRefusedBecause: demoAccessRefusal(reach),
    shellSharedVersionsFile: path.join(settings.shellDistDir, 'shared-versions.json'),
    localBuilds: settings.remoteDirs,
    canaryPolicy: settings.canaryPolicy,
    log,
  });
}
