// An answer's type comes from the API contract in shared-contracts, which the client and the
// server's routes both use. An area that writes `client.read<ApiBoard[]>(…)` or `… as ApiPin[]`
// claims a type the server never promised, and a field renamed on the server would still compile.

const CLIENT_METHODS = new Set(['read', 'write', 'send']);

function isClientCall(node) {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    node.callee.property.type === 'Identifier' &&
    CLIENT_METHODS.has(node.callee.property.name)
  );
}

/** The client call an asserted expression comes from: `await x.read()`, `(await x.read()).data`, `x.read().then(...)`. */
function clientCallIn(node) {
  let current = node;
  for (;;) {
    if (current.type === 'AwaitExpression' || current.type === 'ChainExpression') current = current.argument ?? current.expression;
    else if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression' && !isClientCall(current) && current.callee.type === 'MemberExpression')
      current = current.callee.object;
    else break;
  }
  return isClientCall(current) ? current : null;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'No type argument on an API client call and no assertion on its answer: the contract types it.' },
    schema: [],
    messages: {
      typeArgument: 'The API contract types this answer: remove the type argument and let the resource name infer it.',
      assertion: "This asserts the API's answer type: the contract in shared-contracts types it (add or fix the resource there).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isClientCall(node) && node.typeArguments) context.report({ node: node.typeArguments, messageId: 'typeArgument' });
      },
      'TSAsExpression, TSTypeAssertion'(node) {
        if (
          node.typeAnnotation.type === 'TSTypeReference' &&
          node.typeAnnotation.typeName.type === 'Identifier' &&
          node.typeAnnotation.typeName.name === 'const'
        )
          return;
        if (clientCallIn(node.expression)) context.report({ node, messageId: 'assertion' });
      },
    };
  },
};
