// shared-contracts' main entry: the only code every area imports. Named exports, so what crosses an
// area boundary is a list someone wrote down: the product rules (rules/), the page's runtime
// (runtime/: API client, bus, session, navigation, exposed modules), the API contract (api/) and
// what the browser is asked without a layout (browser/).
// The runtime is one module the page shares; everything else here is bundled, as far as it is
// used, into each area that imports it.
export {
  AREA_LABEL,
  AREA_OF_REMOTE,
  type AreaName,
  type CurrentRemotes,
  type FirstReadAnswer,
  isExposedModuleName,
  isRemoteName,
  MAX_LOADS_PER_REPORT,
  parseCurrentRemotes,
  mayFrame,
  provideFrameOrigins,
  parsePlatformConfig,
  PLATFORM_REMOTES_PATH,
  PLATFORM_REPORTS_PATH,
  type PlatformConfig,
  REMOTE_NAMES,
  type RemoteDescriptor,
  type RemoteLoadReport,
  type RemoteName,
} from './runtime';
export { isReservedFirstSegment, RESERVED_FIRST_SEGMENTS } from './runtime';
export {
  type BoardEditView,
  type CreationTool,
  type BusinessSection,
  type DiscoverySection,
  isAreaActive,
  LAYER_AREAS,
  ownsRoute,
  parseRoute,
  type PinView,
  type Route,
  type UrlParts,
  USERNAME_MAX_LENGTH,
  COMMUNITY_GUIDELINES_HREF,
} from './runtime';
export { nextPathOf, safeNextPath } from './rules/safeNextPath';
export { BOARD_REFUSALS, boardRoleOf, bulkEditReach, mayOnBoard, type BoardAction, type BoardRole } from './rules/boardPermissions';
export { nameProblem } from './rules/nameText';
export {
  type CommandMap,
  type EventMap,
  type EventName,
  type HidePath,
  type ImpressionRecord,
  type ImpressionStage,
  type SaveAnswer,
  type SaveRequest,
  type SaveTarget,
  type BoardChoiceRequest,
  type BoardChoiceAnswer,
  type OrganizeRequest,
  type OrganizeAnswer,
  type Surface,
  type ToastAction,
  type UnsaveAnswer,
  type UnsaveRequest,
  type UnsavedCopy,
  type VisibilityThreshold,
  COMMAND_NAMES,
  EVENT_NAMES,
  parseAreaHandles,
  type AreaHandles,
  type CommandName,
} from './runtime';
export { bus, createEventBus, createPageBus, type EventBus, type EventHold, type PageBus, type TappedEvent } from './runtime';
export { scrollActivity$, windowScrollActivity$ } from './runtime';
export { type AuthReason, LOGIN_SUBHEADER, loginHeaderFor } from './rules/loginHeaders';
export { documentTitle, pageHeading, SITE_NAME, titleFor } from './rules/documentTitle';
export { boardReadOptions, FEED_PAGE_SIZE, type FirstRead, firstReadOf, followUpReadOf } from './rules/firstRead';
export {
  getLocationSnapshot,
  type LocationSnapshot,
  navigate,
  recordHistoryChange,
  replaceLocation,
  showingTraversedEntry,
  subscribeToLocation,
} from './runtime';
export { chooseBoard, organizePin, rememberPendingSave, takePendingSave } from './runtime';
export {
  actingAccount,
  actingAs,
  type ActingAsStore,
  actingFields,
  type ActingIdentity,
  actingIdentityFor,
  createActingAsStore,
  identityOf,
} from './runtime';
export { type AreaCustomProps } from './runtime';
export { type AreaRuntime, recordAreaRuntime } from './runtime';
export { GENERIC_ERROR_MESSAGE } from './runtime';
export { isServerPath, SERVER_PATH_SEGMENTS } from './runtime';
export { mayViewPinAnalytics, PIN_ANALYTICS_DAYS, PIN_DETAILS_BOARDS_MAX, type PinAnalyticsAccess } from './rules/pinAnalytics';
export {
  type ApiBoard,
  type ApiBoardSection,
  type ApiBoardWithSections,
  type ApiBusinessAccessProfile,
  type ApiCarouselSlot,
  type ApiCollaborator,
  type ApiCookieSettings,
  type ApiError,
  type ApiExperience,
  type ApiImage,
  type ApiImages,
  type ApiInterest,
  type ApiInterestWithFollow,
  type ApiTypeahead,
  type ApiInviteMetadata,
  type ApiOfferSummary,
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
  type ApiNotificationKind,
  type ApiTwoFactor,
  type ApiTwoFactorSetup,
  type ApiTopic,
  type ApiPinDetails,
  type ApiRecommendationReason,
  type ApiUploadedImage,
  type ApiSectionSummary,
  type ApiSectionWithBoard,
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
  type ImpressionKind,
  KNOWN_EVENT_TYPES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENT_AUX_DATA_BYTES,
} from './rules/eventTypes';
export {
  BOARD_PRIVACIES,
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
export {
  type OffsiteVerdict,
  type OutboundLink,
  linkIsNofollow,
  OUTBOUND_REL,
  OUTBOUND_REL_NOFOLLOW,
  offsiteCheckApplies,
  offsiteVerdict,
  outboundLinkOf,
  pinLinkText,
  WARNING_STATUSES,
} from './rules/outboundLink';
export { type StatsButtonContext, showsStatsButton, statsButtonText, STATS_TEXT_CUT, STATS_TEXT_MAX } from './rules/statsButton';
export {
  BOARDS_CONTAINING_TITLE,
  boardFacts,
  countLabels,
  isFeedPin,
  MORE_ABOUT_PIN_TITLE,
  type PinCounts,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from './rules/moreAboutPin';
export { cookingTime, type RichDetails, richDetailsOf } from './rules/richDetails';
export {
  absoluteUrl,
  type ArticleData,
  type BrandData,
  isoDuration,
  jsonForScriptElement,
  type OfferData,
  OUT_OF_STOCK,
  parseMoney,
  personData,
  type PersonData,
  pinPageUrl,
  pinStructuredData,
  type ProductData,
  type RecipeData,
  SCHEMA_CONTEXT,
  STRUCTURED_DATA_TYPES,
  type StructuredData,
  type StructuredNode,
} from './rules/structuredData';
export { escapeMarkup } from './rules/markup';
export {
  api,
  ApiCallError,
  type ApiClient,
  type ApiClientOptions,
  type WriteProgress,
  createApiClient,
  CSRF_COOKIE,
  CSRF_HEADER,
  messageForPerson,
  primeRead,
  readCookie,
  readPath,
  type ResourcePage,
  routeRequestLine,
  serverMessageOf,
} from './runtime';
export { createSessionStore, session, type SessionStore, signedInViewer } from './runtime';
export {
  type CellMeasure,
  type CellPosition,
  cellsInRange,
  extendMasonry,
  GRID_COLUMN_WIDTH,
  GRID_GUTTER,
  GRID_MIN_NARROW_COLUMN,
  gridColumns,
  type GridColumns,
  layoutMasonry,
  type MasonryLayout,
} from './rules/masonryLayout';
export {
  IMPRESSION_THRESHOLDS,
  type ImpressionInput,
  impressionLogEvent,
  type ImpressionReport,
  type ImpressionState,
  impressionStep,
  INITIAL_IMPRESSION,
  TOP_OBSTRUCTION_PX,
} from './rules/impressions';
export {
  type AttachedPinGrid,
  attachPinGrid,
  type ExposedLoader,
  isPinGridModule,
  loadExposed,
  loadPinGrid,
  type MountedPinGrid,
  PIN_GRID_EXPOSE,
  type PinFeedRequest,
  type PinGridFeed,
  type PinGridModule,
  type PinGridMountProps,
  provideExposedLoader,
} from './runtime';
export { cutText, cutWithEllipsis, overlayName, TEXT_CUTS } from './rules/textCuts';
export { type CardContentType, contentTypeOf, gifOf, hasVideo, isProductPin, PRODUCT_SHOPPING_FLAGS } from './rules/contentType';
export { priceDisplay, type PriceDisplay } from './rules/price';
export { formatDuration, STORY_STATIC_PAGE_MS, type StoryPinDurationFacts, storyPinDurationMs } from './rules/duration';
export {
  type BadgeContext,
  badgeFor,
  GIF_BADGE,
  type PinBadge,
  type PinBadgeKind,
  STORY_DURATION_HIDDEN_SURFACES,
  STORY_VIDEO_BLOCK,
  TAGGED_PRODUCT_BADGE,
} from './rules/badge';
export {
  nextStoryPage,
  previousStoryPage,
  storyPageTiming,
  type StoryPageTiming,
  type StoryPlayContext,
  storyPlaysNow,
  storySegmentFill,
  storyWantsToPlay,
} from './rules/storyPlayback';
export {
  cardText,
  type CardText,
  isSensitive,
  MIN_DESCRIPTION_CHARS,
  pinDisplayTitle,
  SENSITIVE_NOINDEX_REASONS,
  TITLE_FROM_DESCRIPTION_MAX,
  withoutSiteName,
} from './rules/pinText';
export { domainLabel } from './rules/domainLabel';
export {
  CARD_IMAGE_SIZES,
  cardImage,
  type CardImage,
  cellHeight,
  MAX_TITLE_LINES,
  MIN_TITLE_LINES,
  type PinPictures,
  PREFERRED_IMAGE_SIZES,
  shownImages,
  TITLE_CHAR_WIDTH,
  TITLE_LINE_HEIGHT,
  titleLineCount,
} from './rules/pinImage';
export { FIRST_SCREEN_IMAGES, firstScreenImages, GRID_IMAGE_SIZES, type ImagePreload } from './rules/firstScreenImages';
export {
  CAROUSEL_DOTS_MIN_WIDTH,
  CAROUSEL_HIGHLIGHT_MS,
  carouselArrows,
  carouselDotsVisible,
  carouselNext,
  carouselPrevious,
  SWIPE_MAX_MS,
  SWIPE_MIN_PX,
  swipeDirection,
  type SwipeDirection,
} from './rules/carousel';
export {
  SHOPPABLE_FLAGS,
  SHOPPING_INDICATOR_HIDE_MS,
  SHOPPING_INDICATOR_LABEL,
  SHOPPING_INDICATOR_SURFACES,
  SHOPPING_SCROLL_THROTTLE_MS,
  shoppingIndicatorVisible,
  showsShoppingIndicator,
} from './rules/shoppingIndicator';
export { type ClickTarget, clickTargetOf, closeupPath } from './rules/clickTarget';
export {
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCEEDED_MESSAGE,
  DELETE_PIN_QUESTION,
  DELETE_PIN_WARNING,
  DELETING_TEXT,
  type QuickSaveEvent,
  quickSaveNext,
  type QuickSaveState,
  SAVE_FAILED_FALLBACK,
  SAVE_TEXT,
  SAVED_STATE_TEXT,
  SAVED_TEXT,
  SAVED_TEXT_MS,
  savedButtonText,
  saveFailureMessage,
  SAVING_TEXT,
} from './rules/quickSave';
export {
  type FeedbackFacts,
  type FeedbackNames,
  type FeedbackType,
  feedbackTypeOf,
  HIDE_REASON_DEFAULT,
  hideReasonMessage,
  NEWS_HUB_VIEW_PARAMETER,
  offersUnfollow,
  PIN_HIDDEN,
  type RecommendationReason,
  RELATED_VIEW_PARAMETERS,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  TUNE_HOME_FEED,
  unfollowedMessage,
} from './rules/feedback';
export {
  HIDE_QUERY_MAX,
  hidePathFor,
  hideRequest,
  type HideRequest,
  type HideRequestBody,
  type HideRequestOptions,
} from './rules/hidePath';
export {
  LONG_PRESS_MOVE_CANCEL_PX,
  LONG_PRESS_MS,
  longPressAllowed,
  longPressCancelled,
  type Point,
  type PressInput,
  type PressPhase,
  pressStep,
  type PressStep,
} from './rules/pressGestures';
export {
  type AnchorRect,
  MENU_EDGE_MARGIN_PX,
  MENU_GAP_PX,
  type MenuPlacement,
  type MenuPlacementInput,
  placeMenu,
} from './rules/menuPlacement';
export {
  type ImpressionSurface,
  impressionSurface,
  LOGGED_OUT_PAGES,
  type LoggedOutPage,
  loggedOutPageOf,
  SIGNED_IN_ONLY_SURFACES,
} from './rules/loggedOutPages';
export {
  logsClickThroughOnHide,
  MEDIA_EXTENSIONS,
  type RightClickAuxData,
  rightClickPayload,
  type RightClickPayload,
} from './rules/clickThrough';
export {
  SAVE_BEHAVIOR_PROMPT_MAX_BOARDS,
  saveBehaviorPromptApplies,
  saveDestination,
  type SaveDestination,
  type SavingViewer,
} from './rules/saveDestination';
export {
  organizeHref,
  placeOf,
  saveTargetOf,
  UNDO_LABEL,
  unsaveToast,
  PROFILE_OVERLAY_HREF,
  SAVE_TOAST_MS,
  SAVED_TO_PROFILE_TEXT,
  savedOverlayHref,
  savedOverlayText,
  type SavedPin,
  savedTargetLabel,
  savedTargetName,
  UNNAMED_BOARD,
  saveToast,
  organizedToast,
  saveToastText,
  type SaveToast,
  type SaveToastOptions,
} from './rules/saveConfirmation';
export { BOARD_TITLE_EMPTY_MESSAGE, BOARD_TITLE_TOO_LONG_MESSAGE, boardTitleError, boardTitleLength } from './rules/boardTitle';
export {
  bulkDeleteCall,
  bulkDeletedMessage,
  bulkDeleteQuestion,
  bulkSelectedLabel,
  type BulkDeleteCall,
  type BulkSelection,
  EMPTY_SELECTION,
  isSelected,
  pinRepSelectionState,
  type PinRepSelectionState,
  selectedCount,
  setSelectAll,
  toggleSelected,
} from './rules/bulkSelection';
export { shortNumber } from './rules/shortNumber';
export { followerCountLabel } from './rules/userCard';
export { interestHref, profileHref } from './rules/pageLinks';
export { JUST_NOW, relativeTime } from './rules/relativeTime';
export {
  boardDisplayName,
  canWriteBoard,
  isGroupBoard,
  ownsBoard,
  pinCountLabel,
  QUICK_SAVES_DISPLAY_NAME,
  sectionCountLabel,
} from './rules/boardCard';
export {
  deleteOwnPin,
  type PinToSave,
  quickSavesBoardId,
  removeSavedCopy,
  saveCopyBack,
  saveToBoard,
  saveToProfile,
  WOULD_DELETE_PIN,
  wouldDeletePin,
} from './runtime';
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
  knownCookieChoices,
  parseConsentCookie,
  withCookieChoice,
  type CookieChoice,
  type CookieChoices,
  type StoredCookieChoices,
} from './rules/cookieConsent';
export {
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeProblem,
  type PasswordChange,
  type PasswordChangeField,
  type PasswordChangeProblem,
} from './rules/passwordChange';
export {
  deleteSaveFallback,
  SAVE_ANSWER_TIMEOUT_MS,
  savePin,
  saveToProfileFallback,
  UNSAVE_ANSWER_TIMEOUT_MS,
  undoUnsave,
  unsavePin,
  type SaveCommandDeps,
} from './runtime';
export {
  FEEDBACK_TYPE_REPORT,
  FEEDBACK_TYPE_UNFOLLOW,
  feedbackTypeFor,
  hidePin,
  reportPin,
  undoHide,
  undoReport,
  unfollowSource,
} from './runtime';
export {
  isReportReason,
  REPORT_DIALOG_TITLE,
  REPORT_QUESTION,
  REPORT_REASON_CODES,
  REPORT_REASON_MISSING,
  REPORT_REASONS,
  type ReportReason,
} from './rules/reportReasons';
export {
  CommandHandlerConflictError,
  CommandTimeoutError,
  createCommandBus,
  HANDLER_GRACE_MS,
  NoCommandHandlerError,
  type CommandBus,
  type CommandHandler,
  type CommandSpec,
} from './runtime';
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
export { DEFAULT_PAGE_FRAME, frameViewerOf, parsePageFrame, type FrameViewer, type PageFrame } from './runtime';
export {
  DARK_PAGE_BACKGROUND,
  otherTheme,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
  themeCookie,
  themeFromCookie,
  type Theme,
} from './rules/theme';
export {
  isNewAccount,
  MOBILE_MAX_WIDTH,
  NAV_FOOTER_HEIGHTS,
  navFooterHeight,
  NEW_USER_WINDOW_DAYS,
  type NavFooterInput,
} from './rules/navFooter';
export { SEARCH_QUERY_MAX_LENGTH, TYPEAHEAD_LIMITS } from './rules/searchLimits';
export {
  pinSearchScopeOf,
  type PinSearchScope,
  SEARCH_PROMPT_TEXT,
  SEARCH_PROMPT_TITLE,
  SEARCH_TABS,
  searchEmptyText,
  searchQueryOf,
  type SearchTab,
  searchTabHref,
  searchTabOf,
} from './rules/searchTabs';
export { DEBUG_PANEL_LIMITS, DEBUG_PARAM_PREFIX, hasDebugParam, mayOpenDebugPanel, payloadSummary } from './rules/debugMode';
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
} from './runtime';
export {
  EMPTY_LEDGER,
  experienceStart,
  isEligible,
  NO_ACTION_EVENT_MS,
  SILENT_COMPLETION_IDS,
  takeStep,
  type ExperienceCall,
  type ExperienceFilter,
  type ExperienceLedger,
  type ExperienceStart,
  type ExperienceStep,
  type StepOutcome,
} from './rules/experienceLifecycle';
export {
  CALLOUT_KINDS,
  COMPONENT_TYPES,
  experienceDisplay,
  EXPERIENCE_TYPES,
  type CalloutKind,
  type DisplayContext,
  type BannerColours,
  type ExperienceButton,
  type ExperienceDisplay,
  type FlyoutDirection,
} from './rules/experienceDisplay';
export { delayMs, EXPERIENCE_TIMINGS } from './rules/experienceTimings';
export { PLACEMENTS, placementsFor } from './rules/experiencePlacements';
export {
  addHeldSave,
  HELD_SAVE_NOTE,
  HELD_SAVES_KEY,
  HELD_SAVES_MAX,
  heldSavesMergedMessage,
  holdSave,
  parseHeldSaves,
  readHeldSaves,
  takeHeldSaves,
  type HeldSave,
} from './runtime';
export {
  inviteCodeOf,
  inviteLanding,
  inviteLandingText,
  NO_POPOVER_CHANNELS,
  SENDER_FIRST_NAME_MAX,
  senderFirstName,
  type InviteLanding,
} from './rules/inviteLanding';
export {
  charactersLeft,
  imageFileProblem,
  mayEditPin,
  PIN_ALT_TEXT_MAX,
  PIN_DESCRIPTION_MAX,
  PIN_FIELD_LABELS,
  PIN_IMAGE_BASE64_MAX,
  PIN_IMAGE_KINDS_TEXT,
  PIN_IMAGE_MAX_BYTES,
  PIN_IMAGE_MAX_TEXT,
  PIN_IMAGE_TYPES,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
  pinCreateMethod,
  pinTextOptions,
  pinTextProblems,
  type FieldProblem,
  type PinTextField,
  type PinTextValues,
} from './rules/pinFields';
export { creationPage, PIN_BUILDER_PATH, type CreationPage } from './rules/creationTools';
export { repinIntent, saveReturnPath, type RepinIntent } from './rules/repinIntent';
export { draftHasContent, parsePinDraft, type DraftImage, type PinDraft } from './rules/pinDraft';
export {
  ACTING_READ_ONLY_MESSAGE,
  type ActingChoice,
  type ActingProfile,
  actingChoices,
  activeChoice,
  type BusinessCapability,
  type BusinessPermission,
  CAPABILITY_TEXT,
  capabilitiesOf,
  MFA_UNAVAILABLE_REASON,
  mayActFor,
  PERMISSION_LABEL,
  permissionLabel,
  profileUnavailableReason,
  type ProfileAccess,
} from './rules/actingAs';
export {
  BUSINESS_CATEGORIES,
  BUSINESS_COUNTRIES,
  BUSINESS_NAME_MAX,
  BUSINESS_WEBSITE_MAX,
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
  type HierarchyTool,
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
  BUSINESS_RECORD_KINDS,
  type BusinessRecordKind,
  type ProductAvailability,
} from './api/businessTypes';
export {
  appendVideoEvent,
  AUTOPLAY_MIN_VISIBLE,
  type AutoplayCandidate,
  autoplayChoice,
  type AutoplayContext,
  type AutoplayState,
  MEDIA_ERRORS,
  mediaErrorMessage,
  pauseVideo,
  VIDEO_EVENT_CAP,
  VIDEO_STATE_EVENTS,
  VIDEO_STATES,
  type VideoStateCode,
  type VideoStateName,
  videoStateFor,
  videoStateName,
} from './rules/videoPlayback';
export { subscribeToViewport, viewportSize, type ViewportSize } from './browser/viewportSize';
export { adLabel, promotedByText, promoterName } from './rules/promotion';
export { brightness, DARK_BRIGHTNESS_BELOW, hexColour, isDarkColour } from './rules/colours';
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
  TWO_FACTOR_CODE_DIGITS,
  TWO_FACTOR_CODE_MAX_LENGTH,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_SETTINGS_PATH,
  TWO_FACTOR_SETUP_STALE,
  twoFactorCodeOf,
} from './rules/twoFactor';
export { NOTIFICATION_VERBS, notificationAge, NOTIFICATIONS_EMPTY } from './rules/notifications';
