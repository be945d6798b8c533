// The spec's text limits and cuts (board title 50, description 500, overlay name 22 ...) are
// product rules: they live once, in shared-contracts, and every area calls them. Outside it, a
// number written straight into a length check, a text cut or a field's maxLength is a rule
// restated, and drifts the day the spec changes. With type information, only string lengths and
// string cuts are checked (an array's slice(0, 3) is not a text rule).

const CUT_METHODS = new Set(['slice', 'substring', 'substr']);
const LIMIT_ATTRIBUTES = new Set(['maxLength', 'minLength']);
const COMPARISONS = new Set(['<', '<=', '>', '>=', '===', '!==', '==', '!=']);

function isNumber(node) {
  return node && node.type === 'Literal' && typeof node.value === 'number';
}

module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No literal text limit or cut outside shared-contracts: call the rule that holds it.' },
    schema: [],
    messages: {
      literalLimit:
        '{{value}} is a text {{kind}} written here: take it from the rule in shared-contracts (TEXT_LIMITS, TEXT_CUTS, cutText ...).',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services && services.program ? services.program.getTypeChecker() : null;

    /** Whether an expression is a string; without type information, assume it may be. */
    const isString = (node) => {
      if (!checker) return true;
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
      const text = checker.typeToString(checker.getBaseTypeOfLiteralType(type));
      return text === 'string';
    };
    const report = (node, kind) => context.report({ node, messageId: 'literalLimit', data: { value: String(node.value), kind } });

    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !LIMIT_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value;
        if (value && value.type === 'JSXExpressionContainer' && isNumber(value.expression)) report(value.expression, 'limit');
        else if (value && value.type === 'Literal' && /^\d+$/.test(String(value.value)))
          context.report({ node: value, messageId: 'literalLimit', data: { value: String(value.value), kind: 'limit' } });
      },
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        for (const [side, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const isLength =
            side.type === 'MemberExpression' && !side.computed && side.property.type === 'Identifier' && side.property.name === 'length';
          if (isLength && isNumber(other) && other.value > 1 && isString(side.object)) report(other, 'limit');
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.computed ||
          callee.property.type !== 'Identifier' ||
          !CUT_METHODS.has(callee.property.name)
        )
          return;
        const [start, end] = node.arguments;
        if (isNumber(start) && start.value === 0 && isNumber(end) && end.value > 1 && isString(callee.object)) report(end, 'cut');
      },
    };
  },
};
