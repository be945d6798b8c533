// shared-contracts/platform: the platform's messages: the bus's events and commands, the platform
// config a document carries, the modules areas lend each other, and the areas' names.
export { AREA_LABEL, AREA_OF_REMOTE, isRemoteName, REMOTE_NAMES, type RemoteName } from './areas';
export {
  type CurrentRemotes,
  isExposedModuleName,
  MAX_LOADS_PER_REPORT,
  parseCurrentRemotes,
  parsePlatformConfig,
  PAGE_INTEGRITY_GLOBAL,
  PLATFORM_REMOTES_PATH,
  PLATFORM_REPORTS_PATH,
  type PlatformConfig,
  type RemoteDescriptor,
  type RemoteLoadReport,
} from './remotes';
export { FAVICON_PATH, MANIFEST_PATH, MASKABLE_ICON_PATH, SITE_ICON_LINKS } from './siteIcons';
export {
  estimatedLayout,
  type FirstReadAnswer,
  type FirstScreenLayout,
  type FirstScreenRequest,
  isMobileAgent,
  LAYOUT_COOKIE,
  layoutCookieValue,
  layoutForWindow,
  layoutFromCookie,
  parseRenderedFirstScreen,
  PIN_GRID_SLOT_ATTRIBUTE,
  type PinGridRequest,
  RENDER_FIRST_SCREEN,
  RENDER_PIN_GRID,
  type RenderedFirstScreen,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STYLE_CLASS,
  SERVER_STYLES_ID,
} from './firstScreen';
export {
  type CommandMap,
  type EventMap,
  type HidePath,
  type ImpressionRecord,
  type SaveAnswer,
  type SaveRequest,
  type SaveTarget,
  type SaveToAnswer,
  type SaveToRequest,
  type BoardChoiceRequest,
  type BoardChoiceAnswer,
  type OrganizeRequest,
  type OrganizeAnswer,
  type ShareAnswer,
  type ShareRequest,
  type PinHideRequest,
  type PinFeedbackRequest,
  type ReportAnswer,
  type UnsaveAnswer,
  type UnsaveRequest,
  type UnsavedCopy,
  COMMAND_ANSWER_TIMEOUT_MS,
  COMMAND_NAMES,
  EVENT_NAMES,
  parseAreaHandles,
  type AreaHandles,
} from './events';
export type { AreaCustomProps } from './areaProps';
export { CSRF_COOKIE, CSRF_HEADER } from './csrf';
export {
  type ExposedLoader,
  isPinGridModule,
  type MountedPinGrid,
  PIN_GRID_EXPOSE,
  type PinFeedRequest,
  type PinGridFeed,
  type PinGridModule,
  type PinGridMountProps,
} from './exposedModules';
export type { CommandSpec } from './events';
export { frameViewerOf, type FrameViewer, type PageFrame } from './pageFrame';
export {
  DEBUG_OVERRIDE_LINK_PATH,
  DEBUG_OVERRIDE_REASON,
  DEBUG_VERSIONS_PATH,
  type DebugAreaVersions,
  type DebugBuild,
  type DebugOverrideLink,
  type DebugOverrideLinkRequest,
  type DebugVersions,
  parseDebugOverrideLink,
  parseDebugVersions,
} from './debugPanel';
