// The platform: the remote registry, per-visitor routing, overrides and load reports, mounted by
// the edge server; the `pinboard` CLI talks to it over HTTP.

export { bearerToken, identify, parseAccessConfig, type AccessConfig } from './rules/access';
export { demoAccessRefusal, isLoopbackAddress, type ServerReach } from './rules/demoAccess';
export { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './rules/canaryHealth';
export type { ShellProvides } from './rules/compatibility';
export { readBuildBundle } from './registry/buildBundle';
export { createRegistry, type Registry, type ReportTokenVisitor, SERVER_ENTRY_FILE, type ServerEntry } from './registry/registry';
export { openSqliteRegistryStore } from './registry/registryDatabase';
export { folderVersionFiles } from './registry/versionFiles';
export { databaseUrlFrom, describeDatabase, type DatabaseConfig } from './database/databaseConfig';
export { applyOverrideParam, visitorRequestOf } from './server/overrideCookies';
export type { PlatformDeps, StaffStanding } from './server/platformDeps';
export { platformRoutes } from './server/platformRoutes';
export { closeUnreadBodies } from './server/closeUnreadBodies';
export { CSP_REPORT_PATH } from './server/cspReports';
export { proveEntryFetch } from './server/entryProofCookie';
export { openPlatform, type OpenPlatformOptions, type OpenedPlatform } from './openPlatform';
