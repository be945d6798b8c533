// A remote's server build (remoteConfig's serverEntry) as webpack is told to make it, and the
// check that the file it writes loads with nothing installed.
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { browserConfigOf, remoteConfig } = require('./index');
const { checkServerBundle } = require('./serverBundleCheck');

const packageDir = path.resolve(__dirname, '..', 'mf-closeup');
const configFor = (serverEntry) =>
  remoteConfig({ packageDir, name: 'mf_closeup', exposes: { './app': './src/app.tsx' }, serverEntry, budget: { initialKB: 20 } })(
    {},
    { mode: 'production' },
  );

describe('remoteConfig with a serverEntry', () => {
  it('is the browser build, then a Node build of the server entry into dist/server/render.js', () => {
    const [browser, server] = configFor('./src/server/render.tsx');
    expect(browser.name).toBe('mf_closeup');
    expect(server).toMatchObject({
      name: 'mf_closeup-server',
      dependencies: ['mf_closeup'],
      target: 'node20',
      entry: { render: './src/server/render.tsx' },
      output: { path: path.join(packageDir, 'dist', 'server'), filename: 'render.js', library: { type: 'commonjs2' } },
      externalsPresets: { node: true },
    });
    // Nothing is left to the edge server's node_modules, and nothing is federated.
    expect(server.externals).toBeUndefined();
    expect(server.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
  });

  it('gives a server build CSS module class names only, as the browser build names them', () => {
    const [, server] = configFor('./src/server/render.tsx');
    const modules = server.module.rules.find((rule) => String(rule.test) === String(/\.module\.css$/));
    const options = modules.use[0].options.modules;
    expect(options.exportOnlyLocals).toBe(true);
    const file = path.join(packageDir, 'src', 'seo', 'Page.module.css');
    expect(options.getLocalIdent({ resourcePath: file }, '', 'title')).toMatch(/^mf-closeup__Page__title__[0-9a-f]{6}$/);
  });

  it('is one browser build without a serverEntry, and pinboard-dev takes the browser build either way', () => {
    const plain = configFor(undefined);
    expect(Array.isArray(plain)).toBe(false);
    expect(browserConfigOf(plain)).toBe(plain);
    const both = configFor('./src/server/render.tsx');
    expect(browserConfigOf(both)).toBe(both[0]);
  });

  it.each([['src/seo/render.tsx'], ['/abs/render.tsx'], [42]])('refuses the serverEntry %p', (entry) => {
    expect(() => remoteConfig({ packageDir, name: 'mf_closeup', exposes: {}, serverEntry: entry, budget: { initialKB: 20 } })).toThrow(
      'serverEntry must be a path inside the package',
    );
  });
});

describe('checkServerBundle', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-check-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fileWith = (name, source) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return file;
  };

  it('names the functions a standalone file exports', () => {
    const file = fileWith('good.js', 'const util = require("node:util"); exports.render = () => util.format("x"); exports.value = 1;');
    expect(checkServerBundle(file)).toEqual({ exports: ['render'], bytes: expect.any(Number) });
  });

  it('refuses a file that requires a package it did not compile in', () => {
    // build-config's own folder has node_modules above it; the check copies the file away from them.
    const file = fileWith('external.js', 'const React = require("react"); exports.render = () => React.version;');
    expect(() => checkServerBundle(file)).toThrow("Cannot find module 'react'");
  });

  it('refuses a file that exports no function', () => {
    expect(() => checkServerBundle(fileWith('empty.js', 'exports.value = 1;'))).toThrow('it exports no function');
  });
});
