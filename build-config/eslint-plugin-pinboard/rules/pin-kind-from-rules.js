// What kind of pin a pin is (a video, a GIF, a story, a carousel, a product with its offer, a
// one-tap pin) is the spec's product rule, in a priority order: it lives once, in shared-contracts
// (contentTypeOf, playbackOf, isStoryPin, productOfferOf ...), and areas call it. An area may read
// a pin's content fields to render them (a story's pages, a video's variants), but a decision made
// on one of them (a condition, a comparison, a negation) restates the rule, and the closeup once
// played a story before a video that way.

const CONTENT_FIELDS = new Set(['videos', 'embed', 'storyPinData', 'richSummary', 'carouselData', 'isOneTap']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

/** The content field a member chain reads (pin.storyPinData?.isDeleted reads storyPinData), or null. */
function contentFieldOf(node) {
  let current = node;
  while (current) {
    if (current.type === 'ChainExpression') current = current.expression;
    else if (current.type === 'MemberExpression') {
      if (!current.computed && current.property.type === 'Identifier' && CONTENT_FIELDS.has(current.property.name)) return current;
      current = current.object;
    } else return null;
  }
  return null;
}

module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: "Decide what kind of pin a pin is with shared-contracts' rules, not its content fields." },
    schema: [],
    messages: {
      contentDecision:
        "A decision on the pin's {{field}} restates the content-type rule: call it from shared-contracts (contentTypeOf, playbackOf, isStoryPin, isDeletedStory, carouselSlotsOf, productOfferOf).",
    },
  },
  create(context) {
    const reported = new Set();
    const check = (node) => {
      if (!node) return;
      const field = contentFieldOf(node);
      if (!field || reported.has(field)) return;
      reported.add(field);
      context.report({ node: field, messageId: 'contentDecision', data: { field: field.property.name } });
    };
    /** Every member chain in a condition: its operands through !, &&, ||, ?? and comparisons. */
    const checkCondition = (node) => {
      if (!node) return;
      if (node.type === 'LogicalExpression' || node.type === 'BinaryExpression') {
        checkCondition(node.left);
        checkCondition(node.right);
      } else if (node.type === 'UnaryExpression' && node.operator === '!') checkCondition(node.argument);
      else check(node);
    };
    return {
      IfStatement: (node) => checkCondition(node.test),
      ConditionalExpression: (node) => checkCondition(node.test),
      BinaryExpression(node) {
        if (!EQUALITY.has(node.operator)) return;
        check(node.left);
        check(node.right);
      },
      UnaryExpression(node) {
        if (node.operator === '!') check(node.argument);
      },
    };
  },
};
