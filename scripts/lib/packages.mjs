// The packages that have a build, in build order, and what marks each one as built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const REMOTES = ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business'];
// Areas whose webpack config also declares a server entry (build-config's serverEntry): the same
// build writes dist/server/render.js, which the edge server loads (the closeup's page for bots).
const SERVER_BUILDS = new Set(['mf-closeup']);

/**
 * What `npm start` and the build build, in order: a name, the workspace and npm script that build
 * it (default: the workspace of that name, its `build`), the files that mark it built, and the
 * folders besides its own whose changes make it stale.
 */
export const BUILDABLE = [
  // The edge server bundles the API's and the platform's source, so a change there rebuilds it.
  {
    name: 'shell-server',
    workspace: 'shell',
    script: 'build:server',
    outputs: ['shell/dist/server/main.js', 'shell/dist/server/prepare-media.js'],
    sources: ['shell', 'api/src', 'platform/src'],
  },
  // The page's CSS file holds the design tokens.
  { name: 'shell', script: 'build:client', outputs: ['shell/dist/document.html'], sources: ['design-tokens'] },
  ...REMOTES.map((name) => ({
    name,
    outputs: [`${name}/dist/mf-manifest.json`, ...(SERVER_BUILDS.has(name) ? [`${name}/dist/server/render.js`] : [])],
  })),
  // The pinboard CLI (TypeScript compiled by tsc; the install's prepare script builds it first, so
  // its bin is linked): rebuilt here when its sources changed since, as the areas' deploy scripts run it.
  { name: 'cli', outputs: ['cli/dist/bin.js'] },
];

/** Sources a package's build reads besides its own folder. */
export const SHARED_SOURCES = ['shared-contracts/src', 'page-runtime/src', 'react-kit/src', 'build-config', 'package-lock.json'];
