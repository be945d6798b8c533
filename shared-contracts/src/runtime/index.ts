// The page's runtime as one module: the bus, the API client, the session, navigation and the calls
// built on them hold state there must be one of per page, and their error classes must be one
// class for `instanceof`. Module Federation shares this file (build-config), so every area gets the
// shell's instance. The product rules are not shared (they hold no state): each area bundles only
// those it calls. Code outside this folder imports the runtime through here only (lint rule
// pinboard/one-page-runtime): a deep import would bundle a second bus or API client into the
// importer. What areas may use is listed in ../index.ts.
export * from './apiClient';
export * from './areaProps';
export * from './commandBus';
export * from './debugPanel';
export * from './eventBus';
export * from './events';
export * from './exposedModules';
export * from './heldSavesStorage';
export * from './navigation';
export * from './pageFrame';
export * from './pendingSave';
export * from './actingAs';
export * from './pinCommands';
export * from './pinFeedbackCalls';
export * from './platformProbe';
export * from './remotes';
export * from './saveCalls';
export * from './saveCommands';
export * from './scrollActivity';
export * from './session';

// Rules the runtime itself runs on (navigation parses routes): every page has them here already,
// so the package's entry takes them from this module and no area bundles a second copy.
export * from '../rules/heldSaves';
export * from '../rules/messages';
export * from '../rules/reservedSegments';
export * from '../rules/routes';
export * from '../rules/serverPaths';
