// Areas talk to each other only through shared-contracts, the bus and federated modules loaded by
// the typed loaders: a file may not import another area's files or the shell's, by a relative path
// or by package name. (A Module Federation module loaded at run time is not an import.)
const path = require('node:path');
const { importSources } = require('../importSources');

const DEFAULT_AREAS = ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business', 'shell'];

/** The top-level folder of the repository a path is in, or null when it is outside the root. */
function packageOf(file, root) {
  const relative = path.relative(root, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** The package a bare specifier names: 'mf-feed/src/x' is mf-feed, '@scope/name/x' is @scope/name. */
function packageOfSpecifier(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "An area may not import another area's files or the shell's; use shared-contracts, the bus or a typed loader." },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          areas: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossArea:
        "'{{source}}' is {{target}}'s code, imported from {{own}}. Areas meet only through shared-contracts, the bus and federated modules loaded by the typed loaders.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const areas = new Set(options.areas ?? DEFAULT_AREAS);
    const filename = context.filename;
    const own = packageOf(filename, root);

    return importSources((node, source) => {
      let target;
      if (source.startsWith('.')) target = packageOf(path.resolve(path.dirname(filename), source), root);
      else if (!path.isAbsolute(source)) target = packageOfSpecifier(source);
      else target = packageOf(source, root);
      if (target && target !== own && areas.has(target)) {
        context.report({ node, messageId: 'crossArea', data: { source, target, own: own ?? 'this file' } });
      }
    });
  },
};
