// On a phone, reading `window.innerWidth` or `innerHeight` makes the browser lay the page out
// first; read after the page has changed (in a render, in an observer's callback after one) it
// costs a whole layout there and then. It was a layout per grid render and a 35 ms task in the
// impression callback on the home feed (issue 17). page-runtime's viewportSize() keeps the
// size, read once and on each resize (per bundle): page code takes it from there.
const WINDOWS = new Set(['window', 'globalThis', 'self']);
const SIZES = new Set(['innerWidth', 'innerHeight']);
const TS_WRAPPERS = new Set(['TSNonNullExpression', 'TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression']);

/** The window object, seen through `window!` and `window as Window`. */
function isWindow(node) {
  let inner = node;
  while (inner && TS_WRAPPERS.has(inner.type)) inner = inner.expression;
  return Boolean(inner) && inner.type === 'Identifier' && WINDOWS.has(inner.name);
}

/** The name of a member or pattern key: `innerWidth` in `.innerWidth`, `['innerWidth']` and `{ innerWidth }`. */
function keyName(key, computed) {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Take the window's size from page-runtime's viewportSize(), not window.innerWidth/innerHeight." },
    schema: [],
    messages: {
      layoutRead:
        'Reading {{object}}.{{size}} lays the page out when it has changed since: use viewportSize() from page-runtime, kept on each resize (or useViewportWidth() in a component that follows resizes).',
    },
  },
  create(context) {
    const report = (node, object, size) => context.report({ node, messageId: 'layoutRead', data: { object, size } });
    return {
      MemberExpression(node) {
        const size = keyName(node.property, node.computed);
        if (!SIZES.has(size) || !isWindow(node.object)) return;
        // A plain write (a test giving jsdom a size) lays nothing out; `+=` reads first.
        if (node.parent.type === 'AssignmentExpression' && node.parent.left === node && node.parent.operator === '=') return;
        report(node, 'window', size);
      },
      ObjectPattern(node) {
        const source =
          node.parent.type === 'VariableDeclarator'
            ? node.parent.init
            : node.parent.type === 'AssignmentExpression'
              ? node.parent.right
              : null;
        if (!isWindow(source)) return;
        for (const property of node.properties) {
          const size = property.type === 'Property' ? keyName(property.key, property.computed) : null;
          if (SIZES.has(size)) report(property, 'window', size);
        }
      },
      // The bare globals, `innerWidth` alone, unless a local of that name hides them.
      'Program:exit'(program) {
        const globalScope = context.sourceCode.getScope(program);
        const references = [
          ...globalScope.through,
          ...globalScope.variables.filter((variable) => variable.defs.length === 0).flatMap((variable) => variable.references),
        ];
        for (const reference of references) {
          if (SIZES.has(reference.identifier.name) && reference.isRead()) report(reference.identifier, 'window', reference.identifier.name);
        }
      },
    };
  },
};
