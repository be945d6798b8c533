// The share runtime without its semver code: in an area's build (the shell's runs the same plugin),
// and what happens when webpack stops writing a helper the plugin replaces.
const { readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const semver = require('webpack/lib/util/semver');
const { buildFixtureArea } = require('./fixtures/buildFixtureArea');
const { withoutSemver } = require('./leanSharingRuntime');

const runtimeTemplate = {
  basicFunction: (args, body) => `function(${args}) { ${[body].flat().join(' ')} }`,
  supportsArrowFunction: () => false,
};
const helpers = ['parseVersionRuntimeCode', 'versionLtRuntimeCode', 'rangeToStringRuntimeCode', 'satisfyRuntimeCode'];

describe('withoutSemver', () => {
  const source = [...helpers.map((helper) => semver[helper](runtimeTemplate)), 'var exists = 1;'].join('\n');

  it('stubs each of the four helpers and leaves the rest of the runtime as it was', () => {
    const lean = withoutSemver(source, runtimeTemplate);
    for (const helper of helpers) expect(lean).not.toContain(semver[helper](runtimeTemplate));
    expect(lean).toContain('var satisfy = function() { return true; }');
    expect(lean).toContain('var exists = 1;');
    expect(lean.length).toBeLessThan(source.length / 3);
  });

  it('fails the build, naming the helper, when webpack no longer writes one', () => {
    const changed = source.replace(semver.satisfyRuntimeCode(runtimeTemplate), 'var satisfy = somethingNew;');
    expect(() => withoutSemver(changed, runtimeTemplate)).toThrow(/no longer contains satisfyRuntimeCode/);
  });
});

describe("an area's remoteEntry.js", () => {
  let output;
  let entry;
  let modules;

  beforeAll(async () => {
    let stats;
    ({ output, stats } = await buildFixtureArea({ exposes: { './shared': './src/shared.js' }, budget: { initialKB: 12 } }));
    expect(stats.hasErrors()).toBe(false);
    entry = readFileSync(path.join(output, 'remoteEntry.js'), 'utf8');
    modules = [...stats.compilation.modules];
  }, 60_000);

  afterAll(() => rmSync(output, { recursive: true, force: true }));

  it('consumes the shared packages with no semver code and offers no copy of its own to the page', () => {
    expect(entry).toContain('"react"');
    // The version parser and the warning for an unsatisfied range are gone (the minifier drops
    // the warning once the stub says every range is satisfied).
    expect(entry).not.toMatch(/\.split\("\."\)\.map/);
    expect(entry).not.toContain('Unsatisfied version');
    // No fallback: nothing provided to the share scope, and no copy behind any consumed package.
    const consumed = modules.filter((module) => module.type === 'consume-shared-module');
    expect(consumed.length).toBeGreaterThan(0);
    expect(consumed.every((module) => !module.options.import)).toBe(true);
    expect(modules.some((module) => module.type === 'provide-module')).toBe(false);
  });
});
