// What every edge-server test stands on: a fresh folder holding the shell's build as far as the
// server reads it (its document, the shared versions it was built with, any other files), an
// access file with the platform team's token, fake builds of some areas, and the real registry
// opened over them, which takes those builds as the working tree's at start.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPlatform, type OpenedPlatform } from 'pinboard-platform';
import { TEST_SHELL, writeFakeBuild, type FakeBuildOptions } from 'pinboard-platform/src/testing/fakeBuild';
import { tokenHash } from 'pinboard-platform/src/rules/tokenHash';
import type { RemoteName } from 'shared-contracts/platform';
import { defaultRemoteDirs } from '../localBuilds';

/** The platform team's token in the access file (the registry's figures are for token holders). */
export const PLATFORM_TEAM_TOKEN = 'platform-token-123456';

export interface TestPlatform {
  root: string;
  shellDistDir: string;
  platform: OpenedPlatform;
  close: () => Promise<void>;
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export async function openTestPlatform(options: {
  /** The folder's name starts with it. */
  name: string;
  /** The shell's document.html. */
  document: string;
  /** Other files of the shell's build, by their path under shell/dist. */
  shellFiles?: Record<string, string>;
  /** The areas built in the working tree, and how. */
  builds: Partial<Record<RemoteName, FakeBuildOptions>>;
}): Promise<TestPlatform> {
  const root = mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const shellDistDir = path.join(root, 'shell/dist');
  write(path.join(shellDistDir, 'document.html'), options.document);
  write(path.join(shellDistDir, 'shared-versions.json'), JSON.stringify(TEST_SHELL));
  for (const [file, text] of Object.entries(options.shellFiles ?? {})) write(path.join(shellDistDir, file), text);
  write(
    path.join(root, 'access.json'),
    JSON.stringify({ signingSecret: 's'.repeat(40), tokens: [{ name: 'ops', scope: 'platform', hash: tokenHash(PLATFORM_TEAM_TOKEN) }] }),
  );
  for (const [remote, build] of Object.entries(options.builds)) writeFakeBuild(root, remote as RemoteName, build);
  try {
    const platform = await openPlatform({
      dataDir: path.join(root, 'data'),
      accessFile: path.join(root, 'access.json'),
      shellSharedVersionsFile: path.join(shellDistDir, 'shared-versions.json'),
      localBuilds: defaultRemoteDirs(root),
      canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
    });
    return {
      root,
      shellDistDir,
      platform,
      close: async () => {
        await platform.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
