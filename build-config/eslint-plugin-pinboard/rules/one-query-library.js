// The page shares TanStack Query inside react-kit, cut to the hooks its queryLibrary
// file re-exports (build-config). A file importing the library itself would bundle a second copy: a
// second QueryClient class and React context, so its hooks would not see the page's cache. Only
// that one file may name the library.
const path = require('node:path');
const { importSources } = require('../importSources');

const DEFAULT_ENTRY = path.join('react-kit', 'src', 'queryLibrary.ts');
// Any TanStack package: the add-ons (devtools, persisters) import the library themselves.
const LIBRARY = /^@tanstack\//;

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Import the query library's hooks from react-kit, the module the page shares it in." },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, entry: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      library:
        "Import from 'react-kit' instead of '{{source}}': the page shares the query library only there, so this would bundle a second copy whose hooks do not see the page's cache. A hook it lacks is added to react-kit/src/queryLibrary.ts first.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    if (path.resolve(context.filename) === path.resolve(root, options.entry ?? DEFAULT_ENTRY)) return {};
    return importSources((node, source) => {
      if (LIBRARY.test(source)) context.report({ node, messageId: 'library', data: { source } });
    });
  },
};
