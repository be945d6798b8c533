// The page's runtime, the one module Module Federation shares by this package's name: the bus,
// the API client, the session, navigation and the calls built on them hold state there must be one
// of per page, and their error classes must be one class for `instanceof`, so every area gets the
// shell's instance. The product rules and contracts it runs on are shared-contracts', which each
// area bundles as far as it uses them.
export {
  actingAccount,
  actingAs,
  type ActingAsStore,
  actingFields,
  type ActingIdentity,
  actingIdentityFor,
  createActingAsStore,
  identityOf,
} from './actingAs';
export { ApiCallError } from './apiCallError';
export {
  api,
  type ApiClient,
  messageForPerson,
  primeRead,
  readCookie,
  type ResourcePage,
  routeRequestLine,
  serverMessageOf,
  serveOnlyReads,
  unusedReads,
} from './apiClient';
export { CommandHandlerConflictError, HANDLER_GRACE_MS } from './commandBus';
export { bus, createEventBus, createPageBus, type EventBus, type PageBus } from './eventBus';
export { type AttachedPinGrid, attachPinGrid, provideExposedLoader } from './exposedModules';
export { mayFrame, provideFrameOrigins } from './frameOrigins';
export {
  getLocationSnapshot,
  type LocationSnapshot,
  navigate,
  provideServerLocation,
  recordHistoryChange,
  replaceLocation,
  showingTraversedEntry,
  subscribeToLocation,
} from './navigation';
export { recordAreaRuntime } from './platformProbe';
export { windowScrollActivity$ } from './scrollActivity';
export { firstScreenLayout, provideFirstScreenLayout } from './firstScreenLayout';
export { createSessionStore, session, type SessionStore, signedInViewer } from './session';
export { subscribeToViewport, viewportSize } from './viewportSize';
