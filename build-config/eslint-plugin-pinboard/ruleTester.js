// One RuleTester setup for the house rules' tests: TypeScript and JSX, as the areas are written.
// Jest provides describe/it, which RuleTester uses to report each case.
const path = require('node:path');
const { RuleTester } = require('eslint');
const tsParser = require('@typescript-eslint/parser');

const FIXTURES = path.join(__dirname, 'fixtures');

/** Cases parsed without type information. */
function untypedTester() {
  return new RuleTester({
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
  });
}

/** Cases parsed with the TypeScript program of fixtures/ (each case's filename is fixtures/file.tsx). */
function typedTester() {
  return new RuleTester({
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaFeatures: { jsx: true }, project: './tsconfig.json', tsconfigRootDir: FIXTURES },
    },
  });
}

const typedFile = path.join(FIXTURES, 'file.tsx');

module.exports = { untypedTester, typedTester, typedFile };
