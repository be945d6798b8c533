// Which files of an area's build start with V8's compile hint: its entry and what its exposed
// modules need before they run, not a chunk loaded only when asked; each once, its map still true.
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { buildFixtureArea } = require('./fixtures/buildFixtureArea');
const { CompileHintsPlugin, entryFiles, HINT } = require('./compileHintsPlugin');

describe("an area build's compile hints", () => {
  let output;
  let js;

  beforeAll(async () => {
    let stats;
    ({ output, stats } = await buildFixtureArea(
      { exposes: { './app': './src/app.js', './PinGrid': './src/grid.js' }, budget: { initialKB: 12 } },
      // A second instance listing the entry again, as the one-bundle build has two.
      { sourceMaps: true, plugins: [new CompileHintsPlugin({ startup: entryFiles })] },
    ));
    expect(stats.hasErrors()).toBe(false);
    js = Object.fromEntries(
      readdirSync(output)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(path.join(output, file), 'utf8')]),
    );
  }, 60_000);

  afterAll(() => rmSync(output, { recursive: true, force: true }));

  const hinted = (pattern) =>
    Object.entries(js)
      .filter(([file]) => pattern.test(file))
      .map(([, code]) => code.startsWith(HINT));

  it('marks remoteEntry.js and each exposed module’s files, as their first line', () => {
    expect(hinted(/^remoteEntry\.js$/)).toEqual([true]);
    expect(hinted(/^__federation_expose_app\./)).toEqual([true]);
    expect(hinted(/^__federation_expose_PinGrid\./)).toEqual([true]);
  });

  it('leaves a chunk loaded only when asked as it was, and marks no file twice', () => {
    const lazy = Object.entries(js).filter(([, code]) => code.includes('opened:!0'));
    expect(lazy).toHaveLength(1);
    expect(lazy[0][1].startsWith(HINT)).toBe(false);
    for (const code of Object.values(js)) expect(code.split(HINT.trim()).length).toBeLessThanOrEqual(2);
  });

  it("keeps each marked file's source map in step: the hint's line maps to nothing", () => {
    for (const [file, code] of Object.entries(js).filter(([, source]) => source.startsWith(HINT))) {
      const map = JSON.parse(readFileSync(path.join(output, `${file}.map`), 'utf8'));
      expect(map.mappings.startsWith(';')).toBe(true);
      // One mapped line per line of code below the hint (the last, the map's URL, maps to nothing).
      expect(map.mappings.split(';').length).toBeLessThanOrEqual(code.split('\n').length);
    }
  });
});
