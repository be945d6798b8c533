// One lint for every package: typescript-eslint with type information, React's hook rules,
// jsx-a11y, Prettier's formatting (checked by `prettier --check`, so no style rule here fights it)
// and the house rules in build-config/eslint-plugin-pinboard.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import pinboard from './build-config/eslint-plugin-pinboard/index.js';

const AREAS = ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business'];
const areaSources = AREAS.map((area) => `${area}/src/**/*.{ts,tsx}`);
const browserSources = [
  ...areaSources,
  'shell/src/**/*.{ts,tsx}',
  'shared-contracts/src/**/*.{ts,tsx}',
  'page-runtime/src/**/*.{ts,tsx}',
  'react-kit/src/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.data/',
      'coverage/',
      '.e2e-artifacts/',
      // Other areas' published types, extracted from their builds (scripts/remoteTypes.mjs).
      '.mf-types/',
      // The declarations the API reports are made from (scripts/apiReport.mjs).
      '.api-report/',
      'build-config/eslint-plugin-pinboard/fixtures/',
      // Generated from the migrations (npm run api-tables), checked by apiTables.test.ts.
      'api/src/storage/sql/apiTables.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // Off: implementations of promise-returning interfaces (Storage over synchronous SQLite,
      // single-spa lifecycles, fastify handlers, test doubles) are async without awaiting, and the
      // rule would wrap each return in Promise.resolve. Promises left floating or passed where a
      // void callback goes are still caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // Props and other interfaces declare callbacks as properties, so passing one on is safe.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
    },
  },
  {
    // Node programs print to the terminal: that is their job.
    files: ['scripts/**', '.ci/**', 'build-config/**', 'shell/server/**', 'api/bench/**', 'e2e/**', '**/*.config.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    // webdriverio's chainable elements (browser.$(...)) are awaited as its documentation shows:
    // thenables at run time, typed without a `then`.
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/await-thenable': 'off' },
  },
  {
    // Jest's asymmetric matchers (expect.any, expect.stringMatching ...) are typed `any` by Jest
    // itself, so every object a test matches against would be an unsafe assignment.
    files: ['**/*.test.{ts,tsx}', 'api/src/testing/**', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Compile-time tests: each line under @ts-expect-error is an error on purpose.
    files: ['**/*.typetest.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Plain JavaScript (build scripts, configs, the lint plugin) is outside the TypeScript program.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['build-config/**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Functions these scripts send into the page (browser.execute) run in the browser.
    files: ['scripts/bench-*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: browserSources,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, pinboard },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A component's autoFocus prop is not the DOM attribute; the DOM ones are checked.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'pinboard/no-cross-area-import': ['error', { areas: [...AREAS, 'shell'] }],
      'pinboard/no-nested-interactive': 'error',
      'pinboard/csp-safe': 'error',
      'pinboard/no-api-answer-assertion': 'error',
    },
  },
  {
    // Product rules live in shared-contracts; areas and the shell call them.
    files: [...areaSources, 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'pinboard/no-literal-text-limit': 'error', 'pinboard/pin-kind-from-rules': 'error' },
  },
  {
    // Every write is one useApiMutation (busy, the error, invalidation) or one bus command. A form's
    // submit (useAccountSubmit, BoardForm) and a confirm dialog run what they are given as one.
    files: [...areaSources, 'shell/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // The save commands' calls and job, run by the boards area's handlers of 'pin/save' and 'pin/unsave' (SaveFlowLayer).
      'mf-boards/src/save/saveCalls.ts',
      'mf-boards/src/save/saveJob.ts',
      // createBoard names the account acted as with page-runtime's actingAs (the session's); its
      // callers run it inside a mutation (BoardForm's submit, the picker's job).
      'mf-boards/src/boards/boardCalls.ts',
      // A pin's feedback calls, run by the feed's handlers of pin/hide, pin/unhide, pin/report and
      // pin/unreport (PinFeedbackLayer) and inside its card's and report dialog's mutations.
      'mf-feed/src/feedback/pinFeedbackCalls.ts',
      // Logs nobody waits for (spec section 4's right click; the event log's batches), sent outside React.
      'mf-feed/src/card/rightClickTracking.ts',
      'shell/src/eventTransport.ts',
    ],
    plugins: { pinboard },
    rules: {
      'pinboard/one-way-to-write': [
        'error',
        { hooks: ['useApiMutation', 'useAccountSubmit'], props: { BoardForm: ['onSubmit'], ConfirmDialog: ['onConfirm'] } },
      ],
    },
  },
  {
    // Page code takes the window's size from the store kept on resize (no layout read); tests give
    // jsdom a size, and the store itself reads the window.
    files: browserSources,
    ignores: ['**/*.test.{ts,tsx}', 'test-support/src/**', 'page-runtime/src/viewportSize.ts'],
    plugins: { pinboard },
    rules: { 'pinboard/window-size-from-store': 'error' },
  },
  {
    // The page shares the page runtime as one module, so no file reaches into its package,
    // and the query library inside react-kit, so no file imports the library itself;
    // rxjs is bundled inside the runtime, so only the runtime and the shell built with it import it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { pinboard },
    rules: { 'pinboard/one-page-runtime': 'error', 'pinboard/one-query-library': 'error', 'pinboard/streams-in-page-runtime': 'error' },
  },
  {
    // Storage is the layer under the server: it answers domain results and asks the server's
    // policies (OutboundLink) through what it is given, never by importing them.
    files: ['api/src/storage/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/*', '**/routes/*'], message: 'storage may not depend on the server: take what it needs as a parameter' },
          ],
        },
      ],
    },
  },
  {
    // The API serves every area and may not depend on one either.
    files: ['api/**/*.ts', 'platform/**/*.ts', 'shell/server/**/*.ts'],
    plugins: { pinboard },
    rules: { 'pinboard/no-cross-area-import': ['error', { areas: AREAS }] },
  },
  prettier,
);
