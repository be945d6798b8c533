const { untypedTester } = require('../ruleTester');
const rule = require('./one-query-library');

const options = [{ root: '/repo' }];

untypedTester().run('one-query-library', rule, {
  valid: [
    {
      filename: '/repo/mf-feed/src/search/useSearchResults.ts',
      code: "import { useInfiniteQuery } from 'react-kit';",
      options,
    },
    // The one file that re-exports the library for the page.
    { filename: '/repo/react-kit/src/queryLibrary.ts', code: "export { useQuery } from '@tanstack/react-query';", options },
    { filename: '/repo/react-kit/src/QueryRoot.tsx', code: "import { QueryClientProvider } from './queryLibrary';", options },
    { filename: '/repo/mf-feed/src/a.ts', code: "import { x } from '@tanstackish/query';", options },
  ],
  invalid: [
    {
      // An add-on imports the library itself, so it would bring the second copy along.
      filename: '/repo/mf-feed/src/a.ts',
      code: "import { ReactQueryDevtools } from '@tanstack/react-query-devtools';",
      options,
      errors: [{ messageId: 'library', data: { source: '@tanstack/react-query-devtools' } }],
    },
    {
      filename: '/repo/mf-boards/src/data/useRead.ts',
      code: "import { useQueryClient } from '@tanstack/react-query';",
      options,
      errors: [{ messageId: 'library', data: { source: '@tanstack/react-query' } }],
    },
    {
      // Types too: one rule, no exceptions to remember.
      filename: '/repo/mf-business/src/data/businessRead.ts',
      code: "import type { UseQueryResult } from '@tanstack/react-query';",
      options,
      errors: [{ messageId: 'library' }],
    },
    {
      filename: '/repo/react-kit/src/queryCache.ts',
      code: "import { QueryClient } from '@tanstack/query-core';",
      options,
      errors: [{ messageId: 'library', data: { source: '@tanstack/query-core' } }],
    },
    {
      filename: '/repo/shell/src/bootstrap.tsx',
      code: "import '@tanstack/react-query';",
      options,
      errors: [{ messageId: 'library' }],
    },
    {
      filename: '/repo/mf-feed/src/a.ts',
      code: "const m = import('@tanstack/react-query/build/modern/index.js');",
      options,
      errors: [{ messageId: 'library' }],
    },
    {
      filename: '/repo/mf-feed/src/a.ts',
      code: "export { useQuery } from '@tanstack/react-query';",
      options,
      errors: [{ messageId: 'library' }],
    },
  ],
});
