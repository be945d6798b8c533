const { untypedTester } = require('../ruleTester');
const rule = require('./window-size-from-store');

untypedTester().run('window-size-from-store', rule, {
  valid: [
    'const { width } = viewportSize();',
    'const dots = carouselDotsVisible(useViewportWidth(1280));',
    // Other things named so, and measured boxes, are not the window's size.
    'const w = panel.innerWidth;',
    'const w = document.documentElement.clientWidth;',
    'window.innerWidth = 400;',
    "Object.defineProperty(window, 'innerWidth', { value: 400 });",
  ],
  invalid: [
    {
      code: 'const wide = window.innerWidth >= 768;',
      errors: [{ messageId: 'layoutRead', data: { object: 'window', size: 'innerWidth' } }],
    },
    { code: 'const h = window.innerHeight - top;', errors: [{ messageId: 'layoutRead', data: { object: 'window', size: 'innerHeight' } }] },
    { code: 'const w = globalThis.innerWidth;', errors: [{ messageId: 'layoutRead' }] },
    { code: 'const w = self.innerWidth;', errors: [{ messageId: 'layoutRead' }] },
    { code: 'report({ windowWidth: window.innerWidth, windowHeight: window.innerHeight });', errors: 2 },
  ],
});
