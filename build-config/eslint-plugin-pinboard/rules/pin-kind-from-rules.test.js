const { untypedTester } = require('../ruleTester');
const rule = require('./pin-kind-from-rules');

const error = (field) => ({ messageId: 'contentDecision', data: { field } });

untypedTester().run('pin-kind-from-rules', rule, {
  valid: [
    // The rules decide; the area renders what they name.
    "const played = playbackOf(pin) === 'video' ? <VideoPlayer pin={pin} /> : null;",
    'if (isDeletedStory(pin)) render();',
    'const price = priceDisplay(productOfferOf(pin));',
    // Reading a content field to render it is no decision.
    'const pages = pin.storyPinData?.pages ?? [];',
    'const src = pin.embed.src;',
    // Other objects' fields of other names.
    'if (board.isSecret) hide();',
    "const same = pin.id === '1';",
  ],
  invalid: [
    { code: 'if (pin.storyPinData?.isDeleted) return null;', errors: [error('storyPinData')] },
    { code: 'if (pin.storyPinData) play();', errors: [error('storyPinData')] },
    { code: "const offer = pin.richSummary?.typeName === 'product' ? first(pin) : undefined;", errors: [error('richSummary')] },
    { code: 'const story = { isStoryPin: pin.storyPinData !== null };', errors: [error('storyPinData')] },
    { code: "if (pin.embed?.type === 'gif' && !isBot) gif();", errors: [error('embed')] },
    { code: 'if ((pin.carouselData?.slots.length ?? 0) > 0) slots();', errors: [error('carouselData')] },
    { code: 'const plain = !pin.isOneTap;', errors: [error('isOneTap')] },
    { code: 'const still = pin.videos ? video() : image();', errors: [error('videos')] },
  ],
});
