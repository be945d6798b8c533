// react-kit: the React kit every area uses, for the browser only: the page's one query cache and
// its hooks, area lifecycles, route and title, session, dialogs, screen states and the grid host.
// Module Federation shares it under its package name (one query cache for the page); the query
// library is shared only inside it (queryLibrary.ts).

// The query library's hooks areas call, shared inside this module (queryLibrary.ts).
export { useInfiniteQuery, useQuery, useQueryClient, type UseQueryResult } from './queryLibrary';
export {
  createPageQueryClient,
  forgetOnAuthChange,
  hydrateFirstScreen,
  invalidateOnSaves,
  invalidateResources,
  pageQueryClient,
  provideQueryClient,
  invalidateRoutes,
  type ReadableRoute,
  resourceKey,
  resourceQuery,
  RESOURCES_A_BOARD_EDIT_CHANGES,
  RESOURCES_A_SAVE_CHANGES,
} from './queryCache';
export { QueryRoot } from './QueryRoot';
export { loadedOf, usePinFeed, useResource, useRouteRead, type Loaded, type PinFeedPages, type RouteReadOptions } from './useApiQueries';
export { PinGridHost } from './PinGridHost';
export { usePagedList, type PagedList } from './usePagedList';
export { useAreaRoute, useLocationSnapshot } from './useAreaRoute';
export { useModalDialog } from './useModalDialog';
export { useMenuButton } from './useMenuButton';
export { useSavedMoment } from './useSavedMoment';
export { Icon, type IconName } from './Icon';
export { useSession } from './useSession';
export { isDesktopDevice, useIsDesktop } from './useIsDesktop';
export { prefersReducedMotion, subscribeToReducedMotion, useReducedMotion } from './useReducedMotion';
export { useVideoStates } from './useVideoStates';
export { FailedScreen, LoadingScreen, LogInScreen, NotFoundScreen } from './ScreenStates';
export { areaLifecycles } from './areaLifecycles';
export { createAreaDeps, type AreaDeps } from './areaDeps';
export { LimitedTextArea, TextField } from './FormFields';
export { useActingAs } from './useActingAs';
export { useApiMutation } from './useApiMutation';
export { ClientOnly, useHydrated } from './ClientOnly';
export { useViewportWidth } from './useViewportWidth';
