const { untypedTester } = require('../ruleTester');
const rule = require('./streams-in-page-runtime');

const options = [{ root: '/repo' }];

untypedTester().run('streams-in-page-runtime', rule, {
  valid: [
    { filename: '/repo/page-runtime/src/eventBus.ts', code: "import { Observable, Subject } from 'rxjs';", options },
    {
      filename: '/repo/page-runtime/src/scrollActivity.test.ts',
      code: "import { TestScheduler } from 'rxjs/testing';",
      options,
    },
    { filename: '/repo/shell/src/frame/useTypeahead.ts', code: "import { debounceTime } from 'rxjs';", options },
    { filename: '/repo/mf-feed/src/grid/useScrollActivity.ts', code: "import { windowScrollActivity$ } from 'page-runtime';", options },
    { filename: '/repo/mf-feed/src/a.ts', code: "import { x } from 'rxjs-like';", options },
  ],
  invalid: [
    {
      filename: '/repo/mf-feed/src/grid/useScrollActivity.ts',
      code: "import { fromEvent, throttleTime } from 'rxjs';",
      options,
      errors: [{ messageId: 'library', data: { source: 'rxjs' } }],
    },
    {
      // The old deep paths bundle the same code.
      filename: '/repo/mf-boards/src/a.ts',
      code: "import { map } from 'rxjs/operators';",
      options,
      errors: [{ messageId: 'library', data: { source: 'rxjs/operators' } }],
    },
    {
      // shared-contracts is bundled into each area (its rules): not the runtime.
      filename: '/repo/shared-contracts/src/rules/shoppingIndicator.ts',
      code: "import { timer } from 'rxjs';",
      options,
      errors: [{ messageId: 'library' }],
    },
    {
      filename: '/repo/mf-business/src/a.ts',
      code: "import type { Observable } from 'rxjs';",
      options,
      errors: [{ messageId: 'library' }],
    },
    { filename: '/repo/mf-closeup/src/a.ts', code: "const rx = import('rxjs');", options, errors: [{ messageId: 'library' }] },
    { filename: '/repo/shell-like/src/a.ts', code: "export { map } from 'rxjs';", options, errors: [{ messageId: 'library' }] },
  ],
});
