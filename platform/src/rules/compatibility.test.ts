import { incompatibilities, type BuildContract, type ShellProvides } from './compatibility';

const shell: ShellProvides = {
  contractsVersion: '1.4.0',
  shared: { react: '19.3.1', 'react-dom/client': '19.3.1', rxjs: '7.8.2', 'shared-contracts': '1.4.0' },
};

function build(overrides: Partial<BuildContract> = {}): BuildContract {
  return {
    contractsVersion: '1.2.0',
    shared: [
      { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-dom/client', requiredVersion: '^19.0.0', singleton: true },
      { name: 'rxjs', requiredVersion: '^7.8.0', singleton: true },
      { name: 'shared-contracts', requiredVersion: '^1.2.0', singleton: true },
    ],
    ...overrides,
  };
}

describe('incompatibilities', () => {
  it('accepts a build on the same contracts major whose ranges the shell satisfies', () => {
    expect(incompatibilities(build(), shell)).toEqual([]);
  });

  it('accepts a stock remote that uses no shared-contracts, and still checks its React range', () => {
    const stock = (react: string) =>
      build({ contractsVersion: 'none', shared: [{ name: 'react', requiredVersion: react, singleton: true }] });
    expect(incompatibilities(stock('^19.3.1'), shell)).toEqual([]);
    expect(incompatibilities(stock('^18.3.0'), shell)).toEqual(['it needs react ^18.3.0, but the shell provides react 19.3.1.']);
  });

  it.each([
    [
      'a different contracts major',
      build({ contractsVersion: '2.0.0' }),
      'it was built against shared-contracts 2.0.0 (major 2), but the shell runs shared-contracts 1.4.0 (major 1): rebuild it against a 1.x contracts package.',
    ],
    [
      'a range the shell cannot satisfy',
      build({ shared: [{ name: 'react', requiredVersion: '^20.0.0', singleton: true }] }),
      'it needs react ^20.0.0, but the shell provides react 19.3.1.',
    ],
    [
      'a newer contracts minor than the shell has',
      build({ contractsVersion: '1.5.0', shared: [{ name: 'shared-contracts', requiredVersion: '^1.5.0', singleton: true }] }),
      'it needs shared-contracts ^1.5.0, but the shell provides shared-contracts 1.4.0.',
    ],
    [
      'a singleton the shell does not share',
      build({ shared: [{ name: 'zustand', requiredVersion: '^5.0.0', singleton: true }] }),
      'it shares "zustand" as a singleton, but the shell does not provide it.',
    ],
    [
      'a broken range',
      build({ shared: [{ name: 'rxjs', requiredVersion: 'not a range', singleton: true }] }),
      'its range for "rxjs", "not a range", is not a semver range.',
    ],
    [
      'a contracts version that is not one',
      build({ contractsVersion: 'latest' }),
      'the build names shared-contracts "latest", which is not a version.',
    ],
  ])('refuses %s', (_label, input, reason) => {
    expect(incompatibilities(input, shell)).toEqual([reason]);
  });

  it('lets a build bring its own copy of a non-singleton the shell does not share', () => {
    expect(incompatibilities(build({ shared: [{ name: 'date-fns', requiredVersion: '^4.0.0', singleton: false }] }), shell)).toEqual([]);
  });
});
