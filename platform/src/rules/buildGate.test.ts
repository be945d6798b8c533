// The registry's deploy gate, from the refusals issue 58 names: a container named after the team, a
// build with no './app', React DOM bundled because only 'react' and 'react-dom' were shared, and
// each singleton's signature matched against the package's own production code.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AREA_BUDGET_BYTES,
  buildRefusals,
  FEDERATION_RUNTIME_SIGNATURE,
  effectiveBudget,
  SHELL_SINGLETONS,
  SINGLETON_SIGNATURES,
  type GateManifest,
} from './buildGate';

const REPO = path.resolve(__dirname, '../../..');
const moduleFile = (relative: string) => readFileSync(path.join(REPO, 'node_modules', relative), 'utf8');
const sourceFile = (relative: string) => readFileSync(path.join(REPO, relative), 'utf8');

/** What each singleton's own code is, as a build would bundle it. */
const OWN_CODE: Record<(typeof SHELL_SINGLETONS)[number], () => string> = {
  react: () => moduleFile('react/cjs/react.production.js'),
  'react/jsx-runtime': () => moduleFile('react/cjs/react-jsx-runtime.production.js'),
  'react-dom': () => moduleFile('react-dom/cjs/react-dom.production.js'),
  'react-dom/client': () => moduleFile('react-dom/cjs/react-dom-client.production.js'),
  'page-runtime': () => sourceFile('page-runtime/src/commandBus.ts'),
  'react-kit': () => sourceFile('react-kit/src/areaDeps.ts'),
};

describe('each singleton’s signature', () => {
  it.each(SHELL_SINGLETONS)('%s: matches its own code and no other singleton’s', (name) => {
    for (const other of SHELL_SINGLETONS) {
      expect([other, SINGLETON_SIGNATURES[name].test(OWN_CODE[other]())]).toEqual([other, other === name]);
    }
  });

  it('matches minified code the way webpack writes it', () => {
    expect(SINGLETON_SIGNATURES.react.test('t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=o,t.act=')).toBe(true);
    // React DOM reads React's internals; reading is not defining.
    expect(SINGLETON_SIGNATURES.react.test('var a=r.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;')).toBe(false);
    expect(SINGLETON_SIGNATURES['react-dom'].test('if(l.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE==null)')).toBe(false);
    expect(SINGLETON_SIGNATURES['react-kit'].test('n.displayName="PinboardAreaDeps"')).toBe(true);
  });
});

const GOOD: GateManifest = {
  name: 'mf_business',
  metaData: { globalName: 'mf_business' },
  exposes: [{ path: './app' }],
  shared: [
    { name: 'react', assets: { js: { sync: ['41.js'], async: [] } } },
    { name: 'react-dom/client', assets: { js: { sync: ['873.js'], async: [] } } },
  ],
};
const APP = { path: '__federation_expose_app.js', text: 'export const mount=()=>{}' };
const REACT_FALLBACK = { path: '41.js', text: 'e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=n' };
const CLIENT_FALLBACK = { path: '873.js', text: 'var x="__reactContainer$"+k' };
const BUNDLED_CLIENT = { path: '595.js', text: 'var x="__reactContainer$"+k' };

describe('the federation runtime’s signature', () => {
  it('is in the runtime’s own code', () => {
    expect(FEDERATION_RUNTIME_SIGNATURE.test(moduleFile('@module-federation/sdk/dist/utils.js'))).toBe(true);
  });
});

describe('the deploy gate', () => {
  it.each([
    [
      'a stock remote that shares what the shell provides (fallbacks are in their own files)',
      GOOD,
      [APP, REACT_FALLBACK, CLIENT_FALLBACK],
      [],
    ],
    [
      'a container named after the team',
      { ...GOOD, name: 'team_remote', metaData: { globalName: 'team_remote' } },
      [APP],
      [
        `its federation container is named "team_remote", but the shell loads mf_business by its area's name: set name: 'mf_business' in ModuleFederationPlugin's options.`,
      ],
    ],
    [
      'a container with no name',
      { ...GOOD, name: undefined, metaData: {} },
      [APP],
      [
        `its federation container has no name, but the shell loads mf_business by its area's name: set name: 'mf_business' in ModuleFederationPlugin's options.`,
      ],
    ],
    [
      'no ./app',
      { ...GOOD, exposes: [{ path: './Widget' }] },
      [APP],
      [
        "it exposes no './app', the single-spa lifecycles the shell mounts: add exposes: { './app': './src/app.tsx' } to ModuleFederationPlugin's options, with bootstrap, mount and unmount made by single-spa-react.",
      ],
    ],
    [
      'react-dom/client bundled (only react and react-dom shared, as the quick start writes it)',
      { ...GOOD, shared: [{ name: 'react', assets: { js: { sync: ['41.js'] } } }] },
      [APP, REACT_FALLBACK, BUNDLED_CLIENT],
      [
        "it bundles its own react-dom/client (in 595.js) instead of the page's one copy: add 'react-dom/client': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.",
      ],
    ],
    [
      'React in the expose itself, with no shared list at all',
      { name: 'mf_business', exposes: [{ path: './app' }] },
      [{ path: '__federation_expose_app.js', text: `${REACT_FALLBACK.text};o.jsxs=r` }],
      [
        "it bundles its own react (in __federation_expose_app.js) instead of the page's one copy: add 'react': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.",
        "it bundles its own react/jsx-runtime (in __federation_expose_app.js) instead of the page's one copy: add 'react/jsx-runtime': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.",
      ],
    ],
    [
      'its own federation runtime in the entry (no experiments.externalRuntime)',
      GOOD,
      [APP, { path: 'remoteEntry.js', text: 'd="[ Federation Runtime ]",f=u(d);' }],
      [
        "it brings its own federation runtime (in remoteEntry.js) instead of the page's one: set experiments: { externalRuntime: true } in ModuleFederationPlugin's options.",
      ],
    ],
  ])('%s', (_case, manifest, scripts, refusals) => {
    expect(buildRefusals({ remote: 'mf_business', manifest, scripts })).toEqual(refusals);
  });
});

describe('the budget a build is held to', () => {
  it.each([
    ['declares none: its area’s', undefined, AREA_BUDGET_BYTES.mf_business],
    ['declares a smaller one: its own', 8 * 1024, 8 * 1024],
    ['declares a larger one: still its area’s', 90 * 1024, AREA_BUDGET_BYTES.mf_business],
  ])('a build that %s', (_case, declared, held) => {
    expect(effectiveBudget('mf_business', declared)).toBe(held);
  });
});
