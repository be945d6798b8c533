// Pinboard's house rules as ESLint rules, each with its RuleTester tests beside it. The flat config
// at the repository's root turns them on for the packages each applies to.
module.exports = {
  meta: { name: 'eslint-plugin-pinboard', version: '1.0.0' },
  rules: {
    'no-cross-area-import': require('./rules/no-cross-area-import'),
    'no-nested-interactive': require('./rules/no-nested-interactive'),
    'no-literal-text-limit': require('./rules/no-literal-text-limit'),
    'pin-kind-from-rules': require('./rules/pin-kind-from-rules'),
    'no-api-answer-assertion': require('./rules/no-api-answer-assertion'),
    'csp-safe': require('./rules/csp-safe'),
    'one-page-runtime': require('./rules/one-page-runtime'),
    'one-query-library': require('./rules/one-query-library'),
    'streams-in-page-runtime': require('./rules/streams-in-page-runtime'),
    'window-size-from-store': require('./rules/window-size-from-store'),
    'one-way-to-write': require('./rules/one-way-to-write'),
  },
};
