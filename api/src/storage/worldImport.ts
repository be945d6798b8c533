// The demo world the seed produces: plain data, no I/O. Storage imports it in one transaction;
// the image writer turns each WorldImage into files. Ids are fixed so the world is the same on
// every machine.

import type {
  ApiAdAccount,
  ApiAudience,
  ApiBrandSafety,
  ApiHierarchyManager,
  ApiInvoice,
  ApiSharedTag,
  BoardLayout,
  ContentType,
  Privacy,
} from 'shared-contracts/api';

/** One picture: written as {signature}.jpg in each size (236x, 474x, 736x, orig). */
export interface WorldImage {
  signature: string;
  /** Original size; the smaller sizes keep the aspect ratio. */
  width: number;
  height: number;
  /** '#rrggbb': the colour the image is mostly made of (its dominant colour). */
  color: string;
  /** What the picture shows (api/src/seed/pictures/): a landscape, a room, a plate of food... */
  scene: PictureScene;
}

/** The kinds of scene the demo pictures render (PICTURE_SCENES lists them, api/src/seed/pictures/). */
export type PictureScene = 'landscape' | 'stillLife' | 'room' | 'food' | 'fabric' | 'illustration';

export interface WorldUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  firstName: string;
  /** null: an account that cannot log in with a password. */
  password: string | null;
  isPartner: boolean;
  isEmployee: boolean;
  avatarColorIndex: number;
  saveBehavior: 0 | 1;
  shouldShowMessaging: boolean;
  isPrimaryWebsiteVerified: boolean;
  websiteDomain: string | null;
  /** null: the default avatar. */
  imageSignature: string | null;
  createdAt: string;
  /** The cookie banner's answer: all allowed, or null when never asked (the banner shows). */
  cookiesAccepted: boolean | null;
}

export interface WorldInterest {
  id: number;
  name: string;
  urlName: string;
}

export interface WorldBoard {
  id: number;
  ownerId: number;
  name: string;
  slug: string;
  description: string;
  privacy: Privacy;
  layout: BoardLayout;
  isCollaborative: boolean;
  archived: boolean;
  customOrder: number;
  createdAt: string;
  boardOrderModifiedAt: string;
}

export interface WorldSection {
  id: number;
  boardId: number;
  title: string;
  slug: string;
  createdAt: string;
}

export interface WorldCollaborator {
  boardId: number;
  userId: number;
  status: 'invited' | 'accepted';
  invitedBy: number;
  createdAt: string;
}

/**
 * The pin fields that are not columns, stored as JSON. Images inside are signatures of
 * SeedImages; the API expands them into sized URLs.
 */
export interface PinContent {
  gridTitle?: string;
  altText?: string;
  seoTitle?: string;
  seoDescription?: string;
  seoNoindexReason?: string;
  isOneTap?: boolean;
  embed?: { type: 'video' | 'gif'; src: string; width: number; height: number };
  /** Videos: each variant names a thumbnail image signature. */
  videos?: Record<'vHLSV4' | 'vHLSV3MOBILE' | 'v720P', { url: string; width: number; height: number; thumbnail: string; duration: number }>;
  /** A video's caption tracks (WebVTT files the seed writes beside it). */
  videoCaptions?: Array<{ url: string; lang: string; label: string }>;
  storyPinData?: {
    isDeleted: boolean;
    pages: Array<{
      blocks: Array<{
        blockType: number;
        text?: string;
        imageSignature?: string;
        videoDuration?: number;
        /** A video block's MP4 (the seed encodes it from the block's picture, as for a video pin's v720P). */
        videoUrl?: string;
      }>;
    }>;
    metadata: { pinTitle: string };
  };
  carouselSlots?: Array<{ slotId: string; title: string; details: string; link: string; imageSignature: string }>;
  richSummary?: {
    typeName: 'product' | 'recipe' | 'article';
    displayName: string;
    siteName: string;
    url: string;
    products: Array<{
      brandName?: string;
      labels?: string[];
      offerSummary: { price?: string; minPrice?: string; maxPrice?: string; standardPrice?: string };
    }>;
  };
  richMetadata?: Record<string, unknown>;
  shoppingFlags?: number[];
  isEligibleForPdp?: boolean;
  isShoppable?: boolean;
  isOosProduct?: boolean;
  adData?: { ceAltImageSignature?: string; collectionGridClickType?: number; advertiserId?: string; campaignId?: string };
  isDownstreamPromotion?: boolean;
  shareCount?: number;
  saves?: number;
  pinTagsChips?: string[];
}

export interface WorldPin {
  id: number;
  pinnerId: number;
  boardId: number | null;
  sectionId: number | null;
  /** The pin this one was saved from, for repins. */
  repinOf: number | null;
  rootPinId: number;
  contentType: ContentType;
  title: string;
  description: string;
  link: string | null;
  domain: string | null;
  image: WorldImage;
  interestId: number | null;
  isPromoted: boolean;
  promoterId: number | null;
  /** Position in the home feed (lower first). */
  feedRank: number;
  content: PinContent;
  createdAt: string;
}

export interface WorldExperience {
  placementId: string;
  experienceId: string;
  type: number;
  priority: number;
  displayData: Record<string, unknown>;
  triggerablePlacedExps: string[];
  metadata: Record<string, unknown>;
  /** Who gets it: everyone, the signed-in, visitors, or one user ('user:4', a subject). */
  audience: 'all' | 'signed_in' | 'signed_out' | `user:${number}`;
  requiresTrigger: boolean;
}

export interface WorldInviteCode {
  code: string;
  senderId: number;
  inviteChannel: number;
  boardId: number | null;
  createdAt: string;
}

export interface WorldOffsiteHost {
  host: string;
  redirectStatus: 'blocked' | 'suspicious' | 'porn';
  message: string;
}

export interface WorldBusinessAccess {
  id: number;
  memberId: number;
  businessUserId: number;
  permissions: string[];
  businessName: string;
  merchantId: string | null;
  eligibleForStlTool: boolean;
  scheduledPinCount: number;
  viewerMeetsMfa: boolean;
}

/** A user turned into a business account, as /business/convert/ would have made it. */
export interface WorldBusinessAccount {
  userId: number;
  businessName: string;
  website: string | null;
  country: string;
  category: string;
  convertedAt: string;
}

/** The records behind a business's manager screens; each row names its business (a business account's user id). */
export interface WorldBusinessRecords {
  sharedTags: Array<Omit<ApiSharedTag, 'id'> & { id: number; businessId: number }>;
  audiences: Array<Omit<ApiAudience, 'id'> & { id: number; businessId: number }>;
  invoices: Array<Omit<ApiInvoice, 'id'> & { id: number; businessId: number }>;
  adAccounts: Array<Omit<ApiAdAccount, 'id'> & { id: number; businessId: number }>;
  assetGroups: Array<{ id: number; businessId: number; name: string; description: string; boardIds: number[]; adAccountIds: number[] }>;
  /** Businesses without a row here have 'standard' inventory and block nothing. */
  brandSafety: Array<ApiBrandSafety & { businessId: number }>;
}

/** Businesses run together: each with the business it sits under, and the people who manage them. */
export interface WorldBusinessHierarchy {
  id: number;
  name: string;
  businesses: Array<{ businessId: number; parentId: number | null }>;
  managers: Array<{ userId: number; role: ApiHierarchyManager['role']; mfaEnabled: boolean }>;
}

/** One row of the event log (spec section 7 event types), as the site would have logged it. */
export interface WorldEvent {
  /** 'user:{id}' or 'anon:{id}', as POST /v3/events/ stores it. */
  subject: string;
  eventType: number;
  objectId: string;
  impressionKind: string | null;
  auxData: Record<string, unknown>;
  /** When it was logged: within the last days before `now`. */
  receivedAt: string;
}

export interface WorldImport {
  users: WorldUser[];
  interests: WorldInterest[];
  boards: WorldBoard[];
  sections: WorldSection[];
  collaborators: WorldCollaborator[];
  pins: WorldPin[];
  /** Every image the world uses: pins, carousel slots, story pages, video thumbnails, avatars. */
  images: WorldImage[];
  boardFollows: Array<{ userId: number; boardId: number }>;
  userFollows: Array<{ followerId: number; followeeId: number }>;
  interestFollows: Array<{ userId: number; interestId: number; favorited: boolean }>;
  experiences: WorldExperience[];
  inviteCodes: WorldInviteCode[];
  offsiteHosts: WorldOffsiteHost[];
  businessAccess: WorldBusinessAccess[];
  businessAccounts: WorldBusinessAccount[];
  businessRecords: WorldBusinessRecords;
  businessHierarchies: WorldBusinessHierarchy[];
  /** A month of impressions and click-throughs of some pins (demo's, the partner's, the businesses'), so their analytics show figures. */
  events: WorldEvent[];
}
