// The one-bundle comparison build's stand-in for shell/src/federation/pageFederation.ts: the same exports, but
// each area is a chunk of the shell's own build (a dynamic import) instead of a federated remote,
// so `npm run bench:web` can weigh what Module Federation costs against the same code in one
// bundle. Not shipped: only scripts/one-bundle/webpack.config.js uses it.

import type { RemoteDescriptor } from 'shared-contracts/platform';
import { assertAreaModule, type AreaModule } from '../../shell/src/areaModule';

const apps: Record<string, () => Promise<unknown>> = {
  mf_feed: () => import('../../mf-feed/src/app'),
  mf_closeup: () => import('../../mf-closeup/src/app'),
  mf_boards: () => import('../../mf-boards/src/app'),
  mf_experiences: () => import('../../mf-experiences/src/app'),
  mf_business: () => import('../../mf-business/src/app'),
};

const exposed: Record<string, () => Promise<unknown>> = {
  'mf_feed/PinGrid': () => import('../../mf-feed/src/pinGridModule'),
};

export function startPageFederation(_entryTimeoutMs: number): void {}

export function registerAreaRemotes(_remotes: readonly RemoteDescriptor[]): void {}

export function preloadArea(_remote: RemoteDescriptor): void {}

export async function loadAreaModule(remote: RemoteDescriptor): Promise<AreaModule> {
  const load = apps[remote.name];
  if (!load) throw new Error(`${remote.name} is not in this bundle`);
  return assertAreaModule(await load(), remote.name);
}

export function loadExposedModule(remote: string, module: string): Promise<unknown> {
  const load = exposed[`${remote}/${module.replace(/^\.\//, '')}`];
  if (!load) return Promise.reject(new Error(`${remote}/${module} is not in this bundle`));
  return load();
}
