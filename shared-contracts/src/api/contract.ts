// The API contract: every call of spec section 7, with its options (TypeBox schemas the server
// validates and documents in OpenAPI) and its answer type. The server's routes are defined from
// this map and the client's calls are typed by it, so a field renamed on one side fails
// `npm run typecheck` on the other. The browser imports only its types (`import type`): the
// schemas and TypeBox stay on the server.

import { Type, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ABOUT_MAX_LENGTH, FULL_NAME_MAX_LENGTH, LOGIN_LIMITS, PASSWORD_MIN_LENGTH } from '../rules/accountLimits';
import { SEARCH_QUERY_MAX_LENGTH, TYPEAHEAD_LIMITS } from '../rules/searchLimits';
import { MAX_EVENTS_PER_BATCH } from '../rules/eventTypes';
import { USERNAME_MAX_LENGTH } from '../rules/routes';
import { REPORT_REASON_CODES } from '../rules/reportReasons';
import { TODAY_TABS } from '../rules/todayStories';
import { TWO_FACTOR_CODE_MAX_LENGTH } from '../rules/twoFactor';
import {
  PIN_ALT_TEXT_MAX,
  PIN_IMAGE_BASE64_MAX,
  PIN_IMAGE_MAX_BYTES,
  PIN_IMAGE_TYPES,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
} from '../rules/pinFields';
import { BUSINESS_CATALOG_QUERY_MAX } from '../rules/businessPages';
import { BUSINESS_NAME_MAX, BUSINESS_WEBSITE_MAX } from '../rules/businessConvert';
import { BULK_EDIT_MAX_PINS } from '../rules/bulkSelection';
import { INTEREST_PICKER_MAX } from '../rules/interestPicker';
import { SEND_PIN_MESSAGE_MAX } from '../rules/sendPin';
import type {
  ApiBoard,
  ApiBoardSection,
  ApiBoardWithSections,
  ApiBusinessAccessProfile,
  ApiCollaborator,
  ApiExperience,
  ApiInterest,
  ApiInviteMetadata,
  ApiOffsiteResult,
  ApiGridPin,
  ApiPin,
  ApiPinAnalytics,
  ApiPinDeleted,
  ApiPinDetails,
  ApiSectionWithBoard,
  ApiSession,
  ApiUser,
  ApiViewer,
  ApiCookieSettings,
  ApiInterestWithFollow,
  ApiTypeahead,
  ApiTopic,
  ApiStory,
  ApiStoryWithPins,
  ApiNotification,
  ApiSentPin,
  ApiTwoFactor,
  ApiTwoFactorSetup,
  ApiTwoFactorTurnedOn,
  ApiUserSessions,
  ApiUploadedImage,
} from './apiTypes';
import {
  BUSINESS_RECORD_KINDS,
  type ApiBusinessAccount,
  type ApiBusinessCatalog,
  type ApiBusinessDashboard,
  type ApiBusinessHierarchy,
  type ApiBusinessMembers,
  type ApiBusinessRecordsAnswer,
} from './businessTypes';
import {
  Acting,
  BoardDescription,
  BoardName,
  BoardSort,
  FirstName,
  Id,
  Paging,
  Password,
  Privacy,
  PrivacyFilter,
  Tracking,
  UsernameOrEmail,
  UsernameParam,
} from './schemas';

/** An answer's type, carried by the contract for both sides; not validated at run time. */
function answer<T>(): TUnsafe<T> {
  return Type.Unsafe<T>({});
}

const strict = { additionalProperties: false } as const;
/** As typed: the server reads the digits (twoFactorCodeOf) and says plainly when it is not a code. */
const TwoFactorCode = Type.String({ maxLength: TWO_FACTOR_CODE_MAX_LENGTH });
const SearchQuery = Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH, pattern: '\\S' });
const BrowseScope = Type.Union([Type.Literal('pins'), Type.Literal('videos'), Type.Literal('buyable_pins')]);
const SearchScope = Type.Union([Type.Literal('pins'), Type.Literal('videos'), Type.Literal('buyable_pins'), Type.Literal('my_pins')]);
const PlacementId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' });
const PlacedExperienceId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{1,32}$', description: "'placement:experience'" });
const ExperienceContext = {
  extra_context: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())])),
  targeting: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())])),
};
const CollaboratorRemoval = Type.Object({ board_id: Id, invited_user_id: Id, ...Tracking }, strict);
const BulkPinIds = Type.Array(Id, { maxItems: BULK_EDIT_MAX_PINS, uniqueItems: true });
const BulkDelete = Type.Object({ board_id: Id, section_id: Type.Optional(Id), pin_ids: BulkPinIds, ...Tracking, ...Acting }, strict);
// Moves the selection (or with select-all every pin but pin_ids) to another of the viewer's boards, in one write.
const BulkMove = Type.Object(
  {
    board_id: Id,
    section_id: Type.Optional(Id),
    pin_ids: BulkPinIds,
    to_board_id: Id,
    to_section_id: Type.Optional(Id),
    ...Tracking,
    ...Acting,
  },
  strict,
);
const ExperienceMark = Type.Object({ placed_experience_id: PlacedExperienceId, ...ExperienceContext }, strict);
const UserFollow = Type.Object({ user: Id, ...Tracking }, strict);
const InterestFollow = Type.Object({ interest_id: Id, interest_list: Type.Optional(Type.Literal('favorited')), ...Tracking }, strict);
const PinText = {
  title: Type.Optional(Type.String({ maxLength: PIN_TITLE_MAX })),
  description: Type.Optional(BoardDescription),
  link: Type.Optional(Type.String({ maxLength: PIN_LINK_MAX })),
  alt_text: Type.Optional(Type.String({ maxLength: PIN_ALT_TEXT_MAX })),
};
const PinFeed = <P extends Record<string, TSchema>>(properties: P) => Type.Object({ ...properties, ...Paging }, strict);

export interface ResourceCall<O extends TObject = TObject, A extends TSchema = TSchema> {
  options: O;
  answer: A;
}

function call<O extends TObject, A extends TSchema>(options: O, answered: A): ResourceCall<O, A> {
  return { options, answer: answered };
}

/** `/resource/{Resource}/{action}/`: get reads its options from the query, the others from a JSON body. */
export const API_RESOURCES = {
  UserSessionResource: {
    get: call(Type.Object({}, strict), answer<ApiSession>()),
    // code: the authenticator app's, asked for when the account has two-factor authentication on.
    create: call(
      Type.Object({ username_or_email: UsernameOrEmail, password: Password, code: Type.Optional(TwoFactorCode) }, strict),
      answer<ApiSession>(),
    ),
    delete: call(Type.Object({}, strict), answer<ApiSession>()),
  },
  UserRegisterResource: {
    create: call(
      Type.Object(
        {
          username: Type.String({ minLength: 3, maxLength: USERNAME_MAX_LENGTH, pattern: '^[A-Za-z0-9_]+$' }),
          email: Type.String({ format: 'email', maxLength: LOGIN_LIMITS.usernameOrEmail }),
          password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: LOGIN_LIMITS.password }),
          first_name: FirstName,
          last_name: Type.Optional(Type.String({ maxLength: 30 })),
          // Where the mailed link returns the new user to (a path on this site; anything else is home).
          next: Type.Optional(Type.String({ maxLength: 2048 })),
        },
        strict,
      ),
      // The same answer whether or not the email has an account: the difference goes by mail.
      answer<{ sent: true }>(),
    ),
    // The mailed link's token: makes the account and signs it in.
    update: call(Type.Object({ token: Type.String({ minLength: 1, maxLength: 2048 }) }, strict), answer<ApiSession>()),
  },
  UserResource: {
    get: call(
      Type.Object(
        {
          user_id: Type.Optional(Id),
          username: Type.Optional(UsernameParam),
          field_set_key: Type.Optional(Type.Union([Type.Literal('quicksave'), Type.Literal('save_behavior'), Type.Literal('profile')])),
        },
        strict,
      ),
      answer<ApiUser | ApiViewer>(),
    ),
    update: call(
      Type.Object(
        {
          user_id: Type.Optional(Id),
          first_name: Type.Optional(FirstName),
          full_name: Type.Optional(Type.String({ minLength: 1, maxLength: FULL_NAME_MAX_LENGTH })),
          save_behavior: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          about: Type.Optional(Type.String({ maxLength: ABOUT_MAX_LENGTH })),
        },
        strict,
      ),
      answer<ApiViewer>(),
    ),
  },
  UserSettingsResource: {
    update: call(
      Type.Object(
        {
          allow_analytic_cookies: Type.Boolean(),
          allow_marketing_cookies: Type.Boolean(),
          allow_personalization_cookies: Type.Boolean(),
          surface_tag: Type.Optional(Type.String({ maxLength: 64 })),
        },
        strict,
      ),
      answer<ApiCookieSettings>(),
    ),
  },
  // The signed-in viewer changes their password: the current one must match; sessions stay.
  UserPasswordResource: {
    update: call(
      Type.Object(
        {
          old_password: Password,
          new_password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: LOGIN_LIMITS.password }),
        },
        strict,
      ),
      answer<{ changed: true }>(),
    ),
  },
  // Where the viewer is logged in (settings): get lists the sessions; delete signs one of them out
  // (another browser: this one logs out with UserSessionResource delete).
  UserSessionsResource: {
    get: call(Type.Object({}, strict), answer<ApiUserSessions>()),
    delete: call(Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, strict), answer<ApiUserSessions>()),
  },
  // Two-factor authentication (settings): get says whether it is on; create starts a set-up (a new
  // secret); update turns it on with the password and a code from that secret, and answers the
  // recovery codes, once; delete turns it off with the password and a current code (or a recovery
  // code). Turning it on or off ends the account's other sessions.
  TwoFactorResource: {
    get: call(Type.Object({}, strict), answer<ApiTwoFactor>()),
    create: call(Type.Object({}, strict), answer<ApiTwoFactorSetup>()),
    update: call(Type.Object({ code: TwoFactorCode, password: Password }, strict), answer<ApiTwoFactorTurnedOn>()),
    delete: call(Type.Object({ code: TwoFactorCode, password: Password }, strict), answer<ApiTwoFactor>()),
  },
  // The viewer's notifications, newest first (saves of their Pins, new followers, board invites);
  // update marks them all seen.
  NotificationsResource: {
    get: call(Type.Object({ ...Paging }, strict), answer<ApiNotification[]>()),
    update: call(Type.Object({ seen: Type.Literal(true) }, strict), answer<{ seenAt: string }>()),
  },
  // How many notifications came since the viewer last opened them (the header's bell), counted up to 100.
  NotificationCountResource: { get: call(Type.Object({}, strict), answer<{ unread: number }>()) },
  // 'Send this pin' to a person on the site, with an optional note: it arrives in their inbox and notifications.
  PinSendResource: {
    create: call(
      Type.Object({ pin_id: Id, user: Id, message: Type.Optional(Type.String({ maxLength: SEND_PIN_MESSAGE_MAX })) }, strict),
      answer<{ id: string }>(),
    ),
  },
  // The viewer's inbox (/inbox/): the Pins people sent them, newest first.
  InboxResource: { get: call(Type.Object({ ...Paging }, strict), answer<ApiSentPin[]>()) },
  // A one-time login link by mail, offered when an account-wide delay keeps its owner out on a new
  // device: create mails it (the same answer whether or not the account exists); update logs in
  // with its token, once, and asks for the authenticator code when two-factor authentication is on.
  LoginLinkResource: {
    create: call(Type.Object({ username_or_email: UsernameOrEmail }, strict), answer<{ sent: true }>()),
    update: call(
      Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }), code: Type.Optional(TwoFactorCode) }, strict),
      answer<ApiSession>(),
    ),
  },
  // 'Forgot your password?': create asks for a reset link (the same answer whether or not the
  // account exists); update sets a new password with the link's token, and says whether two-factor
  // authentication is still on (a reset never turns it off: the recovery codes are the way back).
  PasswordResetResource: {
    create: call(Type.Object({ username_or_email: UsernameOrEmail }, strict), answer<{ sent: true }>()),
    update: call(
      Type.Object(
        {
          token: Type.String({ minLength: 1, maxLength: 512 }),
          new_password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: LOGIN_LIMITS.password }),
        },
        strict,
      ),
      answer<{ changed: true; username: string; twoFactor: boolean }>(),
    ),
  },
  UserFollowResource: {
    create: call(UserFollow, answer<ApiUser>()),
    delete: call(UserFollow, answer<ApiUser>()),
  },
  // The first-run step after sign-up (onboarding's InterestPicker): update follows the topics picked
  // (at least INTEREST_PICKER_MIN), delete skips it; either way it is done and never shown again.
  OnboardingInterestsResource: {
    update: call(
      Type.Object({ interest_ids: Type.Array(Id, { maxItems: INTEREST_PICKER_MAX, uniqueItems: true }) }, strict),
      answer<ApiViewer>(),
    ),
    delete: call(Type.Object({}, strict), answer<ApiViewer>()),
  },
  InterestFollowResource: {
    create: call(InterestFollow, answer<{ interest_id: string; followed: boolean }>()),
    delete: call(InterestFollow, answer<{ interest_id: string; followed: boolean }>()),
  },
  BoardResource: {
    get: call(
      Type.Object(
        {
          board_id: Type.Optional(Id),
          username: Type.Optional(Type.String({ maxLength: USERNAME_MAX_LENGTH })),
          slug: Type.Optional(Type.String({ maxLength: 120 })),
          field_set_key: Type.Optional(Type.String({ maxLength: 64 })),
        },
        strict,
      ),
      answer<ApiBoardWithSections>(),
    ),
    create: call(
      Type.Object(
        {
          name: BoardName,
          privacy: Type.Optional(Privacy),
          description: Type.Optional(BoardDescription),
          username: Type.Optional(Type.String({ maxLength: USERNAME_MAX_LENGTH })),
          layout: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('quick_saves')])),
          protected: Type.Optional(Type.Boolean()),
          return_existing: Type.Optional(Type.Boolean()),
          user_id: Type.Optional(Id),
          ...Tracking,
          ...Acting,
        },
        strict,
      ),
      answer<ApiBoard>(),
    ),
    update: call(
      Type.Object(
        {
          board_id: Id,
          name: Type.Optional(BoardName),
          description: Type.Optional(BoardDescription),
          privacy: Type.Optional(Privacy),
          // One of the board's pins as its cover (spec section 2's board cover selection).
          cover_pin_id: Type.Optional(Id),
          ...Tracking,
        },
        strict,
      ),
      answer<ApiBoard>(),
    ),
    delete: call(Type.Object({ board_id: Id, ...Tracking }, strict), answer<{ board_id: string; deleted: boolean }>()),
  },
  BoardsResource: {
    get: call(
      Type.Object(
        {
          username: UsernameParam,
          privacy_filter: Type.Optional(PrivacyFilter),
          sort: Type.Optional(BoardSort),
          group_by: Type.Optional(Type.Union([Type.Literal('mix_public_private'), Type.Literal('visibility')])),
          include_archived: Type.Optional(Type.Boolean()),
          filter_stories: Type.Optional(Type.Boolean()),
          filter_all_pins: Type.Optional(Type.Boolean()),
          filter_shopping_list: Type.Optional(Type.Boolean()),
          ...Paging,
          ...Tracking,
          ...Acting,
        },
        strict,
      ),
      answer<ApiBoard[]>(),
    ),
  },
  BoardSectionsResource: {
    get: call(Type.Object({ board_id: Id }, strict), answer<ApiBoardSection[]>()),
  },
  BoardSectionResource: {
    get: call(Type.Object({ section_id: Id }, strict), answer<ApiSectionWithBoard>()),
    create: call(Type.Object({ board_id: Id, title: BoardName }, strict), answer<ApiBoardSection>()),
    update: call(Type.Object({ section_id: Id, title: BoardName }, strict), answer<ApiBoardSection>()),
    delete: call(Type.Object({ section_id: Id }, strict), answer<{ section_id: string; deleted: boolean }>()),
  },
  BoardCollaboratorsResource: {
    get: call(Type.Object({ board_id: Id }, strict), answer<ApiCollaborator[]>()),
  },
  // The viewer's invites still waiting for an answer (their profile's Boards tab).
  BoardInvitesResource: { get: call(Type.Object({}, strict), answer<ApiBoard[]>()) },
  BoardInviteResource: {
    create: call(Type.Object({ board_id: Id, invited_user_id: Id, ...Tracking }, strict), answer<ApiCollaborator[]>()),
    update: call(Type.Object({ board_id: Id, accept: Type.Literal(true) }, strict), answer<ApiBoard>()),
    delete: call(CollaboratorRemoval, answer<{ board_id: string; invited_user_id: string; removed: boolean }>()),
  },
  BoardCollaboratorResource: {
    delete: call(CollaboratorRemoval, answer<{ board_id: string; invited_user_id: string; removed: boolean }>()),
  },
  PinResource: {
    get: call(Type.Object({ id: Id, field_set_key: Type.Optional(Type.String({ maxLength: 64 })) }, strict), answer<ApiPin>()),
    create: call(
      Type.Object(
        {
          board_id: Id,
          section: Type.Optional(Id),
          method: Type.Union([Type.Literal('button'), Type.Literal('button_external')]),
          image_url: Type.Optional(Type.String({ maxLength: 2000 })),
          image_base64: Type.Optional(Type.String({ maxLength: PIN_IMAGE_BASE64_MAX })),
          ...PinText,
          ...Tracking,
          ...Acting,
        },
        strict,
      ),
      answer<{ pin: ApiPin; pinner: ApiPin['pinner'] }>(),
    ),
    // Its owner's edit, and Organize: the text, and with board_id (and section, absent for none) its place.
    update: call(
      Type.Object({ id: Id, board_id: Type.Optional(Id), section: Type.Optional(Id), ...PinText, ...Tracking, ...Acting }, strict),
      answer<ApiPin>(),
    ),
    // unsave: removing a saved copy, never the pin itself (409 would_delete_pin when it is the original).
    delete: call(Type.Object({ id: Id, unsave: Type.Optional(Type.Boolean()), ...Tracking }, strict), answer<ApiPinDeleted>()),
  },
  // The builder uploads the picture as soon as it is chosen (with progress); Publish then names it.
  PinImageUploadResource: {
    create: call(
      Type.Object({ image_base64: Type.String({ minLength: 1, maxLength: PIN_IMAGE_BASE64_MAX }) }, strict),
      answer<ApiUploadedImage>(),
    ),
  },
  RepinResource: {
    create: call(
      Type.Object(
        {
          pin_id: Id,
          board_id: Id,
          section: Type.Optional(Id),
          user_id: Type.Optional(Id),
          eventContext: Type.Optional(Type.Unknown()),
          disable_event_log_info: Type.Optional(Type.Boolean()),
          description: Type.Optional(BoardDescription),
          ...Tracking,
          ...Acting,
        },
        strict,
      ),
      answer<ApiPin & { created: boolean }>(),
    ),
  },
  // update moves; a pin whose save is already at the destination stays where it is (skipped).
  BulkEditResource: {
    delete: call(BulkDelete, answer<{ deleted: number }>()),
    update: call(BulkMove, answer<{ moved: number; skipped: number }>()),
  },
  BulkEditSelectAllResource: {
    delete: call(BulkDelete, answer<{ deleted: number }>()),
    update: call(BulkMove, answer<{ moved: number; skipped: number }>()),
  },
  PinFeedbackResource: {
    // A report (feedback type 2) says why, one of the report reasons; builds from before reasons send none.
    update: call(
      Type.Object(
        {
          feedback_type: Type.Integer({ minimum: 1, maximum: 100 }),
          pin_id: Id,
          report_reason: Type.Optional(Type.Union(REPORT_REASON_CODES.map((code) => Type.Literal(code)))),
          ...Tracking,
        },
        strict,
      ),
      answer<{ pin_id: string; feedback_type: number }>(),
    ),
    // Undo: the viewer's latest feedback of that type on the pin is taken back.
    delete: call(
      Type.Object({ feedback_type: Type.Integer({ minimum: 1, maximum: 100 }), pin_id: Id }, strict),
      answer<{ pin_id: string; feedback_type: number; removed: boolean }>(),
    ),
  },
  HomefeedResource: { get: call(PinFeed({ scope: Type.Optional(BrowseScope) }), answer<ApiGridPin[]>()) },
  BaseSearchResource: {
    get: call(PinFeed({ query: SearchQuery, scope: Type.Optional(SearchScope) }), answer<ApiGridPin[]>()),
  },
  RelatedPinFeedResource: { get: call(PinFeed({ pin_id: Id }), answer<ApiGridPin[]>()) },
  // Pins whose pictures look like this one's (colour histograms compared in the query), most alike first.
  VisualSearchResource: {
    get: call(PinFeed({ pin_id: Id, products: Type.Optional(Type.Boolean()) }), answer<ApiGridPin[]>()),
  },
  PinDetailsResource: { get: call(Type.Object({ pin_id: Id }, strict), answer<ApiPinDetails>()) },
  PinAnalyticsResource: { get: call(Type.Object({ pin_id: Id }, strict), answer<ApiPinAnalytics>()) },
  InterestsResource: { get: call(Type.Object({}, strict), answer<ApiInterest[]>()) },
  // Discovery: topics as tiles, one topic (by URL name, the start of one, or id), Today's stories,
  // one story with its pins, and pins by what people do with them (rules/todayStories).
  TopicsResource: { get: call(Type.Object({}, strict), answer<ApiTopic[]>()) },
  TopicResource: { get: call(Type.Object({ topic: Type.String({ minLength: 1, maxLength: 80 }) }, strict), answer<ApiTopic>()) },
  TodayStoriesResource: { get: call(Type.Object({}, strict), answer<ApiStory[]>()) },
  TodayStoryResource: {
    get: call(
      Type.Object({ slug: Type.String({ minLength: 12, maxLength: 120, pattern: '^\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+$' }) }, strict),
      answer<ApiStoryWithPins>(),
    ),
  },
  RankedPinsResource: {
    get: call(PinFeed({ ranking: Type.Union(TODAY_TABS.map((tab) => Type.Literal(tab.ranking))) }), answer<ApiGridPin[]>()),
  },
  // Every interest with whether the signed-in viewer follows it ('Tune your home feed', /edit).
  UserInterestsResource: { get: call(Type.Object({}, strict), answer<ApiInterestWithFollow[]>()) },
  // As the search box is typed: matching interests, boards and people, a few of each.
  TypeaheadResource: {
    get: call(
      Type.Object(
        {
          term: Type.String({ minLength: 1, maxLength: TYPEAHEAD_LIMITS.termMaxLength, pattern: '\\S' }),
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: TYPEAHEAD_LIMITS.maxPerKind })),
        },
        strict,
      ),
      answer<ApiTypeahead>(),
    ),
  },
  // The search page's boards and people tabs (pins are BaseSearchResource).
  BoardSearchResource: {
    get: call(PinFeed({ query: SearchQuery }), answer<ApiBoard[]>()),
  },
  UserSearchResource: {
    get: call(PinFeed({ query: SearchQuery }), answer<ApiUser[]>()),
  },
  InterestFeedResource: {
    get: call(
      PinFeed({ interest: Type.String({ minLength: 1, maxLength: 80 }), scope: Type.Optional(BrowseScope) }),
      answer<ApiGridPin[]>(),
    ),
  },
  BoardFeedResource: { get: call(PinFeed({ board_id: Id, section_id: Type.Optional(Id) }), answer<ApiGridPin[]>()) },
  BoardSectionPinsResource: { get: call(PinFeed({ section_id: Id }), answer<ApiGridPin[]>()) },
  UserPinsResource: {
    get: call(
      PinFeed({ username: UsernameParam, kind: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('saved')])) }),
      answer<ApiGridPin[]>(),
    ),
  },
  UserExperienceResource: {
    get: call(
      Type.Object({ placement_ids: Type.Array(PlacementId, { minItems: 1, maxItems: 50 }), ...ExperienceContext }, strict),
      answer<Record<string, ApiExperience>>(),
    ),
    delete: call(ExperienceMark, answer<Record<string, unknown> & { placed_experience_id: string }>()),
  },
  UserExperiencePlatformResource: {
    get: call(
      Type.Object({ multiExperiencePlatform: Type.Optional(Type.Boolean()), ...ExperienceContext }, strict),
      answer<Record<string, ApiExperience>>(),
    ),
  },
  UserExperienceViewedResource: { update: call(ExperienceMark, answer<Record<string, unknown> & { placed_experience_id: string }>()) },
  UserExperienceCompletedResource: { update: call(ExperienceMark, answer<Record<string, unknown> & { placed_experience_id: string }>()) },
  InviteCodeMetadataResource: {
    get: call(
      Type.Object({ invite_code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, strict),
      answer<ApiInviteMetadata>(),
    ),
  },
} satisfies Record<string, Partial<Record<ResourceAction, ResourceCall>>>;

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

export interface RouteCall<
  P extends TObject | null = TObject | null,
  B extends TSchema | null = TSchema | null,
  A extends TSchema = TSchema,
> {
  /** Path parameters (`:name` in the key). */
  params: P;
  /** The query (GET) or JSON body (other verbs); null when the call takes none. */
  payload: B;
  answer: A;
}

function route<P extends TObject | null, B extends TSchema | null, A extends TSchema>(
  params: P,
  payload: B,
  answered: A,
): RouteCall<P, B, A> {
  return { params, payload, answer: answered };
}

const NewsHide = Type.Object({ news_id: Type.String({ minLength: 1, maxLength: 64 }), pin_id: Id });
const SearchHideBody = Type.Object(
  { query: Type.Optional(Type.String({ maxLength: 200 })), pin_type: Type.Optional(Type.String({ maxLength: 32 })) },
  strict,
);
const OffsiteOptions = Type.Object(
  {
    check_only: Type.Optional(Type.Boolean({ default: true })),
    url: Type.String({ minLength: 1, maxLength: 4000 }),
    pin_id: Type.Optional(Id),
    third_party_ad: Type.Optional(Type.Boolean()),
    client_tracking_params: Type.Optional(Type.String({ maxLength: 4000 })),
    aux_data: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  strict,
);
// Typed by hand: TypeBox's static type of this union inside an array is too deep for TypeScript.
const LoggedEventJson = Type.Unsafe<string | Record<string, unknown>>(
  Type.Union([Type.String({ maxLength: 8000 }), Type.Record(Type.String(), Type.Unknown())]),
);
const LoggedEvent = Type.Object(
  {
    event_type: Type.Integer({ minimum: 0 }),
    view_type: Type.Optional(Type.Integer({ minimum: 0 })),
    view_parameter: Type.Optional(Type.Integer({ minimum: 0 })),
    object_id: Type.Optional(Type.String({ maxLength: 64 })),
    impression_kind: Type.Optional(Type.String({ maxLength: 16 })),
    aux_data: Type.Optional(LoggedEventJson),
    tracking_params: Type.Optional(Type.String({ maxLength: 1000 })),
    time: Type.Optional(Type.String({ format: 'date-time' })),
  },
  strict,
);
const EventBatch = Type.Object(
  {
    events: Type.Array(LoggedEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
    // The page's signed token (its PlatformConfig.reportToken): only pages this site served log events.
    page_token: Type.String({ minLength: 1, maxLength: 2000 }),
    // sendBeacon cannot set headers: the CSRF token may come in the body.
    csrf_token: Type.Optional(Type.String({ maxLength: 200 })),
  },
  strict,
);
const Hidden = answer<{ pin_id: string; hidden: boolean }>();
const BusinessParams = Type.Object({ business_id: Id });
const BusinessConvert = Type.Object(
  {
    business_name: Type.String({ minLength: 1, maxLength: BUSINESS_NAME_MAX }),
    website: Type.String({ maxLength: BUSINESS_WEBSITE_MAX }),
    country: Type.String({ minLength: 1, maxLength: 60 }),
    category: Type.String({ minLength: 1, maxLength: 60 }),
  },
  strict,
);

/** The calls with a verb and path of their own (spec section 7), keyed 'VERB /path/:param/'. */
export const API_ROUTES = {
  'PUT /v3/boards/:board_id/follow/': route(Type.Object({ board_id: Id }), null, answer<ApiBoard>()),
  'DELETE /v3/boards/:board_id/follow/': route(Type.Object({ board_id: Id }), null, answer<ApiBoard>()),
  'PUT /v3/news_hub/:news_id/pin/:pin_id/hide/': route(NewsHide, null, Hidden),
  'PUT /v3/news_hub/:news_id/pin/:pin_id/undo/': route(NewsHide, null, Hidden),
  'PUT /v3/p2p/:pin/hide/': route(Type.Object({ pin: Id }), null, Hidden),
  'PUT /v3/p2p/:pin/unhide/': route(Type.Object({ pin: Id }), null, Hidden),
  'PUT /v3/search/:pin_id/hide/': route(Type.Object({ pin_id: Id }), SearchHideBody, Hidden),
  'PUT /v3/search/:pin_id/unhide/': route(Type.Object({ pin_id: Id }), SearchHideBody, Hidden),
  'GET /v3/offsite/': route(null, OffsiteOptions, answer<ApiOffsiteResult>()),
  'POST /v3/offsite/': route(null, OffsiteOptions, answer<ApiOffsiteResult>()),
  'PUT /v3/experiences/:placed/trigger/': route(
    Type.Object({ placed: PlacedExperienceId }),
    Type.Object({ extra_context: Type.Optional(Type.String({ maxLength: 4000 })) }, strict),
    answer<Record<string, unknown> & { placed_experience_id: string }>(),
  ),
  'POST /v3/events/': route(null, EventBatch, answer<{ stored: number }>()),
  'GET /vx/business_access/profiles/': route(null, null, answer<ApiBusinessAccessProfile[]>()),
  // The business tools (issue 20). A business's pages are readable by its members whose profile
  // applies (actingAs.ts); anyone else is told it is not there.
  'GET /vx/business/account/': route(null, null, answer<ApiBusinessAccount | null>()),
  'POST /vx/business/convert/': route(null, BusinessConvert, answer<ApiBusinessAccount>()),
  'GET /vx/business/:business_id/dashboard/': route(
    BusinessParams,
    Type.Object({ days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30)])) }, strict),
    answer<ApiBusinessDashboard>(),
  ),
  'GET /vx/business/:business_id/catalog/': route(
    BusinessParams,
    Type.Object(
      {
        availability: Type.Optional(Type.Union([Type.Literal('in_stock'), Type.Literal('out_of_stock')])),
        q: Type.Optional(Type.String({ maxLength: BUSINESS_CATALOG_QUERY_MAX })),
      },
      strict,
    ),
    answer<ApiBusinessCatalog>(),
  ),
  'GET /vx/business/:business_id/members/': route(BusinessParams, null, answer<ApiBusinessMembers>()),
  'GET /vx/business/:business_id/records/:kind/': route(
    Type.Object({ business_id: Id, kind: Type.Union(BUSINESS_RECORD_KINDS.map((k) => Type.Literal(k))) }),
    null,
    answer<ApiBusinessRecordsAnswer>(),
  ),
  'GET /vx/business_hierarchy/:hierarchy_id/': route(Type.Object({ hierarchy_id: Id }), null, answer<ApiBusinessHierarchy>()),
} satisfies Record<string, RouteCall>;

export type ApiResources = typeof API_RESOURCES;
export type ResourceName = keyof ApiResources;
export type ActionOf<R extends ResourceName> = keyof ApiResources[R] & ResourceAction;
type StaticCall<C> = C extends ResourceCall<infer O, infer T> ? { options: Static<O>; answer: Static<T> } : never;
// Resolved once for every call, so generic code indexes a finished table instead of instantiating
// TypeBox's Static per use (which TypeScript gives up on as 'excessively deep').
type ResourceTypes = { [R in ResourceName]: { [A in ActionOf<R>]: StaticCall<ApiResources[R][A]> } };
export type ResourceOptions<R extends ResourceName, A extends ActionOf<R>> = ResourceTypes[R][A]['options'];
export type ResourceAnswer<R extends ResourceName, A extends ActionOf<R>> = ResourceTypes[R][A]['answer'];
/** Resources that can be read (`get`). */
export type ReadableResource = { [R in ResourceName]: 'get' extends ActionOf<R> ? R : never }[ResourceName];
/** Resources with a write action. */
export type WritableResource = { [R in ResourceName]: Exclude<ActionOf<R>, 'get'> extends never ? never : R }[ResourceName];
export type WriteAction<R extends WritableResource> = Exclude<ActionOf<R>, 'get'>;
/** The paged reads that answer with pins: the feeds a grid shows. */
export type PinFeedResource = { [R in ReadableResource]: ResourceAnswer<R, 'get'> extends ApiGridPin[] ? R : never }[ReadableResource];

/**
 * The calls whose body is a file's own bytes, sent as they are (its type as Content-Type), not as
 * JSON: the server limits them as the bytes arrive, and no base64 makes them a third larger.
 */
export const API_UPLOADS = {
  // The builder's picture, as soon as it is chosen (with progress); PinResource create then names its image_url.
  'POST /v3/pin_images/': { types: PIN_IMAGE_TYPES, maxBytes: PIN_IMAGE_MAX_BYTES, answer: answer<ApiUploadedImage>() },
} satisfies Record<string, { types: readonly string[]; maxBytes: number; answer: TSchema }>;

export type UploadKey = keyof typeof API_UPLOADS;
export type UploadAnswer<K extends UploadKey> = Static<(typeof API_UPLOADS)[K]['answer']>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;
type StaticOrNothing<S> = S extends TSchema ? Static<S> : undefined;
type StaticRoute<C> =
  C extends RouteCall<infer P, infer B, infer A> ? { params: StaticOrNothing<P>; payload: StaticOrNothing<B>; answer: Static<A> } : never;
type RouteTypes = { [K in RouteKey]: StaticRoute<ApiRoutes[K]> };
export type RouteParams<K extends RouteKey> = RouteTypes[K]['params'];
export type RoutePayload<K extends RouteKey> = RouteTypes[K]['payload'];
export type RouteAnswer<K extends RouteKey> = RouteTypes[K]['answer'];
type RouteRequests = {
  [K in RouteKey]: (RouteTypes[K]['params'] extends undefined ? { params?: undefined } : { params: RouteTypes[K]['params'] }) &
    (RouteTypes[K]['payload'] extends undefined ? { payload?: undefined } : { payload: RouteTypes[K]['payload'] });
};
/** What a call of a route takes: its path parameters and its query or body, each only when it has one. */
export type RouteRequest<K extends RouteKey> = RouteRequests[K];
