// The page runtime (the bus, the API client, the session ...) is one Module Federation shared
// module, the page-runtime package's entry, so a page has one of each. A file outside the package
// that imported one of its files directly would bundle a second copy with state of its own: a bus
// no area listens on, an API client without the page's primed reads. Import the package instead.
const path = require('node:path');
const { importSources } = require('../importSources');

const PACKAGE = 'page-runtime';
const DEFAULT_RUNTIME_DIR = path.join(PACKAGE, 'src');
const PACKAGE_PREFIX = `${PACKAGE}/`;

const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import the page runtime by its package name (the shared module), never one of its files.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, runtimeDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{source}}' is a file inside the page runtime; import 'page-runtime' instead, the one module the page shares, or this file gets a second copy with its own state.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const runtimeDir = path.resolve(root, options.runtimeDir ?? DEFAULT_RUNTIME_DIR);
    const filename = context.filename;
    if (inside(filename, runtimeDir)) return {};

    const target = (source) => {
      if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
      if (path.isAbsolute(source)) return source;
      if (source.startsWith(PACKAGE_PREFIX)) return path.join(root, PACKAGE, source.slice(PACKAGE_PREFIX.length));
      return null;
    };
    return importSources((node, source) => {
      const file = target(source);
      if (file === null || !inside(file, runtimeDir)) return;
      context.report({ node, messageId: 'deepImport', data: { source } });
    });
  },
};
