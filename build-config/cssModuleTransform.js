// Jest's transform for `*.module.css`: the module's class map, scoped by the same function and the
// same PostCSS plugins css-loader uses in the build, so a component test sees the class names the
// browser gets. (No styles are applied: jsdom does no layout.)
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const localByDefault = require('postcss-modules-local-by-default');
const modulesScope = require('postcss-modules-scope');
const { extractICSS } = require('icss-utils');
const { scopedClassName } = require('./cssModuleNames');

/** Local name → scoped class name, as css-loader exports it (exportLocalsConvention 'as-is'). */
function classMapOf(css, file) {
  const { root } = postcss([
    localByDefault(),
    modulesScope({ generateScopedName: (localName) => scopedClassName(file, localName) }),
  ]).process(css, { from: file });
  return extractICSS(root).icssExports;
}

const OWN_SOURCES = ['cssModuleTransform.js', 'cssModuleNames.js'].map((name) => readFileSync(path.join(__dirname, name), 'utf8'));

module.exports = {
  classMapOf,
  process(sourceText, sourcePath) {
    return { code: `module.exports = ${JSON.stringify(classMapOf(sourceText, sourcePath))};\n` };
  },
  // A change to the naming scheme must not reuse maps Jest cached under the old one.
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256')
      .update([...OWN_SOURCES, sourcePath, sourceText].join('\0'))
      .digest('hex');
  },
};
