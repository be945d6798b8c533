// Webpack's share runtime carries a semver parser, comparer and range matcher (about 0.6 KB
// compressed) in the shell and in every area's remoteEntry.js, to pick among versions of a shared
// package and warn (only warn) when one does not satisfy a range. Here there is nothing to pick: only
// the shell provides shared packages (areas consume them with `import: false`). And the ranges are
// the registry's to check: it refuses to deploy, route or override an area whose ranges the shell
// does not satisfy (rules/compatibility.ts in the platform). So the four helpers are replaced by
// stubs: one version is the latest of one, and a range the registry has checked is satisfied.
const semver = require('webpack/lib/util/semver');

const HELPERS = [
  ['parseVersionRuntimeCode', 'var parseVersion = function(v) { return [v]; }'],
  ['versionLtRuntimeCode', 'var versionLt = function() { return false; }'],
  ['rangeToStringRuntimeCode', 'var rangeToString = function() { return "(checked by the registry)"; }'],
  ['satisfyRuntimeCode', 'var satisfy = function() { return true; }'],
];

/** The consumes runtime's source with the semver helpers stubbed; throws if webpack no longer writes one of them. */
function withoutSemver(source, runtimeTemplate) {
  let code = source;
  for (const [helper, stub] of HELPERS) {
    const original = semver[helper](runtimeTemplate);
    if (!code.includes(original)) {
      throw new Error(
        `LeanSharingRuntimePlugin: webpack's share runtime no longer contains ${helper}; check the plugin against this webpack version`,
      );
    }
    code = code.replace(original, stub);
  }
  return code;
}

class LeanSharingRuntimePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('LeanSharingRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('LeanSharingRuntimePlugin', (module) => {
        if (module.name !== 'consumes') return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const source = generate();
          return source === null ? null : withoutSemver(source, compilation.runtimeTemplate);
        };
      });
    });
  }
}

module.exports = { LeanSharingRuntimePlugin, withoutSemver };
