import { readManifestContract } from './buildBundle';

const entry = (name: string, version = '1.2.0') => ({ name, version, requiredVersion: `^${version}`, singleton: true });

describe('readManifestContract: which shared entry names the contracts version', () => {
  it.each([
    ['the runtime folder today’s builds share', [entry('react', '11.2.0'), entry('shared-contracts/runtime')]],
    ['the whole package, as older builds shared it', [entry('shared-contracts'), entry('react', '11.2.0')]],
    ['the React side when listed first', [entry('shared-contracts/react'), entry('shared-contracts/runtime')]],
  ])('%s', (_case, shared) => {
    expect(readManifestContract({ shared }).contractsVersion).toBe('1.2.0');
  });

  it('refuses a build that shares no part of shared-contracts', () => {
    expect(() => readManifestContract({ shared: [entry('react', '11.2.0'), entry('shared-contracts-fork')] })).toThrow(
      'mf-manifest.json does not share shared-contracts: the build must share it as a singleton',
    );
  });
});
