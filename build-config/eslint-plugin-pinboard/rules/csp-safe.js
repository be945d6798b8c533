// The site runs under a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'):
// styles are CSS files built by webpack, scripts are files. Anything that injects a <style>,
// renders an inline <script> or <style>, writes a style attribute as text, or evaluates a string
// would need the policy relaxed. (React's style prop is set through the CSSOM, which the policy
// allows; a <script src> made at run time, as the federation runtime does, is a file.)

const INJECTED_TAGS = new Set(['style', 'script']);

function stringArgument(node, index) {
  const argument = node.arguments[index];
  return argument && argument.type === 'Literal' && typeof argument.value === 'string' ? argument.value.toLowerCase() : null;
}

/**
 * `{{ __html: '' }}` written out: no markup at all. It leaves an element's inside to code outside
 * the React tree (another area's grid hydrating the server's markup there), and injects nothing.
 */
function isEmptyMarkup(value) {
  const object = value && value.type === 'JSXExpressionContainer' ? value.expression : null;
  if (!object || object.type !== 'ObjectExpression' || object.properties.length !== 1) return false;
  const [property] = object.properties;
  return (
    property.type === 'Property' &&
    !property.computed &&
    ((property.key.type === 'Identifier' && property.key.name === '__html') ||
      (property.key.type === 'Literal' && property.key.value === '__html')) &&
    property.value.type === 'Literal' &&
    property.value.value === ''
  );
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing that a strict Content-Security-Policy refuses: injected <style> or <script>, style text, eval.' },
    schema: [],
    messages: {
      injectedElement: 'A <{{tag}}> made at run time needs unsafe-inline: put the {{what}} in a file the build emits.',
      styleText: 'Style text set at run time needs unsafe-inline: use a class from the CSS file beside the component.',
      evaluated: 'Evaluating a string needs unsafe-eval.',
      innerHtml: 'dangerouslySetInnerHTML bypasses escaping and the policy: render elements instead.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && callee.name === 'eval') context.report({ node, messageId: 'evaluated' });
        if (
          callee.type === 'Identifier' &&
          (callee.name === 'setTimeout' || callee.name === 'setInterval') &&
          stringArgument(node, 0) !== null
        ) {
          context.report({ node, messageId: 'evaluated' });
        }
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method === 'createElement' && stringArgument(node, 0) === 'style') {
          context.report({ node, messageId: 'injectedElement', data: { tag: 'style', what: 'styles' } });
        }
        if (method === 'setAttribute' && stringArgument(node, 0) === 'style') context.report({ node, messageId: 'styleText' });
        if (method === 'insertRule' || method === 'replaceSync') context.report({ node, messageId: 'styleText' });
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Function') context.report({ node, messageId: 'evaluated' });
      },
      AssignmentExpression(node) {
        const target = node.left;
        if (
          target.type === 'MemberExpression' &&
          !target.computed &&
          target.property.type === 'Identifier' &&
          target.property.name === 'cssText'
        ) {
          context.report({ node, messageId: 'styleText' });
        }
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && INJECTED_TAGS.has(node.name.name)) {
          context.report({
            node,
            messageId: 'injectedElement',
            data: { tag: node.name.name, what: node.name.name === 'style' ? 'styles' : 'script' },
          });
        }
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'dangerouslySetInnerHTML' && !isEmptyMarkup(node.value))
          context.report({ node, messageId: 'innerHtml' });
      },
    };
  },
};
