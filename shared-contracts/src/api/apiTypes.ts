// The shapes the API answers with (spec section 3 field names, as the spec spells them) and the
// envelope every resource call uses. Areas read these; the api package builds them.

import type { BOARD_PRIVACIES, BOARD_SORTS, PRIVACY_FILTERS } from '../rules/boardRules';

export type Privacy = (typeof BOARD_PRIVACIES)[number];
export type BoardLayout = 'default' | 'quick_saves';
export type BoardSort = (typeof BOARD_SORTS)[number];
export type PrivacyFilter = (typeof PRIVACY_FILTERS)[number];
export type ContentType = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image' | 'carousel';
export type ImageSizeKey = '236x' | '474x' | '736x' | 'orig';
export type RedirectStatus = 'blocked' | 'suspicious' | 'porn' | 'other';
export type SeoNoindexReason =
  'sensitive_raw_pin_text' | 'is_sensitive_rich_pin_description' | 'is_sensitive_rich_pin_title' | 'is_sensitive_board_title';

export interface ApiImage {
  url: string;
  width: number;
  height: number;
  dominantColor?: string;
}
export type ApiImages = Record<ImageSizeKey, ApiImage>;

export interface ApiUserSummary {
  id: string;
  entityId: string;
  username: string;
  fullName: string;
  firstName: string;
  imageSmallUrl: string;
  imageMediumUrl: string;
  explicitlyFollowedByMe: boolean;
  isPrimaryWebsiteVerified: boolean;
}

export interface ApiUser extends ApiUserSummary {
  imageLargeUrl: string;
  avatar_color_index: number;
  isPartner: boolean;
  created_at: string;
  pin_count: number;
  boardCount: number;
  followerCount: number;
  followingCount: number;
  /** The profile's 'About' text ('' when none). */
  about: string;
}

/** The signed-in user as they see themselves (spec: viewer or session user). */
export interface ApiViewer extends ApiUser {
  isAuth: true;
  isBot: boolean;
  isSocialBot: boolean;
  is_employee: boolean;
  secretBoardCount: number;
  has_quicksave_board: boolean;
  quicksave_board_id: string | null;
  should_show_messaging: boolean;
  save_behavior: 0 | 1;
  allow_analytic_cookies: boolean | null;
  allow_marketing_cookies: boolean | null;
  allow_personalization_cookies: boolean | null;
  /** Whether the viewer may act for any business profile (the header's Business entry). */
  hasBusinessProfiles: boolean;
  /** The first-run step still waiting for a new person (spec section 3's onboarding steps); null once done or skipped. */
  onboardingStep: 'InterestPicker' | null;
}

export interface ApiVisitor {
  isAuth: false;
  isBot: boolean;
  isSocialBot: boolean;
}

export interface ApiSession {
  isAuthenticated: boolean;
  unauthId: string | null;
  viewer: ApiViewer | ApiVisitor;
}

export interface ApiBoard {
  id: string;
  entityId: string;
  name: string;
  description: string;
  url: string;
  privacy: Privacy;
  layout: BoardLayout;
  followedByMe: boolean;
  collaboratedByMe: boolean;
  isCollaborative: boolean;
  collaboratorCount: number;
  pinCount: number;
  sectionCount: number;
  boardOrderModifiedAt: string;
  createdAt: string;
  owner: ApiUserSummary;
  /** Cover images (up to 3): the chosen cover pin's first, then the newest pins. */
  coverImages: ApiImage[];
  /** The pin its owner chose as cover, while it is on the board; null: the newest pin is the cover. */
  coverPinId: string | null;
  access: Array<'write' | 'owner'>;
  /** Who invited the viewer to collaborate, while that invite waits for their Accept or Decline. */
  invitedBy: ApiUserSummary | null;
}

/** A board read by itself (BoardResource get) comes with its sections. */
export type ApiBoardWithSections = ApiBoard & { sections: ApiBoardSection[] };

export interface ApiBoardSection {
  id: string;
  entityId: string;
  title: string;
  slug: string;
  url: string;
  boardId: string;
  pinCount: number;
}

/** One section read by itself (for its edit page) comes with its board. */
export type ApiSectionWithBoard = ApiBoardSection & { board: ApiBoard };

export interface ApiInterest {
  id: string;
  name: string;
  urlName: string;
}

export interface ApiInterestWithFollow extends ApiInterest {
  followedByMe: boolean;
}

/** A topic as a tile (/ideas, /topics, /explore): its pins' count and the first four pictures. */
export interface ApiTopic {
  interest: ApiInterest;
  pinCount: number;
  covers: ApiImage[];
  followedByMe: boolean;
}

/** One of Today's dated stories, made of pins (rules/todayStories). */
export interface ApiStory {
  slug: string;
  /** Its day, YYYY-MM-DD (UTC). */
  date: string;
  kind: 'best' | 'fresh' | 'picks';
  title: string;
  summary: string;
  interest: ApiInterest;
  pinCount: number;
  covers: ApiImage[];
}

export type ApiStoryWithPins = ApiStory & { pins: ApiGridPin[] };

/** The viewer's two-factor authentication (settings): on since when, or off. */
/** One place the viewer's account is logged in (settings): `current` is the browser asking. */
export interface ApiUserSession {
  id: string;
  createdAt: string;
  /** The browser and system it was started in ('Chrome on Linux'); null when not known. */
  device: string | null;
  current: boolean;
}

/** Where the viewer is logged in, newest first. */
export interface ApiUserSessions {
  sessions: ApiUserSession[];
}

export interface ApiTwoFactor {
  enabled: boolean;
  enabledAt: string | null;
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: number;
  /** When a recovery code was last used to log in, and from which browser ('Chrome on Linux'). */
  lastRecoveryCodeUse: { at: string; device: string | null } | null;
}

/** Just turned on: the recovery codes, shown this once (only their hashes are kept). */
export interface ApiTwoFactorTurnedOn extends ApiTwoFactor {
  recoveryCodes: string[];
}

/** A two-factor set-up under way: the secret, the otpauth link an app reads, and that link's QR code as one SVG path in a size×size box. */
export interface ApiTwoFactorSetup {
  secret: string;
  uri: string;
  qr: { size: number; path: string };
}

/** Something that happened to the viewer: who did it and when, and whether it came after they last looked. */
interface ApiNotificationBase {
  id: string;
  at: string;
  isNew: boolean;
  actor: ApiUserSummary;
}

export type ApiNotification =
  | (ApiNotificationBase & { kind: 'saved'; pin: ApiGridPin; board: Pick<ApiBoard, 'id' | 'name' | 'url'> })
  | (ApiNotificationBase & { kind: 'followed' })
  | (ApiNotificationBase & { kind: 'invited'; board: Pick<ApiBoard, 'id' | 'name' | 'url'> })
  /** Someone sent the viewer a Pin ('Send this pin'), with their note ('' for none). */
  | (ApiNotificationBase & { kind: 'sent'; pin: ApiGridPin; message: string });

export type ApiNotificationKind = ApiNotification['kind'];

/** A Pin someone sent the viewer, as their inbox lists it: who, when, the Pin and the note. */
export interface ApiSentPin {
  id: string;
  at: string;
  /** It came after the viewer last opened their notifications. */
  isNew: boolean;
  sender: ApiUserSummary;
  pin: ApiGridPin;
  message: string;
}

/** What the search box suggests as it is typed. */
export interface ApiTypeahead {
  term: string;
  /** Searches that go on from what is typed ('chicken thighs' for 'chi'), from the pins' titles, most common first. */
  queries: string[];
  interests: ApiInterest[];
  boards: ApiBoard[];
  users: ApiUserSummary[];
}

/** The visitor's cookie choices (UserSettingsResource). */
export interface ApiCookieSettings {
  allow_analytic_cookies: boolean;
  allow_marketing_cookies: boolean;
  allow_personalization_cookies: boolean;
  surface_tag: string | null;
}

export interface ApiCollaborator {
  user: ApiUserSummary;
  status: 'invited' | 'accepted';
}

export interface ApiVideoVariant {
  url: string;
  width: number;
  height: number;
  thumbnail: string;
  duration: number;
}

export interface ApiCaptionTrack {
  url: string;
  /** BCP 47 language tag, e.g. 'en'. */
  lang: string;
  label: string;
}

export interface ApiCarouselSlot {
  slotId: string;
  title: string;
  details: string;
  link: string;
  imageSignature: string;
  images: ApiImages;
}

export interface ApiStoryPinPage {
  blocks: Array<{ blockType: number; text?: string; image?: ApiImages; video?: ApiVideoVariant }>;
}

export interface ApiOfferSummary {
  price?: string;
  minPrice?: string;
  maxPrice?: string;
  standardPrice?: string;
}

/** The follow that put a pin in the viewer's home feed. */
export interface ApiRecommendationReason {
  reason: 'recent_followed_board' | 'following_feed' | 'followed_interest';
  /** The reason is a board (the pin's own). */
  hasBoard: boolean;
}

export interface ApiPin {
  id: string;
  entityId: string;
  title: string;
  gridTitle: string;
  description: string;
  altText: string;
  category: string;
  seoUrl: string;
  seoTitle: string;
  seoDescription: string;
  seoNoindexReason: SeoNoindexReason | null;
  link: string | null;
  trackedLink: string | null;
  domain: string | null;
  imageSignature: string;
  dominantColor: string;
  images: ApiImages;
  contentType: ContentType;
  isRepin: boolean;
  originalPinId: string;
  createdAt: string;
  pinner: ApiUserSummary;
  nativeCreator: ApiUserSummary | null;
  board: ApiBoard | null;
  section: ApiBoardSection | null;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  promoter: ApiUserSummary | null;
  adData: { ceAltImageSignature?: string; collectionGridClickType?: number; advertiserId?: string; campaignId?: string } | null;
  shoppingFlags: number[];
  isEligibleForPdp: boolean;
  isShoppable: boolean;
  isOosProduct: boolean;
  isStaleProduct: boolean;
  isGoLinkless: boolean;
  isOneTap: boolean;
  shouldOpenInStream: boolean;
  embed: { src: string; type: 'video' | 'gif'; width: number; height: number } | null;
  /** captions: the video's text tracks (WebVTT), empty when it has none. */
  videos: { videoList: Partial<Record<'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', ApiVideoVariant>>; captions: ApiCaptionTrack[] } | null;
  storyPinData: {
    pages: ApiStoryPinPage[];
    isDeleted: boolean;
    staticPageCount: number;
    totalVideoDuration: number;
    hasProductPins: boolean;
    metadata: { pinTitle: string };
  } | null;
  carouselData: { index: number; entityId: string; slots: ApiCarouselSlot[] } | null;
  richSummary: {
    typeName: 'product' | 'recipe' | 'article';
    displayName: string;
    siteName: string;
    url: string;
    products: Array<{ brandName?: string; labels?: string[]; offerSummary: ApiOfferSummary }>;
  } | null;
  richMetadata: Record<string, unknown> | null;
  aggregatedPinData: { saves: number; pinTagsChips: string[]; isShopTheLook: boolean };
  shareCount: number;
  sourceInterest: { id: string; name: string; urlName: string } | null;
  /**
   * Why the home feed recommends the pin (spec section 3's recommendationReason): a board or a
   * person the viewer follows, or a topic they follow; null where no follow put it there.
   */
  recommendationReason: ApiRecommendationReason | null;
  access: Array<'write' | 'delete'>;
  /** Where the viewer saved this pin (its root), if they did. */
  savedInfo: { boardId: string; pinId: string; url: string } | null;
  trackingParams: string;
}

/** A pin's board as a grid card needs it: its name and link, and whether the viewer follows or collaborates. */
export type ApiBoardSummary = Pick<ApiBoard, 'id' | 'name' | 'url' | 'privacy' | 'followedByMe' | 'collaboratedByMe' | 'isCollaborative'>;

/** A pin's section as a grid card needs it. */
export type ApiSectionSummary = Pick<ApiBoardSection, 'id' | 'title' | 'url' | 'boardId'>;

/**
 * A pin as the grids answer it (the grid field set): what a card reads. Its board and section are
 * summaries, and the fields only the closeup shows (the native creator, free-form rich metadata) are
 * left out; the closeup reads the whole pin (PinResource). A whole pin is a grid pin too.
 */
export type ApiGridPin = Omit<ApiPin, 'board' | 'section' | 'nativeCreator' | 'richMetadata'> & {
  board: ApiBoardSummary | null;
  section: ApiSectionSummary | null;
};

/**
 * PinResource delete's answer. An unsave (`unsave: true`) also says what the removed copy was: the
 * pin it was saved from (Undo saves that again) and its board and section.
 */
export interface ApiPinDeleted {
  id: string;
  deleted: boolean;
  unsaved?: { sourcePinId: string; board: ApiBoard | null; section: ApiBoardSection | null };
}

/** A picture uploaded for a pin not yet made: where it is stored here, for PinResource create's image_url. */
export interface ApiUploadedImage {
  image_url: string;
  width: number;
  height: number;
  dominant_color: string;
}

/** The 'More about this Pin' dialog (spec section 2): counts, boards containing the pin, related interests. */
export interface ApiPinDetails {
  pin_id: string;
  /** saves: the root pin's saves; shares: shareCount; likes: always 0 here, as the site has no reaction to count. */
  counts: { saves: number; likes: number; shares: number };
  /** Boards holding this pin (its root or a save of it) that the viewer is shown, last modified first (at most PIN_DETAILS_BOARDS_MAX). */
  boards: ApiBoard[];
  /** The pin's topic (sourceInterest) and tags (pinTagsChips); url is the interest page where an interest of that name exists. */
  interests: Array<{ id: string | null; name: string; url: string | null }>;
}

/** One day of a pin's analytics (UTC day). */
export interface ApiPinAnalyticsDay {
  /** YYYY-MM-DD */
  date: string;
  impressions: number;
  saves: number;
  clickthroughs: number;
}

/** A pin's 'See more stats' figures over the last PIN_ANALYTICS_DAYS days, today included. */
export interface ApiPinAnalytics {
  pin_id: string;
  /** The first day, YYYY-MM-DD (UTC). */
  from: string;
  /** The last day (today), YYYY-MM-DD (UTC). */
  to: string;
  /** Every day from `from` to `to`, oldest first; days with nothing are zeros. */
  days: ApiPinAnalyticsDay[];
  totals: { impressions: number; saves: number; clickthroughs: number };
}

export interface ApiExperience {
  experience_id: string;
  placement_id: string;
  placed_experience_id: string;
  type: number;
  status: 'viewed' | 'not_viewed';
  display_data: Record<string, unknown>;
  triggerable_placed_exps: string[];
  metadata: Record<string, unknown>;
}

export interface ApiOffsiteResult {
  message: string;
  redirect_status: RedirectStatus;
  url: string;
}

export interface ApiInviteMetadata {
  invite_code: string;
  invite_channel: number;
  sender: {
    id: string;
    first_name: string | null;
    full_name: string;
    is_default_image: boolean;
    image_medium_url: string;
    should_show_messaging: boolean;
  };
}

export interface ApiBusinessAccessProfile {
  id: string;
  permissions: string[];
  viewerMeetsMfaRequirement: boolean;
  user: {
    /** The business account's user id: what orbac_subject_id names when acting as it. */
    id: string;
    username: string;
    businessName: string;
    imgUrl: string;
    eligibleForStlTool: boolean;
    merchantId: string | null;
    scheduledPinCount: number;
  };
}

export interface ApiError {
  http_status: number;
  /** A stable machine code, e.g. 'invalid_field', 'not_authenticated'. */
  code: string;
  message: string;
  /** The request field at fault, for validation errors. */
  field?: string;
}

/** Every resource and /v3 answer. A read that pages also carries a bookmark (null at the end). */
export interface ResourceResponse<T> {
  resource_response: {
    status: 'success' | 'failure';
    data: T | null;
    error: ApiError | null;
    bookmark?: string | null;
  };
}
