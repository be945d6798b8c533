export * from './remotes';
export * from './reservedSegments';
export * from './routes';
export * from './events';
export * from './eventBus';
export * from './loginHeaders';
export * from './documentTitle';
export * from './navigation';
export * from './areaProps';
export * from './platformProbe';
export * from './messages';
export * from './serverPaths';
export * from './apiTypes';
export * from './eventTypes';
export * from './boardRules';
export * from './links';
export * from './markup';
export * from './apiClient';
export * from './session';
export * from './masonryLayout';
export * from './impressions';
export * from './exposedModules';
export * from './textCuts';
export * from './contentType';
export * from './price';
export * from './duration';
export * from './badge';
export * from './pinText';
export * from './domainLabel';
export * from './pinImage';
export * from './carousel';
export * from './shoppingIndicator';
export * from './clickTarget';
export * from './quickSave';
export * from './feedback';
export * from './hidePath';
export * from './pressGestures';
export * from './clickThrough';
export * from './saveDestination';
export * from './saveConfirmation';
export * from './boardTitle';
export * from './bulkSelection';
export * from './shortNumber';
export * from './relativeTime';
export * from './boardCard';
export * from './saveCalls';
export {
  deleteSaveFallback,
  SAVE_ANSWER_TIMEOUT_MS,
  savePin,
  saveToProfileFallback,
  UNSAVE_ANSWER_TIMEOUT_MS,
  unsavePin,
  type SaveCommandDeps,
} from './saveCommands';
export {
  CommandHandlerConflictError,
  CommandTimeoutError,
  createCommandBus,
  NoCommandHandlerError,
  type CommandBus,
  type CommandHandler,
  type CommandSpec,
} from './commandBus';
export * from './accountLimits';
export type {
  ActionOf,
  PinFeedResource,
  ReadableResource,
  ResourceAction,
  ResourceAnswer,
  ResourceName,
  ResourceOptions,
  RouteAnswer,
  RouteKey,
  RouteRequest,
  WritableResource,
  WriteAction,
} from './api/contract';
