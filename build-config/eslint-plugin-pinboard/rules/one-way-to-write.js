// Every write a component makes is one useApiMutation (its busy flag, the error in a person's words,
// the reads it changes invalidated) or one bus command, never the API client called from a click or
// an effect with busy and error state of its own. So the client's write, upload, and send on a route
// that is not a GET are allowed only in a function handed to useApiMutation, or to a hook or a
// component prop that runs it as one (named in the options: a form's submit, a dialog's confirm).
// The modules that run a bus command's writes outside React are left out where the rule is turned
// on (eslint.config.mjs), each with its reason.

const WRITES = new Set(['write', 'upload', 'send']);
const DEFAULTS = { clients: ['client', 'api'], hooks: ['useApiMutation'], props: {} };

/** The name a call's receiver goes by: `client.write`, `deps.client.write`, `useDeps().client.write`. */
function receiverName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return null;
}

/** A send is a read when its route is a literal GET ('GET /v3/offsite/'); any other route, or one not written out, is a write. */
function isRead(call) {
  const route = call.arguments[0];
  return route !== undefined && route.type === 'Literal' && typeof route.value === 'string' && route.value.startsWith('GET ');
}

function isFunction(node) {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Call the API client's write, upload or non-GET send only in a function run as one useApiMutation." },
    schema: [
      {
        type: 'object',
        properties: {
          clients: { type: 'array', items: { type: 'string' } },
          hooks: { type: 'array', items: { type: 'string' } },
          props: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      directWrite:
        "'{{receiver}}.{{method}}' writes outside useApiMutation: make it one useApiMutation (busy and error come from it) or one bus command.",
    },
  },
  create(context) {
    const options = { ...DEFAULTS, ...context.options[0] };
    const clients = new Set(options.clients);
    const hooks = new Set(options.hooks);

    /** `node` (a function, or a name for one) is handed to a writer: useApiMutation(fn), <ConfirmDialog onConfirm={fn} />. */
    const handedToWriter = (node) => {
      const parent = node.parent;
      if (parent.type === 'CallExpression')
        return parent.arguments[0] === node && parent.callee.type === 'Identifier' && hooks.has(parent.callee.name);
      if (parent.type !== 'JSXExpressionContainer' || parent.parent.type !== 'JSXAttribute') return false;
      const attribute = parent.parent;
      const element = attribute.parent.name;
      return (
        element.type === 'JSXIdentifier' &&
        Object.hasOwn(options.props, element.name) &&
        options.props[element.name].includes(attribute.name.name)
      );
    };

    /** A function run as a mutation: handed to a writer itself, or a const every use of which is. */
    const runAsMutation = (fn) => {
      if (handedToWriter(fn)) return true;
      const declarator = fn.type === 'FunctionDeclaration' ? fn : fn.parent;
      const name =
        declarator === fn
          ? fn.id?.name
          : declarator.type === 'VariableDeclarator' && declarator.init === fn && declarator.id.type === 'Identifier'
            ? declarator.id.name
            : undefined;
      if (name === undefined) return false;
      const variable = context.sourceCode.getDeclaredVariables(declarator).find((declared) => declared.name === name);
      const uses = variable ? variable.references.filter((reference) => !reference.init) : [];
      return uses.length > 0 && uses.every((reference) => handedToWriter(reference.identifier));
    };

    const insideMutation = (node) => {
      for (let current = node.parent; current; current = current.parent) if (isFunction(current) && runAsMutation(current)) return true;
      return false;
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!WRITES.has(method)) return;
        const receiver = receiverName(callee.object);
        if (receiver === null || !clients.has(receiver)) return;
        if (method === 'send' && isRead(node)) return;
        if (insideMutation(node)) return;
        context.report({ node, messageId: 'directWrite', data: { receiver, method } });
      },
    };
  },
};
