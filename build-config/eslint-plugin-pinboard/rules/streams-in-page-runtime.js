// rxjs is bundled inside the page runtime (the page-runtime package, which the shell builds
// and shares as one module), cut to the operators the page uses. An area importing rxjs itself
// would bundle a second copy into its own chunks: the bytes again, on every route it serves. Areas
// take streams from the runtime (the bus's on$, scrollActivity$ ...); the shell is built with the
// runtime, so its imports share that one copy.
const path = require('node:path');
const { importSources } = require('../importSources');

const LIBRARY = /^rxjs(\/|$)/;
const ALLOWED = [path.join('page-runtime', 'src'), path.join('shell', 'src')];

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the page runtime (and the shell built with it) imports rxjs; areas take streams from the runtime.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      library:
        "Take this stream from 'page-runtime' instead of importing '{{source}}': rxjs is bundled once, inside the page runtime, and an area's own import would bundle a second copy. A stream it lacks is added to page-runtime first.",
    },
  },
  create(context) {
    const root = (context.options[0] ?? {}).root ?? context.cwd;
    const file = path.relative(root, path.resolve(context.filename));
    if (ALLOWED.some((folder) => file === folder || file.startsWith(`${folder}${path.sep}`))) return {};
    return importSources((node, source) => {
      if (LIBRARY.test(source)) context.report({ node, messageId: 'library', data: { source } });
    });
  },
};
