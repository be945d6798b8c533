const { untypedTester } = require('../ruleTester');
const rule = require('./window-size-from-store');

untypedTester().run('window-size-from-store', rule, {
  valid: [
    'const { width } = viewportSize();',
    'const dots = carouselDotsVisible(useViewportWidth(1280));',
    // Another object's property of that name is not the window's size.
    'const w = panel.innerWidth;',
    'const { innerWidth } = panel;',
    // A local of that name hides the global.
    'const innerWidth = 3; use(innerWidth);',
    // Writes, as a test giving jsdom a size, read nothing.
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
    { code: "const w = window['innerWidth'];", errors: [{ messageId: 'layoutRead' }] },
    { code: 'const w = window!.innerWidth;', errors: [{ messageId: 'layoutRead' }] },
    { code: 'const w = (window as Window).innerHeight;', errors: [{ messageId: 'layoutRead' }] },
    { code: 'const { innerWidth, innerHeight } = window;', errors: 2 },
    { code: 'const w = innerWidth;', errors: [{ messageId: 'layoutRead', data: { object: 'window', size: 'innerWidth' } }] },
    { code: 'window.innerWidth += 1;', errors: [{ messageId: 'layoutRead' }] },
    { code: 'report({ windowWidth: window.innerWidth, windowHeight: window.innerHeight });', errors: 2 },
  ],
});
