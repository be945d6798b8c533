// An interactive element inside another one is announced and focused unpredictably (a focusable
// card that wraps its own links and buttons reads as one long control, and a click on the inner
// one also reaches the outer). Controls are siblings. The rule sees one JSX tree at a time: a
// component rendered inside a button is not followed into.

const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary']);
const INTERACTIVE_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'switch',
  'tab',
  'textbox',
  'combobox',
  'slider',
  'spinbutton',
  'searchbox',
  'treeitem',
  'gridcell',
]);

function attribute(opening, name) {
  return opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);
}

/** The attribute's value when it is a literal (string, or a number in braces); undefined otherwise. */
function literalValue(attr) {
  if (!attr || !attr.value) return undefined;
  if (attr.value.type === 'Literal') return attr.value.value;
  if (attr.value.type === 'JSXExpressionContainer') {
    const expression = attr.value.expression;
    if (expression.type === 'Literal') return expression.value;
    if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal')
      return -expression.argument.value;
  }
  return undefined;
}

/** Why an element is interactive, or null. */
function interactiveReason(opening) {
  if (opening.name.type !== 'JSXIdentifier') return null;
  const tag = opening.name.name;
  const isIntrinsic = tag[0] === tag[0].toLowerCase();
  if (!isIntrinsic) return null;
  const role = literalValue(attribute(opening, 'role'));
  if (typeof role === 'string' && INTERACTIVE_ROLES.has(role)) return `role="${role}"`;
  if (tag === 'input' && literalValue(attribute(opening, 'type')) === 'hidden') return null;
  if (tag === 'a') return attribute(opening, 'href') ? '<a href>' : null;
  if (INTERACTIVE_TAGS.has(tag)) return `<${tag}>`;
  const tabIndex = attribute(opening, 'tabIndex');
  if (tabIndex) {
    const value = literalValue(tabIndex);
    if (typeof value !== 'number' || value >= 0) return 'tabIndex';
  }
  return null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'No interactive element (link, button, field, focusable or interactive role) inside another one.' },
    schema: [],
    messages: {
      nested: '{{inner}} is inside {{outer}}: make the controls siblings, so each is reached and announced on its own.',
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        const inner = interactiveReason(node);
        if (!inner) return;
        // Walk up through JSX (and the expressions that hold JSX, like `cond && <a/>`).
        let current = node.parent.parent;
        while (current) {
          if (current.type === 'JSXElement') {
            const outer = interactiveReason(current.openingElement);
            if (outer) {
              context.report({ node, messageId: 'nested', data: { inner, outer } });
              return;
            }
          } else if (
            current.type !== 'JSXExpressionContainer' &&
            current.type !== 'JSXFragment' &&
            current.type !== 'LogicalExpression' &&
            current.type !== 'ConditionalExpression' &&
            // items.map((item) => <a />) inside the outer element
            current.type !== 'ArrowFunctionExpression' &&
            current.type !== 'CallExpression'
          ) {
            return;
          }
          current = current.parent;
        }
      },
    };
  },
};
