// What an area's build must declare for the platform: a size budget the registry can hold a
// promotion to (the bus names it handles are checked by the registry against the bus's own list).
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { remoteConfig, sharedVersions } = require('./index');
const { checkBudget } = require('./areaManifestPlugin');
const { buildFixtureArea } = require('./fixtures/buildFixtureArea');
// The contracts' own version: an area requires the one it was built with, or later.
const { version: CONTRACTS } = require('../shared-contracts/package.json');
const { version: RUNTIME } = require('../page-runtime/package.json');

const packageDir = path.resolve(__dirname, '..', 'mf-feed');

describe('an area’s size budget', () => {
  it.each([
    [{ initialKB: 26 }, 26_624],
    [{ initialKB: 0.5 }, 512],
    [{ initialKB: 2048 }, 2_097_152],
  ])('%j is written as %d bytes', (budget, bytes) => {
    expect(checkBudget(budget, 'mf_feed')).toEqual({ initialBytes: bytes });
  });

  it.each([[undefined], [{}], [{ initialKB: 0 }], [{ initialKB: -1 }], [{ initialKB: '26' }], [{ initialKB: 2049 }], [{ initialKB: NaN }]])(
    'refuses %p when the config is made, saying what to set',
    (budget) => {
      expect(() => remoteConfig({ packageDir, name: 'mf_feed', exposes: {}, budget })).toThrow(
        'mf_feed: set budget: { initialKB: <number> } in webpack.config.js, the compressed KB its entry and initial files may weigh (at most 2048)',
      );
    },
  );

  it('is declared by every area', () => {
    for (const area of ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business']) {
      const config = require(path.resolve(__dirname, '..', area, 'webpack.config.js'));
      expect(() => config({}, { mode: 'production' })).not.toThrow();
    }
  });
});

describe('the manifest an area build writes', () => {
  let manifest;
  let files;
  let output;

  beforeAll(async () => {
    let stats;
    ({ output, stats } = await buildFixtureArea({
      exposes: { './app': './src/app.js', './PinGrid': './src/grid.js' },
      handles: { commands: ['pin/save'] },
      budget: { initialKB: 12 },
    }));
    expect(stats.hasErrors()).toBe(false);
    files = readdirSync(output);
    manifest = JSON.parse(readFileSync(path.join(output, 'mf-manifest.json'), 'utf8'));
  }, 60_000);

  afterAll(() => rmSync(output, { recursive: true, force: true }));

  it('lists the shared singletons by share key, with the ranges the registry checks against the shell', () => {
    expect(manifest.shared).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'react',
          version: expect.any(String),
          singleton: true,
          requiredVersion: expect.stringMatching(/^\^/),
        }),
        expect.objectContaining({
          name: 'page-runtime',
          version: RUNTIME,
          singleton: true,
          requiredVersion: `^${RUNTIME}`,
        }),
        expect.objectContaining({ name: 'react-kit', singleton: true }),
      ]),
    );
    expect(manifest.shared.every((entry) => !path.isAbsolute(entry.name))).toBe(true);
    // The domain is bundled, not shared: the manifest names the version it was built with.
    expect(manifest.shared.some((entry) => entry.name.startsWith('shared-contracts'))).toBe(false);
    expect(manifest.pinboard.contractsVersion).toBe(CONTRACTS);
  });

  it('lists, per exposed module, the built files it needs before it runs', () => {
    const app = manifest.exposes.find((e) => e.path === './app');
    const grid = manifest.exposes.find((e) => e.path === './PinGrid');
    expect(app.assets.js.sync).toEqual(expect.arrayContaining([expect.stringMatching(/^__federation_expose_app\.[0-9a-f]{8}\.js$/)]));
    expect(app.assets.css.sync).toEqual([expect.stringMatching(/^styles\.[0-9a-f]{8}\.css$/)]);
    expect(grid.assets.js.sync).toEqual([expect.stringMatching(/^__federation_expose_PinGrid\.[0-9a-f]{8}\.js$/)]);
    for (const file of [...app.assets.js.sync, ...app.assets.css.sync, ...grid.assets.js.sync]) expect(files).toContain(file);
  });

  it('is Module Federation’s own, naming the entry the runtime loads', () => {
    expect(manifest.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js', type: 'global' });
    expect(manifest.metaData.globalName).toBe('mf_feed');
  });

  it('carries what the platform reads under "pinboard": the bus names it handles, its budget in bytes, its runtime', () => {
    expect(manifest.pinboard).toMatchObject({
      handles: { commands: ['pin/save'], events: [] },
      budget: { initialBytes: 12_288 },
      federationRuntime: sharedVersions(packageDir).shared['@module-federation/runtime-core'],
    });
  });

  it('names the types Module Federation generated for the modules other areas load, not for ./app', () => {
    expect(manifest.metaData.types).toEqual({ path: '', name: '', zip: '@mf-types.zip', api: '' });
    expect(files).toContain('@mf-types.zip');
    const archive = readFileSync(path.join(output, '@mf-types.zip')).toString('latin1');
    expect(archive).toContain('PinGrid.d.ts');
    expect(archive).not.toContain('app.d.ts');
  });

  it('carries the SHA-384 of every script, stylesheet and types archive as built, which the registry checks at deploy', () => {
    const { createHash } = require('node:crypto');
    const built = files.filter((file) => /\.(js|css)$/.test(file) || file === '@mf-types.zip').sort();
    expect(Object.keys(manifest.pinboard.integrity).sort()).toEqual(built);
    for (const file of built) {
      const digest = createHash('sha384')
        .update(readFileSync(path.join(output, file)))
        .digest('base64');
      expect(manifest.pinboard.integrity[file]).toBe(`sha384-${digest}`);
    }
  });
});

describe('an area build whose manifest names types it did not generate', () => {
  it('fails, saying how to see why its declarations did not compile', async () => {
    // What a declaration that does not compile leaves: Module Federation logs the compiler's errors
    // and emits no archive, yet its manifest still names one.
    const dropTypes = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('dropTypes', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'dropTypes', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () =>
            compilation.deleteAsset('@mf-types.zip'),
          );
        });
      },
    };
    const { output, stats } = await buildFixtureArea(
      { exposes: { './app': './src/app.js', './PinGrid': './src/grid.js' }, budget: { initialKB: 12 } },
      { plugins: [dropTypes] },
    );
    rmSync(output, { recursive: true, force: true });
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([
      'mf_feed: mf-manifest.json names the types @mf-types.zip, which Module Federation did not generate: its declarations did not compile (the command in its TYPE-001 error above shows why)',
    ]);
  }, 60_000);
});
