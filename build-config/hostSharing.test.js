// What the shell offers the page's share scope: every singleton in its entry file, each under its
// package's name; and the page's one federation runtime, whose version the registry checks.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { hostConfig, sharedVersions } = require('./index');

const shellDir = path.resolve(__dirname, '..', 'shell');
const config = hostConfig({ packageDir: shellDir })({}, { mode: 'production' });
const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
const shared = Object.entries(federation._options.shared);

describe("the shell's shared packages", () => {
  it('are all eager, so they are in shell.js rather than a chunk each', () => {
    expect(shared.length).toBeGreaterThan(5);
    expect(shared.filter(([, options]) => options.eager !== true)).toEqual([]);
  });

  it('share the page runtime and the React kit by package name, never shared-contracts, which each area bundles', () => {
    const keys = shared.map(([key, options]) => options.shareKey ?? key);
    expect(keys).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'page-runtime', 'react-kit']));
    // Keyed by the name a file imports, not by a file's path.
    expect(shared.filter(([key]) => path.isAbsolute(key))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('shared-contracts') || key.startsWith('@tanstack/'))).toEqual([]);
    const versions = sharedVersions(shellDir);
    expect(versions.shared['page-runtime']).toBe(require('../page-runtime/package.json').version);
    expect(versions.shared['react-kit']).toBe(require('../react-kit/package.json').version);
    expect(versions.contractsVersion).toBe(require('../shared-contracts/package.json').version);
  });

  it('come with the federation runtime every area entry takes from the shell, at its installed version', () => {
    expect(federation._options.experiments.provideExternalRuntime).toBe(true);
    // The package hides its package.json: its version is read from the file on disk.
    const file = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '..', 'package.json');
    expect(sharedVersions(shellDir).shared['@module-federation/runtime-core']).toBe(
      JSON.parse(require('node:fs').readFileSync(file, 'utf8')).version,
    );
  });
});
