// The one interface every read and write of product data goes through. The stores that implement
// it (sql/) are written once with the query builder, Kysely over sql-kit's databases (sql/apiDb.ts),
// with what the databases say differently in sql/builderDialect.ts; SQLite (sqlite/, the default)
// and PostgreSQL (postgres/) each give them a database, their migrations and their bulk import.

import type {
  ApiBoard,
  ApiBoardSection,
  ApiBusinessAccessProfile,
  ApiBusinessAccount,
  ApiBusinessMember,
  ApiBusinessRecords,
  ApiBusinessTopPin,
  ApiCatalogProduct,
  ApiCollaborator,
  ApiExperience,
  ApiGridPin,
  ApiHierarchyBusiness,
  ApiHierarchyManager,
  ApiInterestWithFollow,
  ApiInviteMetadata,
  ApiNotification,
  ApiSentPin,
  ApiPin,
  ApiPinDetails,
  ApiStory,
  ApiStoryWithPins,
  ApiTopic,
  ApiTypeahead,
  ApiUser,
  ApiViewer,
  BoardLayout,
  BoardSort,
  BusinessRecordKind,
  Privacy,
  PrivacyFilter,
  RedirectStatus,
} from 'shared-contracts/api';
import type { PinRanking, ProfileAccess } from 'shared-contracts/rules';
import type { WorldImport } from './worldImport';

/** Who is asking: a signed-in user, or a visitor known by the anonymous id cookie. */
export interface Viewer {
  userId: number | null;
  /** 'user:{id}' or 'anon:{id}': the key for per-viewer state that visitors have too. */
  subject: string;
  isBot: boolean;
}

export interface PageRequest {
  pageSize: number;
  /** Opaque position from a previous page; storage decodes and checks it. */
  bookmark: string | null;
}

export interface Page<T> {
  items: T[];
  /** null when there is nothing after this page. */
  bookmark: string | null;
}

/** What the viewer may do to a board, for the authorisation checks of the routes. */
export interface BoardAccess {
  boardId: number;
  ownerId: number;
  privacy: Privacy;
  layout: BoardLayout;
  isOwner: boolean;
  isCollaborator: boolean;
  isInvited: boolean;
  /** Owner or accepted collaborator. */
  canWrite: boolean;
  /** public and protected: anyone; secret: owner and collaborators (and invitees). */
  canRead: boolean;
}

export interface PinAccess {
  pinId: number;
  pinnerId: number;
  boardId: number | null;
  sectionId: number | null;
  rootPinId: number;
  /** A saved copy (a repin), and the pin it was saved from (null once that pin is deleted). */
  isRepin: boolean;
  repinOf: number | null;
  canRead: boolean;
  /** The pinner, or the board's owner or collaborators. */
  canDelete: boolean;
  /** Where the pin links now (its outbound link, as stored); null for none. */
  link: string | null;
  /** A story pin its creator deleted: its row stays for the grids' 'Unavailable' placeholder, its page is gone. */
  isDeleted: boolean;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string;
  firstName: string;
}

export interface BoardInput {
  name: string;
  description?: string;
  privacy: Privacy;
}

export interface BoardListQuery extends PageRequest {
  ownerId: number;
  privacyFilter: PrivacyFilter;
  sort: BoardSort;
  groupBy: 'mix_public_private' | 'visibility';
  includeArchived: boolean;
}

export interface NewPin {
  boardId: number;
  sectionId: number | null;
  pinnerId: number;
  title: string;
  description: string;
  link: string | null;
  altText: string;
  image: StoredImageRow;
  method: 'button' | 'button_external';
}

/** An owner's changes to a pin: its text, and with place its board and section. */
export interface PinChanges {
  title?: string;
  description?: string;
  link?: string | null;
  altText?: string;
  place?: { boardId: number; sectionId: number | null };
}

/** A stored picture: its size, dominant colour and colour histogram (null until worked out). */
export interface StoredImageRow {
  signature: string;
  width: number;
  height: number;
  color: string;
  histogram: Buffer | null;
}

/** One day's figures of a pin (UTC day, YYYY-MM-DD); days without any are left out. */
export interface PinDayCounts {
  date: string;
  impressions: number;
  saves: number;
  clickthroughs: number;
}

/** One place an account is logged in. */
export interface UserSession {
  /** A public id: the start of the token's hash (SESSION_ID_LENGTH characters), never the token. */
  id: string;
  createdAt: string;
  device: string | null;
}

/** Characters of a session token's hash that name it in settings: 96 bits, and no way back to the token. */
export const SESSION_ID_LENGTH = 16;

/** The id settings names a session by (UserSession.id): the start of its token's hash. */
export function sessionIdOf(tokenHash: string): string {
  return tokenHash.slice(0, SESSION_ID_LENGTH);
}

export interface CookieSettings {
  allow_analytic_cookies: boolean;
  allow_marketing_cookies: boolean;
  allow_personalization_cookies: boolean;
  surface_tag: string | null;
}

export type HidePath = 'news_hub' | 'p2p' | 'search';

/** What /business/convert/ stores; the fields are checked (businessConvertProblems) before. */
export interface NewBusinessAccount {
  businessName: string;
  website: string | null;
  country: string;
  category: string;
}

/** A business account as its pages' header shows it; the route adds the viewer's permissions. */
export interface BusinessProfile {
  id: string;
  username: string;
  businessName: string;
  imgUrl: string;
}

/** One manager screen's records, told apart by the screen. */
export type BusinessRecordsOf = { [K in BusinessRecordKind]: { kind: K; records: ApiBusinessRecords[K] } }[BusinessRecordKind];

/** A business hierarchy as stored; its figures are the route's. */
export interface StoredHierarchy {
  id: string;
  name: string;
  businesses: ApiHierarchyBusiness[];
  managers: ApiHierarchyManager[];
}

export interface LoggedEvent {
  event_type: number;
  view_type: number | null;
  view_parameter: number | null;
  object_id: string | null;
  impression_kind: string | null;
  aux_data: string | null;
  tracking_params: string | null;
  client_time: string | null;
}

export type ExperienceMark = 'viewed' | 'completed' | 'dismissed' | 'triggered';

/** The pin scopes of spec section 3 that search answers here. */
export type SearchScope = 'pins' | 'videos' | 'buyable_pins' | 'my_pins';
/** Narrows a browse feed (home, topic) to one kind of pin: the videos and shopping surfaces. */
export type BrowseScope = 'pins' | 'videos' | 'buyable_pins';

export type UserPinsKind = 'created' | 'saved';

/**
 * A user's two-factor authentication: the secret being set up, the one in use (both as stored:
 * sealed with the server's key, secretBox.ts), since when, and the last code's step.
 */
export interface TwoFactorState {
  pendingSecret: string | null;
  secret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

/** How many of a user's recovery codes are left, and when and where the last one was used. */
export interface RecoveryCodesState {
  left: number;
  lastUse: { at: string; device: string | null } | null;
}

/** A user's secrets as stored, for sealing the ones an older version kept plain. */
export interface StoredTwoFactorSecrets {
  userId: number;
  secret: string | null;
  pendingSecret: string | null;
}

/** What every store has: the database itself (sqlite/sqliteStorage.ts, postgres/postgresStorage.ts). */
export interface CoreStorage {
  isSeeded: () => Promise<boolean>;
  /** Writes the whole demo world in one transaction: all of it or none. */
  importWorld: (
    world: WorldImport,
    passwordHashes: ReadonlyMap<number, string>,
    imageHistograms: ReadonlyMap<string, Buffer>,
  ) => Promise<void>;
  /** A secret the server keeps for itself (random, made on first use, the same for every process on this database). */
  serverSecret: (name: string) => Promise<Buffer>;
  /** A number that changes whenever product data does (not the event log): cached reads are good while it stands still. */
  dataVersion: () => Promise<number>;
  close: () => Promise<void>;
}

/** Accounts, sessions and cookie choices (sql/accountsStore.ts). */
export interface AccountsStorage {
  /** The new id, or which unique field another account already has (racing sign-ups included). */
  createUser: (user: NewUser) => Promise<{ userId: number } | { taken: 'username' | 'email' }>;
  isUsernameTaken: (username: string) => Promise<boolean>;
  isEmailTaken: (email: string) => Promise<boolean>;
  findCredentials: (usernameOrEmail: string) => Promise<{ userId: number; passwordHash: string | null } | null>;
  /** `device`: the browser and system it is started in ('Chrome on Linux'), shown in settings. */
  createSession: (tokenHash: string, userId: number, expiresAt: Date, device?: string | null) => Promise<void>;
  findSessionUser: (tokenHash: string, now: Date) => Promise<number | null>;
  deleteSession: (tokenHash: string) => Promise<void>;
  /** Ends every session of the user but the one given (none: all of them); how many ended. */
  endSessions: (userId: number, exceptTokenHash?: string) => Promise<number>;
  /** The user's sessions that have not expired, newest first. */
  listSessions: (userId: number, now: Date) => Promise<UserSession[]>;
  /** Ends the user's session with this id (UserSession.id); whether there was one. */
  endSession: (userId: number, id: string) => Promise<boolean>;
  getViewer: (userId: number) => Promise<ApiViewer | null>;
  getUser: (viewer: Viewer, by: { userId: number } | { username: string }) => Promise<ApiUser | null>;
  updateUser: (userId: number, changes: { firstName?: string; fullName?: string; saveBehavior?: 0 | 1; about?: string }) => Promise<void>;
  /** The user's stored password hash; null for an account without a password (or no such user). */
  passwordHash: (userId: number) => Promise<string | null>;
  /** Replaces the password hash; sessions are left as they are. */
  setPasswordHash: (userId: number, passwordHash: string) => Promise<void>;
  saveCookieSettings: (subject: string, settings: CookieSettings) => Promise<void>;
  getCookieSettings: (subject: string) => Promise<CookieSettings | null>;
  /** Follows these interests (none: skipped) and marks the first-run step done, in one transaction. */
  finishInterestPicker: (userId: number, interestIds: number[]) => Promise<void>;
}

/** Boards, their sections and collaborators (sql/boardsStore.ts). */
export interface BoardsStorage {
  boardAccess: (viewer: Viewer, boardId: number) => Promise<BoardAccess | null>;
  getBoard: (viewer: Viewer, boardId: number) => Promise<ApiBoard | null>;
  findBoardId: (username: string, slug: string) => Promise<number | null>;
  createBoard: (ownerId: number, input: BoardInput) => Promise<ApiBoard>;
  /** The user's quick-saves board, made if missing; never two. */
  quickSavesBoard: (ownerId: number, name: string, privacy: Privacy) => Promise<{ board: ApiBoard; created: boolean }>;
  /** coverPinId: one of the board's pins (the route checks it is there). */
  updateBoard: (boardId: number, changes: Partial<BoardInput> & { coverPinId?: number }) => Promise<void>;
  deleteBoard: (boardId: number) => Promise<void>;
  listBoards: (viewer: Viewer, query: BoardListQuery) => Promise<Page<ApiBoard>>;
  listSections: (boardId: number) => Promise<ApiBoardSection[]>;
  sectionBoardId: (sectionId: number) => Promise<number | null>;
  findSectionId: (boardId: number, slug: string) => Promise<number | null>;
  createSection: (boardId: number, title: string) => Promise<ApiBoardSection>;
  /** The renamed section, or null when there is no such section. */
  updateSection: (sectionId: number, title: string) => Promise<ApiBoardSection | null>;
  deleteSection: (sectionId: number) => Promise<void>;
  listCollaborators: (boardId: number) => Promise<ApiCollaborator[]>;
  inviteCollaborator: (boardId: number, userId: number, invitedBy: number) => Promise<void>;
  acceptInvite: (boardId: number, userId: number) => Promise<boolean>;
  /** Boards the viewer is invited to and has not answered yet, newest invite first. */
  listInvites: (viewer: Viewer) => Promise<ApiBoard[]>;
  /** Removes an invite ('invited') or a collaborator ('accepted'); false if there was none. */
  removeCollaborator: (boardId: number, userId: number, status: 'invited' | 'accepted') => Promise<boolean>;
}

/** Business tools (issue 20; sql/businessStore.ts). A business is a user with a business account. */
export interface BusinessStorage {
  businessAccount: (userId: number) => Promise<ApiBusinessAccount | null>;
  /** The new business account, or null when the user already has one (racing converts included). */
  createBusinessAccount: (userId: number, account: NewBusinessAccount) => Promise<ApiBusinessAccount | null>;
  /** null when the user is not a business account (or not there). */
  businessProfile: (businessUserId: number) => Promise<BusinessProfile | null>;
  /** The member's business access profile for that business (business_access), null when they have none. */
  businessAccessOf: (memberId: number, businessUserId: number) => Promise<ProfileAccess | null>;
  /** As pinDayCounts, over every pin the businesses pinned: each save of one of them counts once. */
  businessDayCounts: (businessUserIds: number[], from: string, to: string) => Promise<PinDayCounts[]>;
  /** The business's pins with figures from `from` to `to`, most saved first, then most seen. */
  businessTopPins: (businessUserId: number, from: string, to: string, limit: number) => Promise<ApiBusinessTopPin[]>;
  /** The business's own product pins, newest first. */
  businessProducts: (businessUserId: number) => Promise<ApiCatalogProduct[]>;
  /** The people with a business access profile for it, in the order they were given access. */
  businessMembers: (businessUserId: number) => Promise<ApiBusinessMember[]>;
  businessRecords: (businessUserId: number, kind: BusinessRecordKind) => Promise<BusinessRecordsOf>;
  businessHierarchy: (hierarchyId: number) => Promise<StoredHierarchy | null>;
}

/** Discovery (sql/discoveryStore.ts): topics, ranked pins and Today's stories. */
export interface DiscoveryStorage {
  /** Discovery (sql/discoveryStore.ts): every topic as a tile; one by URL name, its start or id; pins by a ranking; Today's stories, and one with its pins. */
  topics: (viewer: Viewer) => Promise<ApiTopic[]>;
  topic: (viewer: Viewer, name: string) => Promise<ApiTopic | null>;
  rankedPins: (viewer: Viewer, ranking: PinRanking, page: PageRequest) => Promise<Page<ApiGridPin>>;
  stories: (viewer: Viewer) => Promise<ApiStory[]>;
  story: (viewer: Viewer, slug: string) => Promise<ApiStoryWithPins | null>;
}

/** Follows, interests, hidden pins, feedback, experiences and the event log (sql/engagementStore.ts). */
export interface EngagementStorage {
  setUserFollow: (followerId: number, followeeId: number, on: boolean) => Promise<boolean>;
  setBoardFollow: (userId: number, boardId: number, on: boolean) => Promise<void>;
  interestExists: (interestId: number) => Promise<boolean>;
  listInterests: () => Promise<Array<{ id: string; name: string; urlName: string }>>;
  findInterestId: (urlName: string) => Promise<number | null>;
  setInterestFollow: (userId: number, interestId: number, on: boolean, favorited: boolean) => Promise<void>;
  /** Every interest by name, with whether the user follows it. */
  userInterests: (userId: number) => Promise<ApiInterestWithFollow[]>;
  setHidden: (
    userId: number,
    pinId: number,
    path: HidePath,
    hidden: boolean,
    extra: { newsId?: string; query?: string; pinType?: string },
  ) => Promise<void>;
  /** reason: why a report was made (a report reason's code), null for other feedback. */
  recordPinFeedback: (userId: number, pinId: number, feedbackType: number, reason: string | null) => Promise<void>;
  /** Takes back the viewer's latest feedback of that type on the pin; false when there was none. */
  removePinFeedback: (userId: number, pinId: number, feedbackType: number) => Promise<boolean>;
  listExperiences: (viewer: Viewer, placementIds: string[] | null) => Promise<ApiExperience[]>;
  experienceExists: (placementId: string, experienceId: string) => Promise<boolean>;
  markExperience: (subject: string, placementId: string, experienceId: string, mark: ExperienceMark) => Promise<void>;
  inviteMetadata: (code: string) => Promise<ApiInviteMetadata | null>;
  offsiteStatus: (host: string) => Promise<{ redirect_status: Exclude<RedirectStatus, 'other'>; message: string } | null>;
  businessProfiles: (userId: number) => Promise<ApiBusinessAccessProfile[]>;
  recordEvents: (subject: string, events: LoggedEvent[]) => Promise<number>;
  /**
   * A click-through the server's own redirect sent `subject` on from pin `pinId`: true when it is
   * the first of that viewer and pin this hour (the one the figures count), false when not.
   */
  recordClickThrough: (subject: string, pinId: number) => Promise<boolean>;
  /** Deletes events (and the click-throughs counted) received before `before`; returns how many events. */
  pruneEvents: (before: Date) => Promise<number>;
}

/** The viewer's notifications (sql/notificationsStore.ts). */
export interface NotificationsStorage {
  /** Saves of the viewer's Pins, new followers and board invites, newest first; none for a visitor. */
  notifications: (viewer: Viewer, page: PageRequest) => Promise<Page<ApiNotification>>;
  /** Marks everything so far seen; answers when. */
  markNotificationsSeen: (userId: number) => Promise<string>;
  /** A seeded world's people have looked at all but their newest `keepNew` notifications, as people who use the site have. */
  settleSeededNotifications: (userIds: readonly number[], keepNew: number) => Promise<void>;
  /** How many came after the user last looked, counted up to 100. */
  unreadNotifications: (userId: number) => Promise<number>;
  /** 'Send this pin': stores it for the recipient and answers its id; null when the sender has sent `hourlyMax` in the last hour. */
  sendPin: (send: { senderId: number; recipientId: number; pinId: number; message: string; hourlyMax: number }) => Promise<number | null>;
  /** The Pins sent to the viewer, newest first; none for a visitor. */
  inbox: (viewer: Viewer, page: PageRequest) => Promise<Page<ApiSentPin>>;
}

/** Pins: reading, saving, creating, editing and their figures (sql/pinsStore.ts). */
export interface PinsStorage {
  /** null: no such pin. canRead false: the pin is on a secret board the viewer may not see (answer it as not found). */
  pinAccess: (viewer: Viewer, pinId: number) => Promise<PinAccess | null>;
  /** Whether a pin of this id was deleted (and none has the id now): its page answers 410, not 404. */
  wasPinDeleted: (pinId: number) => Promise<boolean>;
  findImage: (signature: string) => Promise<StoredImageRow | null>;
  /** Pictures with no colour histogram yet (stored before histograms were kept). */
  imagesMissingHistogram: () => Promise<string[]>;
  setImageHistogram: (signature: string, histogram: Buffer) => Promise<void>;
  getPin: (viewer: Viewer, pinId: number) => Promise<ApiPin | null>;
  /** 'More about this Pin': null when there is no such pin or the viewer may not read it. */
  pinDetails: (viewer: Viewer, pinId: number) => Promise<ApiPinDetails | null>;
  /** Impressions and click-throughs (event log) and saves (its saves) of a pin per day, from `from` to `to` (YYYY-MM-DD, UTC). */
  pinDayCounts: (pinId: number, from: string, to: string) => Promise<PinDayCounts[]>;
  /** Discoverable pins whose pictures' colours are nearest this pin's, nearest first; with products, product pins only. */
  visualSearch: (viewer: Viewer, pinId: number, page: PageRequest, products: boolean) => Promise<Page<ApiGridPin>>;
  createPin: (pin: NewPin) => Promise<ApiPin>;
  /** Records an uploaded picture (kept once per signature), so a pin can be made from it later. */
  saveImage: (image: StoredImageRow) => Promise<void>;
  /** 'taken': the viewer already saved this pin's root to that board and section. */
  updatePin: (pinId: number, changes: PinChanges) => Promise<'updated' | 'taken'>;
  /** Saves a pin to a board (and section); saving the same pin there again returns the first save. */
  repin: (viewer: Viewer, pinId: number, boardId: number, sectionId: number | null) => Promise<{ pin: ApiPin; created: boolean }>;
  deletePin: (pinId: number) => Promise<void>;
  /** Deletes pin_ids from the board (or section), or with selectAll every pin there except them. */
  /** Deletes the listed pins (or, with selectAll, all but them) on a board or section; with pinnerOnly, only that person's. */
  bulkDelete: (
    boardId: number,
    sectionId: number | null,
    pinIds: number[],
    options: { selectAll: boolean; pinnerOnly: number | null },
  ) => Promise<number>;
  /**
   * Moves the listed pins (or, with selectAll, all but them) on a board or section to another board
   * (and section), in one transaction; with pinnerOnly, only that person's. A save whose pin is
   * already at the destination stays where it was (skipped).
   */
  bulkMove: (
    from: { boardId: number; sectionId: number | null },
    to: { boardId: number; sectionId: number | null },
    pinIds: number[],
    options: { selectAll: boolean; pinnerOnly: number | null },
  ) => Promise<{ moved: number; skipped: number }>;
  homeFeed: (viewer: Viewer, page: PageRequest, scope?: BrowseScope) => Promise<Page<ApiGridPin>>;
  searchPins: (viewer: Viewer, query: string, scope: SearchScope, page: PageRequest) => Promise<Page<ApiGridPin>>;
  relatedPins: (viewer: Viewer, pinId: number, page: PageRequest) => Promise<Page<ApiGridPin>>;
  interestPins: (viewer: Viewer, interestId: number, page: PageRequest, scope?: BrowseScope) => Promise<Page<ApiGridPin>>;
  boardPins: (viewer: Viewer, boardId: number, sectionId: number | null, page: PageRequest) => Promise<Page<ApiGridPin>>;
  userPins: (viewer: Viewer, userId: number, kind: UserPinsKind, page: PageRequest) => Promise<Page<ApiGridPin>>;
}

/** Search and lookups (sql/searchStore.ts). */
export interface SearchStorage {
  /** Boards the viewer is listed (listableBoard: never someone else's secret or protected board), not archived unless theirs. */
  searchBoards: (viewer: Viewer, query: string, page: PageRequest) => Promise<Page<ApiBoard>>;
  /** People by username or full name. */
  searchUsers: (viewer: Viewer, query: string, page: PageRequest) => Promise<Page<ApiUser>>;
  /** Up to `count` interests, boards and people each, matched as the searches above. */
  typeahead: (viewer: Viewer, term: string, count: number) => Promise<ApiTypeahead>;
}

/** Two-factor authentication's stored half (sql/twoFactorStore.ts). */
export interface TwoFactorStorage {
  twoFactor: (userId: number) => Promise<TwoFactorState | null>;
  /** Keeps a new secret until a code from it confirms it; the one in use (if any) stays in use. */
  startTwoFactor: (userId: number, pendingSecret: string) => Promise<void>;
  /**
   * Turns the pending secret on, if it is still this one, with the step its confirming code used,
   * and makes these recovery codes (their hashes) the account's only ones: all of it or none.
   */
  enableTwoFactor: (
    userId: number,
    pendingSecret: string,
    step: number,
    now: Date,
    recoveryCodeHashes: readonly string[],
  ) => Promise<boolean>;
  /** Turns it off: the secrets and the recovery codes go. */
  disableTwoFactor: (userId: number) => Promise<void>;
  /** Records a code's time step; false when it (or a later one) was already used, so no code works twice. */
  acceptTwoFactorStep: (userId: number, step: number) => Promise<boolean>;
  /** Marks an unused recovery code used, with when and from which browser; false when there is none (wrong, or used). */
  useRecoveryCode: (userId: number, codeHash: string, now: Date, device: string | null) => Promise<boolean>;
  recoveryCodes: (userId: number) => Promise<RecoveryCodesState>;
  /** Users whose secret or pending secret does not start with `sealedPrefix`: kept plain by an older version. */
  unsealedTwoFactorSecrets: (sealedPrefix: string) => Promise<StoredTwoFactorSecrets[]>;
  /** One stored secret that starts with `sealedPrefix`, to check at start that the configured key opens it; null when none. */
  someSealedTwoFactorSecret: (sealedPrefix: string) => Promise<StoredTwoFactorSecrets | null>;
  /** Replaces a user's stored secrets with their sealed forms, if they are still `from` (another edge may have changed them). */
  replaceTwoFactorSecrets: (from: StoredTwoFactorSecrets, to: StoredTwoFactorSecrets) => Promise<boolean>;
}

/** The public pages a sitemap lists (sql/sitemapPages.ts). */
export type SitemapKind = 'pin' | 'board' | 'profile' | 'topic';
export interface SitemapPage {
  /** The page's path, each segment encoded ('/pin/1001/'). */
  path: string;
  /** Its last change as a W3C date ('2026-12-07'), where one is kept. */
  lastModified: string | null;
}
export interface SitemapStorage {
  sitemapCounts: () => Promise<Record<SitemapKind, number>>;
  /** One kind's pages in id order, from `offset`. */
  sitemapPages: (kind: SitemapKind, offset: number, limit: number) => Promise<SitemapPage[]>;
}

/** Every domain, as the API's routes are given it; a part of the code that needs one domain takes its interface. */
export interface Storage
  extends
    CoreStorage,
    AccountsStorage,
    BoardsStorage,
    BusinessStorage,
    DiscoveryStorage,
    EngagementStorage,
    NotificationsStorage,
    PinsStorage,
    SearchStorage,
    SitemapStorage,
    TwoFactorStorage {}
