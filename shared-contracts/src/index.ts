// shared-contracts' old single entry, kept while importers move to the three entries by job:
// shared-contracts/rules, shared-contracts/api and shared-contracts/platform.
export * from './rules';
export * from './api';
export * from './platform';
