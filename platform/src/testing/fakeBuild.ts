// Tiny but real build folders for tests: an entry, a chunk with its stylesheet and the federation
// manifest the registry reads its contract from.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_INTEGRITY_GLOBAL, type RemoteName } from 'shared-contracts/platform';

export interface FakeBuildOptions {
  packageVersion?: string;
  contractsVersion?: string;
  reactRange?: string;
  /** Changes the bytes, so the build gets another id. */
  marker?: string;
  /** The build's server file (dist/server/render.js), CommonJS source; none when absent. */
  serverSource?: string;
  /** What the manifest says the area handles (build-config's AreaManifestPlugin); nothing when absent. */
  handles?: { commands?: string[]; events?: string[] };
  /** The federation runtime version the entry takes from the shell (built with externalRuntime). */
  federationRuntime?: string;
  /** The size budget the manifest declares (pinboard.budget.initialBytes); none when absent. */
  budgetBytes?: number;
  /** A stock config's build: its chunk loaders do not read the page's integrity table. */
  stock?: boolean;
}

export const TEST_SHELL = {
  contractsVersion: '1.0.0',
  shared: { react: '19.3.1', 'react-dom': '19.3.1', 'page-runtime': '1.0.0' },
};

/** Writes `<dir>/<remote-folder>/dist` and its package.json; returns the dist folder. */
export function writeFakeBuild(dir: string, remote: RemoteName, options: FakeBuildOptions = {}): string {
  const packageDir = path.join(dir, remote.replace('_', '-'));
  const dist = path.join(packageDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: remote, version: options.packageVersion ?? '1.0.0' }));
  // build-config's chunk loaders read the page's SHA-384 table (its ChunkIntegrityPlugin).
  const loader = options.stock ? '' : `globalThis.${PAGE_INTEGRITY_GLOBAL};`;
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${remote} entry ${options.marker ?? ''} */${loader}`);
  writeFileSync(path.join(dist, '12.abcdef01.js'), `/* ${remote} chunk ${options.marker ?? ''} */`);
  writeFileSync(path.join(dist, '__federation_expose_app.abcdef01.css'), `/* ${remote} chunk's styles ${options.marker ?? ''} */`);
  writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  if (options.serverSource !== undefined) {
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'render.js'), options.serverSource);
    writeFileSync(path.join(dist, 'server', 'render.js.LICENSE.txt'), 'licences of what the server build bundles');
  }
  const contracts = options.contractsVersion ?? '1.0.0';
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      id: remote,
      name: remote,
      metaData: { name: remote, globalName: remote },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: options.reactRange ?? '^19.3.1', singleton: true },
        // The fake's page runtime moves with its contracts: one version to set in a test.
        { name: 'page-runtime', version: contracts, requiredVersion: `^${contracts}`, singleton: true },
      ],
      exposes: [
        {
          path: './app',
          assets: { js: { sync: ['12.abcdef01.js'], async: [] }, css: { sync: ['__federation_expose_app.abcdef01.css'], async: [] } },
        },
      ],
      pinboard: {
        contractsVersion: contracts,
        ...(options.handles ? { handles: options.handles } : {}),
        ...(options.budgetBytes !== undefined ? { budget: { initialBytes: options.budgetBytes } } : {}),
        ...(options.federationRuntime ? { federationRuntime: options.federationRuntime } : {}),
      },
    }),
  );
  return dist;
}
