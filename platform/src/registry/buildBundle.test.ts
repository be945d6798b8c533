import { builtFilesMismatch, FEDERATION_RUNTIME, isServedFile, readAreaManifest, readManifestContract } from './buildBundle';

const entry = (name: string, version = '1.2.0') => ({ name, version, requiredVersion: `^${version}`, singleton: true });

describe('readManifestContract: where the contracts version is named', () => {
  it('is the version the manifest names, for builds that bundle shared-contracts and share the page runtime', () => {
    const manifest = { shared: [entry('react', '11.2.0'), entry('page-runtime', '1.0.0')], pinboard: { contractsVersion: '2.0.0' } };
    expect(readManifestContract(manifest).contractsVersion).toBe('2.0.0');
    expect(() => readManifestContract({ ...manifest, pinboard: { contractsVersion: 2 } })).toThrow(
      '"pinboard.contractsVersion" must be a version',
    );
  });

  it.each([
    ['the runtime folder builds shared before it was a package', [entry('react', '11.2.0'), entry('shared-contracts/runtime')]],
    ['the whole package, as older builds shared it', [entry('shared-contracts'), entry('react', '11.2.0')]],
    ['the React side when listed first', [entry('shared-contracts/react'), entry('shared-contracts/runtime')]],
  ])('%s', (_case, shared) => {
    expect(readManifestContract({ shared }).contractsVersion).toBe('1.2.0');
  });

  it('says a build that shares no part of shared-contracts (a stock remote) uses none of it', () => {
    expect(readManifestContract({ shared: [entry('react', '11.2.0'), entry('shared-contracts-fork')] }).contractsVersion).toBe('none');
  });
});

describe('readManifestContract: the federation runtime an entry takes from the shell', () => {
  const runtimeOf = (manifest: object) =>
    readManifestContract({ shared: [], ...manifest }).shared.find((s) => s.name === FEDERATION_RUNTIME);
  it.each([
    [
      "build-config's own word (pinboard.federationRuntime)",
      { pinboard: { federationRuntime: '2.9.3' }, metaData: { pluginVersion: '2.9.1' } },
      '~2.9.3',
    ],
    ["a stock build's plugin version (metaData.pluginVersion)", { metaData: { pluginVersion: '2.10.0' } }, '~2.10.0'],
    ['a build that says neither', {}, undefined],
  ])('%s', (_case, manifest, range) => {
    expect(runtimeOf(manifest)?.requiredVersion).toBe(range);
  });
  it('refuses a version that is not one', () => {
    expect(() => runtimeOf({ metaData: { pluginVersion: 'latest' } })).toThrow('"metaData.pluginVersion") must be a version');
  });
});

describe('readAreaManifest: the files each exposed module needs first', () => {
  const expose = (path: string, js: string[], css: string[] = []) => ({
    path,
    assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
  });
  const manifest = {
    exposes: [
      expose('./app', ['1.js', '__federation_expose_app.js'], ['styles.css']),
      expose('./PinGrid', ['1.js', '__federation_expose_PinGrid.js'], ['styles.css']),
      expose('./Empty', []),
      expose('../outside', ['x.js']),
    ],
    pinboard: { handles: { commands: [], events: [] }, budget: { initialBytes: 1024 } },
  };

  it("lists './app''s as the initial files and the other modules' by name, leaving out empty and malformed ones", () => {
    const area = readAreaManifest(manifest);
    expect(area.initialFiles).toEqual(['1.js', '__federation_expose_app.js', 'styles.css']);
    expect(area.exposedFiles).toEqual({ './PinGrid': ['1.js', '__federation_expose_PinGrid.js', 'styles.css'] });
  });
});

describe("builtFilesMismatch: the files sent are the ones the build's manifest lists", () => {
  const A = `sha384-${'a'.repeat(64)}`;
  const B = `sha384-${'b'.repeat(64)}`;
  const built = { 'remoteEntry.js': A, 'styles.css': B };
  const sent = (files: Record<string, string>) => Object.entries(files).map(([path, integrity]) => ({ path, integrity }));
  it.each([
    ['the same files', sent({ 'remoteEntry.js': A, 'styles.css': B, 'mf-manifest.json': A, 'server/render.js': B }), null],
    [
      'a changed file',
      sent({ 'remoteEntry.js': B, 'styles.css': B }),
      `"remoteEntry.js" is not the file its build wrote: its SHA-384 differs from the one in mf-manifest.json`,
    ],
    ['a missing file', sent({ 'remoteEntry.js': A }), `"styles.css" is in the build's mf-manifest.json but was not sent`],
    [
      'a file added after the build',
      sent({ 'remoteEntry.js': A, 'styles.css': B, 'extra.js': A }),
      `"extra.js" is not a file of this build: its mf-manifest.json does not list it`,
    ],
    [
      'types added after the build',
      sent({ 'remoteEntry.js': A, 'styles.css': B, '@mf-types.zip': A }),
      `"@mf-types.zip" is not a file of this build: its mf-manifest.json does not list it`,
    ],
  ])('%s', (_case, files, expected) => {
    expect(builtFilesMismatch(files, built)).toBe(expected);
  });

  it('holds the published types to the SHA-384 the build wrote, as it does scripts', () => {
    const typed = { ...built, '@mf-types.zip': A };
    expect(builtFilesMismatch(sent({ 'remoteEntry.js': A, 'styles.css': B, '@mf-types.zip': A }), typed)).toBeNull();
    expect(builtFilesMismatch(sent({ 'remoteEntry.js': A, 'styles.css': B, '@mf-types.zip': B }), typed)).toBe(
      `"@mf-types.zip" is not the file its build wrote: its SHA-384 differs from the one in mf-manifest.json`,
    );
  });

  it('reads the map from the manifest, and refuses one that is not a map of sha384 integrities', () => {
    expect(readAreaManifest({ pinboard: { integrity: built } }).builtIntegrity).toEqual(built);
    expect(readAreaManifest({}).builtIntegrity).toBeUndefined();
    expect(() => readAreaManifest({ pinboard: { integrity: { 'a.js': 'md5-x' } } })).toThrow(
      'mf-manifest.json "pinboard.integrity" must map each built file to its sha384 integrity',
    );
  });
});

describe('isServedFile: what the registry keeps of a build', () => {
  it.each([
    ['remoteEntry.js', true],
    ['mf-manifest.json', true],
    ['styles.abcdef01.css', true],
    ['server/render.js', true],
    ['@mf-types.zip', true],
    ['@mf-types.d.ts', true],
    ['remoteEntry.js.map', false],
    ['other.zip', false],
    ['nested/@mf-types.zip', false],
    ['render.js.LICENSE.txt', false],
  ])('%s: %s', (file, kept) => {
    expect(isServedFile(file)).toBe(kept);
  });
});
