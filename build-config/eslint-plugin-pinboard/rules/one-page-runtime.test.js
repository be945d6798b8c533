const { untypedTester } = require('../ruleTester');
const rule = require('./one-page-runtime');

const options = [{ root: '/repo' }];

untypedTester().run('one-page-runtime', rule, {
  valid: [
    { filename: '/repo/react-kit/src/useSession.ts', code: "import { session } from 'page-runtime';", options },
    { filename: '/repo/mf-feed/src/card/PinCard.tsx', code: "import { bus } from 'page-runtime';", options },
    // Inside the runtime its files import each other: they are all one module to the page.
    { filename: '/repo/page-runtime/src/session.ts', code: "import { api } from './apiClient';", options },
    { filename: '/repo/shared-contracts/src/rules/badge.ts', code: "import { cutText } from './textCuts';", options },
    // A package whose name only starts like the runtime's is not it.
    { filename: '/repo/mf-feed/src/a.ts', code: "import { x } from 'page-runtime-notes/x';", options },
    { filename: '/repo/mf-feed/src/a.ts', code: "import { x } from '../../page-runtime-notes/src/x';", options },
  ],
  invalid: [
    {
      filename: '/repo/react-kit/src/useModalDialog.ts',
      code: "import { bus } from 'page-runtime/src/eventBus';",
      options,
      errors: [{ messageId: 'deepImport', data: { source: 'page-runtime/src/eventBus' } }],
    },
    {
      // Type-only too: one rule, no exceptions to remember.
      filename: '/repo/shared-contracts/src/rules/routes.ts',
      code: "import type { ApiClient } from '../../../page-runtime/src/apiClient';",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      // The package's own entry, by path, is still a second copy: the page shares it by name.
      filename: '/repo/react-kit/src/index.ts',
      code: "export * from '../../page-runtime/src/index';",
      options,
      errors: [{ messageId: 'deepImport', data: { source: '../../page-runtime/src/index' } }],
    },
    {
      filename: '/repo/scripts/x.js',
      code: "const { api } = require('../page-runtime/src/apiClient');",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      filename: '/repo/mf-boards/src/a.ts',
      code: "const m = import('page-runtime/src/session');",
      options,
      errors: [{ messageId: 'deepImport' }],
    },
  ],
});
