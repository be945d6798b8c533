// Unit and component tests of every package; the end-to-end suites have their own config in e2e/.
const fs = require('node:fs');
const path = require('node:path');
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const common = {
  // CSS modules map to the class names the build gives them (build-config/cssModuleNames.js).
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc, '^.+\\.module\\.css$': '<rootDir>/build-config/cssModuleTransform.js' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/', '<rootDir>/.e2e-artifacts/'],
  // The house lint rules' RuleTester cases are plain CommonJS: no transform.
  // cookie 2 (in Fastify's inject, which the edge server uses for the document's first read) ships
  // only as ES modules: it is compiled like our own code. So do the audited hashing and base32 packages otplib (two-factor
  // codes) is built on, and Kysely from 0.29.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@noble|@scure|@otplib|kysely)/)', '/build-config/eslint-plugin-pinboard/'],
  // The edge server imports ESM-style; Jest resolves its extensionless sources directly.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // Also in 'unit', whose files may ask for jsdom with a docblock.
};
// The API suites that run on a real API (api/src/testing/testApi.ts) run on both stores: in 'unit'
// on SQLite and again in 'api-postgres' on PostgreSQL, by configuration rather than copies (issue
// 22). Pure unit tests, which never open a database, run once; so do the suites about one store's
// own parts (api/src/storage/sqlite/, api/src/storage/postgres/, which open storage directly).
const API_SRC = path.join(__dirname, 'api', 'src');
const apiSuitesOnAStore = fs
  .readdirSync(API_SRC, { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join(API_SRC, file))
  .filter((file) => !/[/\\]storage[/\\](sqlite|postgres)[/\\]/.test(file) && /\btestApi\b/.test(fs.readFileSync(file, 'utf8')));

module.exports = {
  // Suites start servers and databases: a test's bound is sized for a loaded 2-core machine, not
  // Jest's 5 s; what a test waits for it waits for by its event (test-support/eventually.ts).
  testTimeout: 30_000,
  // The seeded SQLite database the API suites copy, and one throwaway PostgreSQL cluster for the
  // suites that run against both stores (issue 22).
  globalSetup: '<rootDir>/test-support/src/unitGlobalSetup.ts',
  globalTeardown: '<rootDir>/test-support/src/unitGlobalTeardown.ts',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/**/src/**/*.test.ts',
        '<rootDir>/shell/server/**/*.test.ts',
        '<rootDir>/build-config/**/*.test.js',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/**/src/**/*.test.tsx'],
      setupFiles: ['<rootDir>/test-support/src/jsdomDialog.ts'],
      setupFilesAfterEnv: ['<rootDir>/test-support/src/queryCacheReset.ts', '<rootDir>/test-support/src/patientQueries.ts'],
    },
    {
      ...common,
      displayName: 'api-postgres',
      testEnvironment: 'node',
      testMatch: apiSuitesOnAStore,
      setupFilesAfterEnv: ['<rootDir>/api/src/testing/postgresStoreSetup.ts'],
    },
  ],
};
