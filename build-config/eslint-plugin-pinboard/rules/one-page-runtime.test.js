const { untypedTester } = require('../ruleTester');
const rule = require('./one-page-runtime');

const options = [{ root: '/repo' }];

untypedTester().run('one-page-runtime', rule, {
  valid: [
    { filename: '/repo/shared-contracts/src/react/useSession.ts', code: "import { session } from '../runtime';", options },
    { filename: '/repo/shared-contracts/src/react/useSession.ts', code: "import { session } from '../runtime/index';", options },
    { filename: '/repo/shared-contracts/src/index.ts', code: "export { bus } from './runtime';", options },
    // Inside the runtime its files import each other: they are all one module to the page.
    { filename: '/repo/shared-contracts/src/runtime/session.ts', code: "import { api } from './apiClient';", options },
    { filename: '/repo/mf-feed/src/card/PinCard.tsx', code: "import { bus } from 'shared-contracts';", options },
    { filename: '/repo/shared-contracts/src/rules/badge.ts', code: "import { cutText } from './textCuts';", options },
    // A folder whose name only starts like the runtime's is not it.
    { filename: '/repo/shared-contracts/src/rules/a.ts', code: "import { x } from '../runtimeNotes/x';", options },
  ],
  invalid: [
    {
      filename: '/repo/shared-contracts/src/react/useModalDialog.ts',
      code: "import { bus } from '../runtime/eventBus';",
      options,
      errors: [{ messageId: 'deepImport', data: { source: '../runtime/eventBus', folder: '../runtime' } }],
    },
    {
      // Type-only too: one rule, no exceptions to remember.
      filename: '/repo/shared-contracts/src/rules/routes.ts',
      code: "import type { AreaName } from '../runtime/remotes';",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      filename: '/repo/shared-contracts/src/index.ts',
      code: "export * from './runtime/apiClient';",
      options,
      errors: [{ messageId: 'deepImport', data: { source: './runtime/apiClient', folder: './runtime' } }],
    },
    {
      filename: '/repo/mf-feed/src/grid/PinGrid.tsx',
      code: "import { api } from 'shared-contracts/src/runtime/apiClient';",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      filename: '/repo/scripts/x.js',
      code: "const { api } = require('../shared-contracts/src/runtime/apiClient');",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      filename: '/repo/mf-boards/src/a.ts',
      code: "const m = import('../../shared-contracts/src/runtime/session');",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
  ],
});
