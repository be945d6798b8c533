// What the shell offers the page's share scope: every singleton in its entry file, and TanStack
// Query under its own key for area builds made before shared-contracts 1.1.0, as the one module
// the page's cache uses; and the page's one federation runtime, whose version the registry checks.
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

  it("still provide TanStack Query under its own key, as shared-contracts' re-exports, and say so to the registry", () => {
    const legacy = shared.filter(([, options]) => options.shareKey === '@tanstack/react-query');
    expect(legacy).toHaveLength(1);
    expect(legacy[0][0]).toBe(path.resolve(__dirname, '..', 'shared-contracts', 'src', 'react', 'queryLibrary.ts'));
    // Not keyed by the request: the re-exporting file's own import of the library is the library.
    expect(shared.some(([key]) => key === '@tanstack/react-query')).toBe(false);
    const versions = sharedVersions(shellDir);
    expect(versions.shared['@tanstack/react-query']).toBe(legacy[0][1].version);
    // At 1.1.0 or later: the version from which new areas take the hooks from shared-contracts/react.
    const [major, minor] = versions.contractsVersion.split('.').map(Number);
    expect(versions.contractsVersion).toBe(require('../shared-contracts/package.json').version);
    expect(major > 1 || (major === 1 && minor >= 1)).toBe(true);
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
