// shared-contracts' main entry: the domain every area, the shell and the servers share, by name:
// the product rules (rules/), the API contract and its wire types (api/), and the platform's
// contracts (platform/: the bus's events and commands, the platform config a document carries, the
// modules areas lend each other). Pure code with no state: each area bundles what it uses. The
// page's runtime (bus, API client, session, navigation) is the page-runtime package, and the React
// kit is react-kit.
export { AREA_LABEL, AREA_OF_REMOTE, isRemoteName, REMOTE_NAMES, type RemoteName } from './platform/areas';
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
} from './platform/remotes';
export { type Surface } from './rules/surfaces';
export { FAVICON_PATH, MANIFEST_PATH, MASKABLE_ICON_PATH, SITE_ICON_LINKS } from './platform/siteIcons';
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
} from './platform/firstScreen';
export { isReservedFirstSegment, RESERVED_FIRST_SEGMENTS } from './rules/reservedSegments';
export {
  type CreationTool,
  isAreaActive,
  ownsRoute,
  parseRoute,
  type Route,
  USERNAME_MAX_LENGTH,
  COMMUNITY_GUIDELINES_HREF,
} from './rules/routes';
export { nextPathOf, safeNextPath } from './rules/safeNextPath';
export { PENDING_SAVE_KEY, pendingSaveOf, pendingSaveRecord, type PendingSave } from './rules/pendingSave';
export { BOARD_REFUSALS, boardRoleOf, bulkEditReach, mayOnBoard, type BoardRole } from './rules/boardPermissions';
export { nameProblem } from './rules/nameText';
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
  type UnsaveAnswer,
  type UnsaveRequest,
  type UnsavedCopy,
  COMMAND_NAMES,
  EVENT_NAMES,
  parseAreaHandles,
  type AreaHandles,
} from './platform/events';
export { type AuthReason, LOGIN_SUBHEADER, loginHeaderFor } from './rules/loginHeaders';
export { documentTitle, pageHeading, SITE_NAME, titleFor } from './rules/documentTitle';
export { BOARDS_SHOWN, boardReadOptions, FEED_PAGE_SIZE, type FirstRead, firstReadOf, followUpReadOf } from './rules/firstRead';
export type { AreaCustomProps } from './platform/areaProps';
export { GENERIC_ERROR_MESSAGE } from './rules/messages';
export { isServerPath, SERVER_PATH_SEGMENTS } from './rules/serverPaths';
export { mayViewPinAnalytics, PIN_ANALYTICS_DAYS, PIN_DETAILS_BOARDS_MAX } from './rules/pinAnalytics';
export {
  type ApiBoard,
  type ApiBoardSection,
  type ApiBoardWithSections,
  type ApiBusinessAccessProfile,
  type ApiCarouselSlot,
  type ApiCollaborator,
  type ApiError,
  type ApiExperience,
  type ApiImage,
  type ApiImages,
  type ApiInterest,
  type ApiInterestWithFollow,
  type ApiTypeahead,
  type ApiInviteMetadata,
  type ApiOffsiteResult,
  type ApiBoardSummary,
  type ApiGridPin,
  type ApiPin,
  type ApiPinAnalytics,
  type ApiPinAnalyticsDay,
  type ApiPinDeleted,
  type ApiStory,
  type ApiStoryWithPins,
  type ApiNotification,
  type ApiSentPin,
  type ApiTwoFactor,
  type ApiTwoFactorSetup,
  type ApiTwoFactorTurnedOn,
  type ApiUserSession,
  type ApiUserSessions,
  type ApiTopic,
  type ApiPinDetails,
  type ApiRecommendationReason,
  type ApiUploadedImage,
  type ApiSectionSummary,
  type ApiSession,
  type ApiStoryPinPage,
  type ApiUser,
  type ApiUserSummary,
  type ApiVideoVariant,
  type ApiViewer,
  type ApiVisitor,
  type BoardLayout,
  type BoardSort,
  type ContentType,
  type ImageSizeKey,
  type Privacy,
  type PrivacyFilter,
  type RedirectStatus,
  type ResourceResponse,
  type SeoNoindexReason,
} from './api/apiTypes';
export {
  checkLoggedEvent,
  EVENT_TYPES,
  IMPRESSION_TYPES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENT_AUX_DATA_BYTES,
} from './rules/eventTypes';
export {
  BOARD_SORT_LABELS,
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  DEFAULT_BOARD_PRIVACY,
  PRIVACY_FILTER_LABELS,
  PRIVACY_FILTERS,
  QUICK_SAVES_BOARD_NAME,
  TEXT_LIMITS,
} from './rules/boardRules';
export { externalUrl } from './rules/links';
export { type OffsiteVerdict, type OutboundLink, OUTBOUND_REL, offsiteVerdict, outboundLinkOf } from './rules/outboundLink';
export { showsStatsButtonOn, STATS_BUTTON_TEXT, statsButtonText } from './rules/statsButton';
export {
  BOARDS_CONTAINING_TITLE,
  boardFacts,
  countLabels,
  MORE_ABOUT_PIN_TITLE,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from './rules/moreAboutPin';
export { cookingTime, richDetailsOf } from './rules/richDetails';
export { absoluteUrl, jsonForScriptElement, pinPageUrl, pinStructuredData } from './rules/structuredData';
export { escapeMarkup } from './rules/markup';
export { CSRF_COOKIE, CSRF_HEADER } from './platform/csrf';
export { queryOf, readPath, type QueryValue } from './api/requestPaths';
export { type CellPosition, cellsInRange, extendMasonry, layoutMasonry, type MasonryLayout, PAGE_GUTTER } from './rules/masonryLayout';
export {
  IMPRESSION_AUX_FIELDS,
  IMPRESSION_THRESHOLDS,
  type ImpressionInput,
  impressionLogEvent,
  impressionStep,
  INITIAL_IMPRESSION,
  TOP_OBSTRUCTION_PX,
} from './rules/impressions';
export {
  type ExposedLoader,
  isPinGridModule,
  type MountedPinGrid,
  PIN_GRID_EXPOSE,
  type PinFeedRequest,
  type PinGridFeed,
  type PinGridModule,
  type PinGridMountProps,
} from './platform/exposedModules';
export { cutText } from './rules/textCuts';
export { carouselSlotsOf, gifOf, hasVideo, isDeletedStory, playbackOf, productOfferOf, videoEmbedOf } from './rules/contentType';
export { priceDisplay } from './rules/price';
export { storyPinDurationMs } from './rules/duration';
export { badgeFor, STORY_VIDEO_BLOCK } from './rules/badge';
export {
  nextStoryPage,
  previousStoryPage,
  storyPageTiming,
  storyPlaysNow,
  storySegmentFill,
  storyWantsToPlay,
} from './rules/storyPlayback';
export { cardText, isSensitive, pinDisplayTitle, SENSITIVE_NOINDEX_REASONS } from './rules/pinText';
export { domainLabel } from './rules/domainLabel';
export { cardSaveButtonText } from './rules/cardSaveLabel';
export { type CloseupText, closeupText } from './rules/closeupText';
export {
  DELETED_PIN_DETAIL,
  DELETED_PIN_HEADING,
  DELETED_PIN_MESSAGE,
  DELETED_PIN_SAVE_MESSAGE,
  DELETED_PIN_SEND_MESSAGE,
  GONE_STATUS,
  type PinPageState,
  pinPageState,
} from './rules/deletedPin';
export { cardImage, cellHeight, shownImages, TITLE_LINE_HEIGHT, titleLineCount } from './rules/pinImage';
export { FIRST_SCREEN_IMAGES, firstScreenImages, GRID_IMAGE_SIZES } from './rules/firstScreenImages';
export {
  CAROUSEL_DOTS_MIN_WIDTH,
  CAROUSEL_HIGHLIGHT_MS,
  carouselArrows,
  carouselDotsVisible,
  carouselNext,
  carouselPrevious,
  swipeDirection,
} from './rules/carousel';
export {
  SHOPPING_INDICATOR_HIDE_MS,
  SHOPPING_INDICATOR_LABEL,
  SHOPPING_SCROLL_THROTTLE_MS,
  showsShoppingIndicator,
} from './rules/shoppingIndicator';
export { clickTargetOf, closeupPath } from './rules/clickTarget';
export {
  DELETE_FAILED_MESSAGE,
  DELETE_PIN_QUESTION,
  DELETE_PIN_WARNING,
  type QuickSaveEvent,
  quickSaveNext,
  type QuickSaveState,
  SAVED_TEXT_MS,
  savedButtonText,
  saveFailureMessage,
} from './rules/quickSave';
export {
  type FeedbackType,
  feedbackTypeOf,
  hideReasonMessage,
  offersUnfollow,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  TUNE_HOME_FEED,
  unfollowedMessage,
} from './rules/feedback';
export { hidePathFor, hideRequest, type HideRequest } from './rules/hidePath';
export { LONG_PRESS_MS, longPressAllowed, type PressInput, type PressPhase, pressStep } from './rules/pressGestures';
export { type MenuPlacement, placeMenu } from './rules/menuPlacement';
export { type ImpressionSurface, impressionSurface } from './rules/loggedOutPages';
export { logsClickThroughOnHide, rightClickPayload } from './rules/clickThrough';
export { saveBehaviorPromptApplies, saveDestination } from './rules/saveDestination';
export {
  placeOf,
  type SavedPin,
  saveTargetOf,
  unsaveToast,
  savedOverlayHref,
  savedOverlayText,
  savedTargetName,
  saveToast,
  organizedToast,
} from './rules/saveConfirmation';
export { boardTitleError } from './rules/boardTitle';
export {
  bulkDeleteCall,
  bulkDeletedMessage,
  bulkDeleteQuestion,
  bulkSelectedLabel,
  type BulkSelection,
  EMPTY_SELECTION,
  isSelected,
  pinRepSelectionState,
  selectedCount,
  setSelectAll,
  toggleSelected,
  BULK_EDIT_MAX_PINS,
  bulkMoveCall,
  bulkMovedMessage,
} from './rules/bulkSelection';
export { INTEREST_PICKER_MIN, INTEREST_PICKER_STEP, INTEREST_PICKER_TOO_FEW, interestPickerState } from './rules/interestPicker';
export { type CategoryPage, categoryHeading, categoryHref, isCategory, topicsAtoZ, trendingSearches } from './rules/discoveryDirectory';
export { shortNumber } from './rules/shortNumber';
export { followerCountLabel } from './rules/userCard';
export { interestHref, profileHref } from './rules/pageLinks';
export { relativeTime } from './rules/relativeTime';
export { boardDisplayName, canWriteBoard, isGroupBoard, ownsBoard, pinCountLabel, sectionCountLabel } from './rules/boardCard';
export { LOGIN_LINK_FIELD, WOULD_DELETE_PIN } from './api/errorCodes';
export { ABOUT_MAX_LENGTH, FULL_NAME_MAX_LENGTH, LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from './rules/accountLimits';
export {
  allCookieChoices,
  COOKIE_CHOICES,
  COOKIE_SAVED_MESSAGE,
  COOKIE_TOAST_MS,
  CONSENT_COOKIE,
  analyticsAllowed,
  consentCookieIn,
  consentCookieValue,
  cookieBannerShown,
  cookieChoices,
  cookieChoicesMade,
  parseConsentCookie,
  type CookieChoice,
  type CookieChoices,
} from './rules/cookieConsent';
export { PASSWORD_CHANGE_MESSAGES, passwordChangeProblem, type PasswordChange, type PasswordChangeField } from './rules/passwordChange';
export { REPORT_DIALOG_TITLE, REPORT_QUESTION, REPORT_REASON_MISSING, REPORT_REASONS, type ReportReason } from './rules/reportReasons';
export type { CommandSpec } from './platform/events';
export type {
  ActionOf,
  ReadableResource,
  ResourceAnswer,
  ResourceName,
  ResourceOptions,
  RouteAnswer,
  RouteKey,
  RouteRequest,
  UploadAnswer,
  UploadKey,
  WritableResource,
  WriteAction,
} from './api/contract';
export { frameViewerOf, type FrameViewer, type PageFrame } from './platform/pageFrame';
export { otherTheme, THEME_COOKIE, themeCookie, themeFromCookie, type Theme } from './rules/theme';
export { navFooterHeight } from './rules/navFooter';
export { isDesktopWidth } from './rules/breakpoints';
export { SEARCH_QUERY_MAX_LENGTH, TYPEAHEAD_LIMITS } from './rules/searchLimits';
export {
  pinSearchRead,
  SEARCH_PROMPT_TEXT,
  SEARCH_PROMPT_TITLE,
  SEARCH_TABS,
  searchEmptyText,
  searchQueryOf,
  searchResultsOptions,
  type SearchTab,
  searchTabHref,
  searchTabOf,
} from './rules/searchTabs';
export { DEBUG_PANEL_LIMITS, mayOpenDebugPanel, payloadSummary } from './rules/debugMode';
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
} from './platform/debugPanel';
export {
  EMPTY_LEDGER,
  experienceStart,
  NO_ACTION_EVENT_MS,
  takeStep,
  type ExperienceLedger,
  type ExperienceStep,
} from './rules/experienceLifecycle';
export {
  experienceDisplay,
  type CalloutKind,
  type BannerColours,
  type ExperienceButton,
  type ExperienceDisplay,
} from './rules/experienceDisplay';
export { EXPERIENCE_TIMINGS } from './rules/experienceTimings';
export { placementsFor } from './rules/experiencePlacements';
export { surfacesShownNow, type SurfaceKind } from './rules/experienceTurns';
export { HELD_SAVE_NOTE, HELD_SAVES_KEY, heldSavesToast, holdSave, parseHeldSaves, type HeldSave } from './rules/heldSaves';
export { inviteCodeOf, inviteLanding, inviteLandingText } from './rules/inviteLanding';
export {
  charactersLeft,
  imageFileProblem,
  mayEditPin,
  PIN_DESCRIPTION_MAX,
  PIN_IMAGE_BASE64_MAX,
  PIN_IMAGE_KINDS_TEXT,
  PIN_IMAGE_MAX_BYTES,
  PIN_IMAGE_MAX_TEXT,
  PIN_IMAGE_TYPES,
  pinCreateMethod,
  pinTextOptions,
  pinTextProblems,
  type FieldProblem,
  type PinTextField,
  type PinTextValues,
} from './rules/pinFields';
export { creationPage, PIN_BUILDER_PATH } from './rules/creationTools';
export { repinIntent, saveReturnPath, type RepinIntent } from './rules/repinIntent';
export { draftHasContent, parsePinDraft, type DraftImage, type PinDraft } from './rules/pinDraft';
export {
  ACTING_READ_ONLY_MESSAGE,
  type ActingChoice,
  actingChoices,
  activeChoice,
  type BusinessCapability,
  CAPABILITY_TEXT,
  capabilitiesOf,
  MFA_UNAVAILABLE_REASON,
  mayActFor,
  permissionLabel,
  profileUnavailableReason,
  type ProfileAccess,
} from './rules/actingAs';
export {
  BUSINESS_CATEGORIES,
  BUSINESS_COUNTRIES,
  BUSINESS_NAME_MAX,
  type BusinessConvertInput,
  businessConvertProblems,
} from './rules/businessConvert';
export {
  BUSINESS_CATALOG_QUERY_MAX,
  BUSINESS_DASHBOARD_DAYS,
  BUSINESS_TOP_PINS,
  type BusinessDashboardDays,
  type BusinessPage,
  businessPage,
  businessPath,
  HIERARCHY_TOOLS,
  MANAGER_TOOLS,
  type ManagerTool,
  toolNeeds,
} from './rules/businessPages';
export {
  type ApiAdAccount,
  type ApiAssetGroup,
  type ApiAudience,
  type ApiBrandSafety,
  type ApiBusinessAccount,
  type ApiBusinessCatalog,
  type ApiBusinessDashboard,
  type ApiBusinessDay,
  type ApiBusinessHierarchy,
  type ApiBusinessMember,
  type ApiBusinessMembers,
  type ApiBusinessRecords,
  type ApiBusinessRecordsAnswer,
  type ApiBusinessSummary,
  type ApiBusinessTopPin,
  type ApiCatalogProduct,
  type ApiHierarchyBusiness,
  type ApiHierarchyManager,
  type ApiInvoice,
  type ApiSharedTag,
  type BusinessRecordKind,
  type ProductAvailability,
} from './api/businessTypes';
export {
  appendVideoEvent,
  autoplayChoice,
  type AutoplayContext,
  type AutoplayState,
  MEDIA_ERRORS,
  mediaErrorMessage,
  pauseVideo,
  VIDEO_EVENT_CAP,
  VIDEO_STATE_EVENTS,
  type VideoStateCode,
  videoStateFor,
  videoStateName,
} from './rules/videoPlayback';
export { adLabel, promotedByText, promoterName } from './rules/promotion';
export { dayRange, longDay, shortDay } from './rules/calendarDate';
export {
  isPinRanking,
  STORY_DAYS,
  STORY_KINDS,
  STORY_PINS,
  storyAbout,
  storySlug,
  TODAY_TABS,
  type PinRanking,
  type StoryKind,
} from './rules/todayStories';
export {
  groupedSecret,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_MAX_LENGTH,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_SETTINGS_PATH,
  TWO_FACTOR_PASSWORD_WRONG,
  TWO_FACTOR_SETUP_STALE,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_WRONG,
  twoFactorCodeOf,
} from './rules/twoFactor';
export { NOTIFICATION_VERBS, notificationAge, NOTIFICATIONS_EMPTY } from './rules/notifications';
export {
  notificationsBellLabel,
  SEND_PIN_HOURLY_MAX,
  SEND_PIN_MESSAGE_MAX,
  SEND_PIN_PEOPLE_SHOWN,
  SEND_PIN_TOO_MANY,
  SEND_PIN_TITLE,
  sendPinMailto,
  sendPinMessageProblem,
  unreadBadgeText,
} from './rules/sendPin';
