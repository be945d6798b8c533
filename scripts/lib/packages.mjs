// The packages that have a build, in build order, and what marks each one as built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const REMOTES = ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business'];

export const BUILDABLE = [
  ...REMOTES.map((name) => ({ name, outputs: [`${name}/dist/mf-manifest.json`] })),
  // The edge server bundles the API's and the platform's source, so a change there rebuilds it; the
  // page's CSS file holds the design tokens.
  {
    name: 'shell',
    outputs: ['shell/dist/document.html', 'shell/dist/server/main.js'],
    sources: ['api/src', 'platform/src', 'design-tokens'],
  },
];

/** Sources a package's build reads besides its own folder. */
export const SHARED_SOURCES = ['shared-contracts/src', 'build-config', 'package-lock.json'];
