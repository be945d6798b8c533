// End-to-end suites: each starts the real built site and drives Debian's Chromium.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testMatch: ['<rootDir>/specs/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // The scripts' own helpers (the throwaway PostgreSQL cluster) are ES modules.
    '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' } }],
    // otplib (a test reads an authenticator code as a phone would) is built on ES-module-only packages.
    '^.+/node_modules/(@noble|@scure|@otplib)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@noble|@scure|@otplib)/)'],
  globalSetup: '<rootDir>/support/globalSetup.ts',
  // A test is a journey of many pages; each step waits for its own event with its own bound. This
  // is the bound on the whole walk, sized for a loaded machine (a 26 s sweep took over 60 s there).
  testTimeout: 240_000,
  // Two suites at once: a suite spends much of its time waiting on its browser and server, so two
  // fill a 2-core machine (9.8 min against 12.2 in band here; a third gained nothing). Each suite
  // has its own server, data copy, ports and variant folders.
  maxWorkers: 2,
  slowTestThreshold: 30,
};
