// stylelint for every CSS file (`npm run lint:css`): the standard config, and no colour written
// anywhere but the design tokens, so every area draws from the one palette (and its dark theme).
const KEBAB_BEM = '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$';
const CAMEL = '^[a-z][a-zA-Z0-9]*$';

export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.data/**', '.e2e-artifacts/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla'],
      { message: 'Use a colour token, var(--pb-color-…), from design-tokens/tokens.css' },
    ],
    // Global stylesheets (the shell's page, the base classes): kebab-case, BEM for parts and variants.
    'selector-class-pattern': [KEBAB_BEM, { message: (name) => `Global class "${name}" should be kebab-case (block__element--modifier)` }],
  },
  overrides: [
    {
      // CSS modules: camelCase, so components read them as styles.iconButton.
      files: ['**/*.module.css'],
      rules: { 'selector-class-pattern': [CAMEL, { message: (name) => `CSS module class "${name}" should be camelCase` }] },
    },
    {
      // The one file where colours are written.
      files: ['design-tokens/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
