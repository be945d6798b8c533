// shared-contracts' React side, for the browser only: the page's query cache and the kit every
// area's React code uses with it. Kept out of the main entry so Node programs (the API, the
// platform CLI) never load React. A Module Federation singleton like the main entry; the query
// library is shared only inside it (src/react/queryLibrary.ts).

export * from './src/react/queryLibrary';
export {
  createPageQueryClient,
  forgetOnAuthChange,
  invalidateOnSaves,
  invalidateResources,
  KEPT_FOR_BACK,
  pageQueryClient,
  pinFeedQuery,
  provideQueryClient,
  invalidateRoutes,
  type ReadableRoute,
  resourceKey,
  resourceQuery,
  RESOURCES_A_BOARD_EDIT_CHANGES,
  RESOURCES_A_SAVE_CHANGES,
  routeKey,
  routeQuery,
} from './src/react/queryCache';
export { QueryRoot } from './src/react/QueryRoot';
export {
  loadedOf,
  usePinFeed,
  useResource,
  useRouteRead,
  type Loaded,
  type PinFeedPages,
  type RouteReadOptions,
} from './src/react/useApiQueries';
export { PinGridHost } from './src/react/PinGridHost';
export { usePagedList, type PagedList, type PagedListOptions } from './src/react/usePagedList';
export { useAreaRoute, useLocationSnapshot } from './src/react/useAreaRoute';
export { useModalDialog } from './src/react/useModalDialog';
export { useMenuButton, type MenuButton } from './src/react/useMenuButton';
export { useSavedMoment } from './src/react/useSavedMoment';
export { CarouselControls, type CarouselControlsProps } from './src/react/CarouselControls';
export { useCarouselSlot, type CarouselSlot } from './src/react/useCarouselSlot';
export { SHARE_DIALOG_TITLE, SharePinDialog } from './src/react/SharePinDialog';
export { Icon, type IconName } from './src/react/Icon';
export { ReportPinDialog, type ReportPinDialogProps } from './src/react/ReportPinDialog';
export { useSession } from './src/react/useSession';
export { isDesktopDevice, useIsDesktop } from './src/react/useIsDesktop';
export { prefersReducedMotion, subscribeToReducedMotion, useReducedMotion } from './src/react/useReducedMotion';
export { useVideoStates, type VideoStateOptions } from './src/react/useVideoStates';
export {
  FailedScreen,
  LoadingScreen,
  LogInScreen,
  NotFoundScreen,
  type FailedScreenProps,
  type LoadingScreenProps,
  type LogInScreenProps,
  type NotFoundScreenProps,
} from './src/react/ScreenStates';
export { areaLifecycles, type AreaLifecycleOptions } from './src/react/areaLifecycles';
export { createAreaDeps, type AreaDeps } from './src/react/areaDeps';
export { LimitedTextArea, TextField } from './src/react/FormFields';
export { useActingAs } from './src/react/useActingAs';
