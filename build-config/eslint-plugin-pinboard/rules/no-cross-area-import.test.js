const { untypedTester } = require('../ruleTester');
const rule = require('./no-cross-area-import');

const root = '/repo';
const options = [{ root }];

untypedTester().run('no-cross-area-import', rule, {
  valid: [
    { filename: '/repo/mf-feed/src/card/PinCard.tsx', code: "import { bus } from 'shared-contracts';", options },
    { filename: '/repo/mf-feed/src/card/PinCard.tsx', code: "import { useGrid } from '../grid/GridContext';", options },
    { filename: '/repo/mf-feed/src/card/PinCard.tsx', code: "import React from 'react';", options },
    { filename: '/repo/shell/src/bootstrap.tsx', code: "import('./bootstrap');", options },
    { filename: '/repo/mf-boards/src/x.ts', code: "export { a } from './a';", options },
    { filename: '/repo/e2e/specs/feed.e2e.test.ts', code: "import { seeded } from '../support/seededData';", options },
  ],
  invalid: [
    {
      filename: '/repo/mf-boards/src/board/BoardPage.tsx',
      code: "import { PinGrid } from '../../../mf-feed/src/grid/PinGrid';",
      options,
      errors: [{ messageId: 'crossArea', data: { source: '../../../mf-feed/src/grid/PinGrid', target: 'mf-feed', own: 'mf-boards' } }],
    },
    { filename: '/repo/mf-closeup/src/a.tsx', code: "import { x } from 'mf-feed/src/x';", options, errors: [{ messageId: 'crossArea' }] },
    {
      filename: '/repo/mf-feed/src/a.tsx',
      code: "import { AreaFailure } from '../../shell/src/AreaFailure';",
      options,
      errors: [{ messageId: 'crossArea' }],
    },
    {
      filename: '/repo/shared-contracts/src/a.ts',
      code: "export * from '../../mf-boards/src/save/saveOutcome';",
      options,
      errors: [{ messageId: 'crossArea' }],
    },
    {
      filename: '/repo/mf-feed/src/a.tsx',
      code: "const m = import('../../mf-business/src/app');",
      options,
      errors: [{ messageId: 'crossArea' }],
    },
    { filename: '/repo/mf-feed/src/a.js', code: "const m = require('shell');", options, errors: [{ messageId: 'crossArea' }] },
  ],
});
