// shared-contracts/rules: the spec's product rules, as pure functions and the constants they
// decide by. Every area, the shell and the servers call them; each area bundles what it uses.
export { type Surface } from './surfaces';
export { isReservedFirstSegment, RESERVED_FIRST_SEGMENTS } from './reservedSegments';
export {
  type CreationTool,
  isAreaActive,
  ownsRoute,
  parseRoute,
  type Route,
  USERNAME_MAX_LENGTH,
  COMMUNITY_GUIDELINES_HREF,
} from './routes';
export { nextPathOf, safeNextPath } from './safeNextPath';
export { PENDING_SAVE_KEY, pendingSaveOf, pendingSaveRecord, type PendingSave } from './pendingSave';
export { BOARD_REFUSALS, boardRoleOf, bulkEditReach, mayOnBoard, type BoardRole } from './boardPermissions';
export { nameProblem } from './nameText';
export { type AuthReason, LOGIN_SUBHEADER, loginHeaderFor } from './loginHeaders';
export { documentTitle, pageHeading, SITE_NAME, titleFor } from './documentTitle';
export { BOARDS_SHOWN, boardReadOptions, FEED_PAGE_SIZE, type FirstRead, firstReadOf, followUpReadOf } from './firstRead';
export { GENERIC_ERROR_MESSAGE } from './messages';
export { isServerPath, SERVER_PATH_SEGMENTS } from './serverPaths';
export { mayViewPinAnalytics, PIN_ANALYTICS_DAYS, PIN_DETAILS_BOARDS_MAX } from './pinAnalytics';
export {
  checkLoggedEvent,
  EVENT_TYPES,
  IMPRESSION_TYPES,
  MAX_EVENTS_PER_BATCH,
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENT_AUX_DATA_BYTES,
} from './eventTypes';
export {
  BOARD_SORT_LABELS,
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  DEFAULT_BOARD_PRIVACY,
  PRIVACY_FILTER_LABELS,
  PRIVACY_FILTERS,
  QUICK_SAVES_BOARD_NAME,
  TEXT_LIMITS,
} from './boardRules';
export { externalUrl } from './links';
export { type OffsiteVerdict, type OutboundLink, OUTBOUND_REL, offsiteVerdict, outboundLinkOf } from './outboundLink';
export { showsStatsButtonOn, STATS_BUTTON_TEXT, statsButtonText } from './statsButton';
export {
  BOARDS_CONTAINING_TITLE,
  boardFacts,
  countLabels,
  MORE_ABOUT_PIN_TITLE,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from './moreAboutPin';
export { cookingTime, richDetailsOf } from './richDetails';
export { absoluteUrl, jsonForScriptElement, pinPageUrl, pinStructuredData } from './structuredData';
export { escapeMarkup } from './markup';
export { type CellPosition, cellsInRange, extendMasonry, layoutMasonry, type MasonryLayout, PAGE_GUTTER } from './masonryLayout';
export {
  IMPRESSION_AUX_FIELDS,
  IMPRESSION_THRESHOLDS,
  type ImpressionInput,
  impressionLogEvent,
  impressionStep,
  INITIAL_IMPRESSION,
  TOP_OBSTRUCTION_PX,
} from './impressions';
export { cutText } from './textCuts';
export { carouselSlotsOf, gifOf, hasVideo, isDeletedStory, playbackOf, productOfferOf, videoEmbedOf } from './contentType';
export { priceDisplay } from './price';
export { storyPinDurationMs } from './duration';
export { badgeFor, STORY_VIDEO_BLOCK } from './badge';
export { nextStoryPage, previousStoryPage, storyPageTiming, storyPlaysNow, storySegmentFill, storyWantsToPlay } from './storyPlayback';
export { cardText, isSensitive, pinDisplayTitle, SENSITIVE_NOINDEX_REASONS } from './pinText';
export { domainLabel } from './domainLabel';
export { cardSaveButtonText } from './cardSaveLabel';
export { type CloseupText, closeupText } from './closeupText';
export {
  DELETED_PIN_DETAIL,
  DELETED_PIN_HEADING,
  DELETED_PIN_MESSAGE,
  DELETED_PIN_SAVE_MESSAGE,
  DELETED_PIN_SEND_MESSAGE,
  GONE_STATUS,
  type PinPageState,
  pinPageState,
} from './deletedPin';
export { cardImage, cellHeight, shownImages, TITLE_LINE_HEIGHT, titleLineCount } from './pinImage';
export { FIRST_SCREEN_IMAGES, firstScreenImages, GRID_IMAGE_SIZES } from './firstScreenImages';
export {
  CAROUSEL_DOTS_MIN_WIDTH,
  CAROUSEL_HIGHLIGHT_MS,
  carouselArrows,
  carouselDotsVisible,
  carouselNext,
  carouselPrevious,
  swipeDirection,
} from './carousel';
export {
  SHOPPING_INDICATOR_HIDE_MS,
  SHOPPING_INDICATOR_LABEL,
  SHOPPING_SCROLL_THROTTLE_MS,
  showsShoppingIndicator,
} from './shoppingIndicator';
export { clickTargetOf, closeupPath } from './clickTarget';
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
} from './quickSave';
export {
  type FeedbackType,
  feedbackTypeOfPin,
  hideReasonMessage,
  offersUnfollow,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  TUNE_HOME_FEED,
  unfollowedMessage,
} from './feedback';
export { hidePathFor, hideRequest, type HideRequest } from './hidePath';
export { LONG_PRESS_MS, longPressAllowed, type PressInput, type PressPhase, pressStep } from './pressGestures';
export { type MenuPlacement, placeMenu } from './menuPlacement';
export { type ImpressionSurface, impressionSurface } from './loggedOutPages';
export { logsClickThroughOnHide, rightClickPayload } from './clickThrough';
export { saveBehaviorPromptApplies, saveDestination } from './saveDestination';
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
} from './saveConfirmation';
export { boardTitleError } from './boardTitle';
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
} from './bulkSelection';
export { INTEREST_PICKER_MIN, INTEREST_PICKER_STEP, INTEREST_PICKER_TOO_FEW, interestPickerState } from './interestPicker';
export { type CategoryPage, categoryHeading, categoryHref, isCategory, topicsAtoZ, trendingSearches } from './discoveryDirectory';
export { shortNumber } from './shortNumber';
export { followerCountLabel } from './userCard';
export { interestHref, profileHref } from './pageLinks';
export { relativeTime } from './relativeTime';
export { boardDisplayName, canWriteBoard, isGroupBoard, ownsBoard, pinCountLabel, sectionCountLabel } from './boardCard';
export { ABOUT_MAX_LENGTH, FULL_NAME_MAX_LENGTH, LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from './accountLimits';
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
} from './cookieConsent';
export { PASSWORD_CHANGE_MESSAGES, passwordChangeProblem, type PasswordChange, type PasswordChangeField } from './passwordChange';
export { REPORT_DIALOG_TITLE, REPORT_QUESTION, REPORT_REASON_MISSING, REPORT_REASONS, type ReportReason } from './reportReasons';
export { otherTheme, THEME_COOKIE, themeCookie, themeFromCookie, type Theme } from './theme';
export { navFooterHeight } from './navFooter';
export { isDesktopWidth } from './breakpoints';
export { SEARCH_QUERY_MAX_LENGTH, TYPEAHEAD_LIMITS } from './searchLimits';
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
} from './searchTabs';
export { DEBUG_PANEL_LIMITS, mayOpenDebugPanel, payloadSummary } from './debugMode';
export {
  EMPTY_LEDGER,
  experienceStart,
  NO_ACTION_EVENT_MS,
  takeStep,
  type ExperienceLedger,
  type ExperienceStep,
} from './experienceLifecycle';
export {
  experienceDisplay,
  type CalloutKind,
  type BannerColours,
  type ExperienceButton,
  type ExperienceDisplay,
} from './experienceDisplay';
export { EXPERIENCE_TIMINGS } from './experienceTimings';
export { placementsFor } from './experiencePlacements';
export { surfacesShownNow, type SurfaceKind } from './experienceTurns';
export { HELD_SAVE_NOTE, HELD_SAVES_KEY, heldSavesToast, holdSave, parseHeldSaves, type HeldSave } from './heldSaves';
export { inviteCodeOf, inviteLanding, inviteLandingText } from './inviteLanding';
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
} from './pinFields';
export { creationPage, PIN_BUILDER_PATH } from './creationTools';
export { repinIntent, saveReturnPath, type RepinIntent } from './repinIntent';
export { draftHasContent, parsePinDraft, type DraftImage, type PinDraft } from './pinDraft';
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
} from './actingAs';
export {
  BUSINESS_CATEGORIES,
  BUSINESS_COUNTRIES,
  BUSINESS_NAME_MAX,
  type BusinessConvertInput,
  businessConvertProblems,
} from './businessConvert';
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
} from './businessPages';
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
} from './videoPlayback';
export { adLabel, promotedByText, promoterName } from './promotion';
export { dayRange, longDay, shortDay } from './calendarDate';
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
} from './todayStories';
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
} from './twoFactor';
export { NOTIFICATION_VERBS, notificationAge, NOTIFICATIONS_EMPTY } from './notifications';
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
} from './sendPin';
