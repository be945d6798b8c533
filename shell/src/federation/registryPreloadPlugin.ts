// A federation runtime plugin that makes preloadRemote work from what the registry already put in the
// document, with no manifest fetched: a remote's entry and the scripts and stylesheets each exposed
// module needs first (its mf-manifest.json's 'sync' assets, as the registry read them at deploy).
// The runtime's own snapshot plugin would fetch each remote's manifest to learn the same.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from 'shared-contracts/platform';

/** The files an exposed module needs before it runs, by URL, split as the preloader wants them. */
export function preloadFiles(remote: RemoteDescriptor, exposes: readonly string[]): { js: string[]; css: string[] } {
  const base = new URL(remote.entryUrl, document.baseURI);
  const files = exposes.flatMap((expose) => (expose === './app' ? (remote.initialFiles ?? []) : (remote.exposedFiles?.[expose] ?? [])));
  const urls = [...new Set(files)].map((file) => new URL(file, base).href);
  return { js: urls.filter((url) => url.endsWith('.js')), css: urls.filter((url) => url.endsWith('.css')) };
}

export function registryPreloadPlugin(descriptorOf: (name: string) => RemoteDescriptor | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'pinboard-registry-preload',
    // What the runtime would read from the remote's manifest: enough that it fetches none.
    loadSnapshot(args) {
      const remote = descriptorOf(args.moduleInfo.name);
      if (!remote) return args;
      return { ...args, remoteSnapshot: { version: remote.version, buildVersion: remote.version, remoteEntry: remote.entryUrl } };
    },
    generatePreloadAssets({ remote, remoteInfo, preloadOptions }) {
      const descriptor = descriptorOf(remote.name);
      const exposes = preloadOptions.preloadConfig.exposes ?? ['./app'];
      const { js, css } = descriptor ? preloadFiles(descriptor, exposes) : { js: [], css: [] };
      return Promise.resolve({
        cssAssets: css,
        jsAssetsWithoutEntry: js,
        entryAssets: [{ name: remote.name, url: remoteInfo.entry, moduleInfo: remoteInfo }],
      });
    },
  };
}
