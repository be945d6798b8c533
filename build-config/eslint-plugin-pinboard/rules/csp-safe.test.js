const { untypedTester } = require('../ruleTester');
const rule = require('./csp-safe');

untypedTester().run('csp-safe', rule, {
  valid: [
    'const card = <div className={styles.card} style={{ height: 10 }} />;',
    "const link = document.createElement('link');",
    // A script file loaded at run time (the federation runtime's entry) is not inline.
    "const entry = document.createElement('script'); entry.src = url;",
    'setTimeout(() => done(), 10);',
    "element.setAttribute('aria-busy', 'true');",
    // No markup at all: the element's inside is left to code outside the React tree.
    "const slot = <div dangerouslySetInnerHTML={{ __html: '' }} />;",
  ],
  invalid: [
    {
      code: "const s = document.createElement('style');",
      errors: [{ messageId: 'injectedElement', data: { tag: 'style', what: 'styles' } }],
    },
    { code: "const s = document.createElement('STYLE');", errors: [{ messageId: 'injectedElement' }] },
    { code: 'const s = <script>{code}</script>;', errors: [{ messageId: 'injectedElement', data: { tag: 'script', what: 'script' } }] },
    { code: 'const s = <style>{css}</style>;', errors: [{ messageId: 'injectedElement' }] },
    { code: "node.setAttribute('style', 'color: red');", errors: [{ messageId: 'styleText' }] },
    { code: "node.style.cssText = 'color: red';", errors: [{ messageId: 'styleText' }] },
    { code: 'sheet.insertRule(rule);', errors: [{ messageId: 'styleText' }] },
    { code: "eval('1 + 1');", errors: [{ messageId: 'evaluated' }] },
    { code: "const f = new Function('return 1');", errors: [{ messageId: 'evaluated' }] },
    { code: "setTimeout('tick()', 10);", errors: [{ messageId: 'evaluated' }] },
    { code: 'const d = <div dangerouslySetInnerHTML={{ __html: html }} />;', errors: [{ messageId: 'innerHtml' }] },
    { code: "const d = <div dangerouslySetInnerHTML={{ __html: ' ' }} />;", errors: [{ messageId: 'innerHtml' }] },
    { code: 'const d = <div dangerouslySetInnerHTML={EMPTY} />;', errors: [{ messageId: 'innerHtml' }] },
    { code: "const d = <div dangerouslySetInnerHTML={{ __html: '', extra }} />;", errors: [{ messageId: 'innerHtml' }] },
  ],
});
