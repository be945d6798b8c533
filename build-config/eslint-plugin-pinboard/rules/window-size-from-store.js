// On a phone, reading `window.innerWidth` or `innerHeight` makes the browser lay the page out
// first; read after the page has changed (in a render, in an observer's callback after one) it
// costs a whole layout there and then. It was a layout per grid render and a 35 ms task in the
// impression callback on the home feed (issue 17). shared-contracts' viewportSize() keeps the
// size, read once and on each resize: page code takes it from there.
const WINDOWS = new Set(['window', 'globalThis', 'self']);
const SIZES = new Set(['innerWidth', 'innerHeight']);

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Take the window's size from shared-contracts' viewportSize(), not window.innerWidth/innerHeight." },
    schema: [],
    messages: {
      layoutRead:
        'Reading {{object}}.{{size}} lays the page out when it has changed since: use viewportSize() from shared-contracts, kept on each resize (or useViewportWidth() in a component that follows resizes).',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || !SIZES.has(node.property.name)) return;
        if (node.object.type !== 'Identifier' || !WINDOWS.has(node.object.name)) return;
        // A write (a test giving jsdom a size) lays nothing out.
        if (node.parent.type === 'AssignmentExpression' && node.parent.left === node) return;
        context.report({ node, messageId: 'layoutRead', data: { object: node.object.name, size: node.property.name } });
      },
    };
  },
};
