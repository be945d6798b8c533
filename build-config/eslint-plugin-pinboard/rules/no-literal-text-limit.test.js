const { typedFile, typedTester, untypedTester } = require('../ruleTester');
const rule = require('./no-literal-text-limit');

untypedTester().run('no-literal-text-limit (untyped)', rule, {
  valid: [
    'const ok = <input maxLength={TEXT_LIMITS.boardTitle} />;',
    'const ok = title.length > TEXT_LIMITS.boardTitle;',
    'const ok = cutText(name, TEXT_CUTS.overlayName);',
    'const empty = title.length === 0;',
    'const one = items.length > 1;',
    'const tail = text.slice(3);',
  ],
  invalid: [
    { code: 'const c = <input maxLength={50} />;', errors: [{ messageId: 'literalLimit', data: { value: '50', kind: 'limit' } }] },
    { code: 'const c = <textarea maxLength="500" />;', errors: [{ messageId: 'literalLimit' }] },
    { code: 'const tooLong = title.length > 50;', errors: [{ messageId: 'literalLimit', data: { value: '50', kind: 'limit' } }] },
    { code: 'const tooLong = 500 <= text.length;', errors: [{ messageId: 'literalLimit' }] },
    { code: 'const shown = name.slice(0, 22);', errors: [{ messageId: 'literalLimit', data: { value: '22', kind: 'cut' } }] },
    { code: 'const shown = name.substring(0, 27);', errors: [{ messageId: 'literalLimit' }] },
  ],
});

typedTester().run('no-literal-text-limit (typed)', rule, {
  valid: [
    // An array's slice and length are not text rules.
    { filename: typedFile, code: 'declare const covers: string[]; const shown = covers.slice(0, 3); const many = covers.length > 3;' },
  ],
  invalid: [
    {
      filename: typedFile,
      code: 'declare const boardName: string; const shown = boardName.slice(0, 22);',
      errors: [{ messageId: 'literalLimit' }],
    },
    { filename: typedFile, code: "const title: string = 'x'; const bad = title.length > 50;", errors: [{ messageId: 'literalLimit' }] },
  ],
});
