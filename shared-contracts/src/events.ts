// Everything areas say to each other crosses this map; nothing else crosses an area boundary.
// Names are 'domain/verb-past-tense'.

import type { RemoteName } from './remotes';
import type { AuthReason } from './loginHeaders';

/** Grid surfaces a card appears on (spec section 1, 'Pin card'). */
export type Surface =
  | 'AuthHomefeed' | 'RelatedPinGrid' | 'SearchItem' | 'SearchItemHighShoppingIntent'
  | 'FollowingFeedGrid' | 'BaseBoardPinGrid' | 'UserProfilePinGrid' | 'OtherProfilePinGrid'
  | 'CreatorProfileStoryPinGrid' | 'CreatorProfileActivityPinGrid' | 'BoardlessPins'
  | 'ConversationView' | 'PdpRelatedPinGrid' | 'BoardMoreIdeasTabContent' | 'NewsPage'
  | 'ShoppingGridSmallCarousel' | 'VisualInspirationShoppingPin' | 'ShoppingGridSmall'
  | 'ShoppingSquareGridDomain' | 'ShoppingDynamicHeightGrid' | 'ProductPinsFeed'
  | 'TodayArticleFeed' | 'IdeasHubSeasonalRow' | 'TopicBestPinWide' | 'TopicBestPinNarrow'
  | 'CloseupRelatedProducts';

/** Impression visibility thresholds, in percent (spec section 9). */
export type VisibilityThreshold = 0 | 50 | 80 | 100;

/** The three hide paths of spec section 7. */
export type HidePath = 'news_hub' | 'p2p' | 'search';

export interface SaveTarget {
  boardId: string;
  boardName: string;
  boardUrl: string;
  sectionId?: string;
  sectionName?: string;
  sectionSlug?: string;
}

export interface ToastAction {
  label: string;
  href: string;
}

export interface EventMap {
  'pin/save-requested': { pinId: string; surface: Surface; slotIndex?: number };
  'pin/saved': { pinId: string; originalPinId: string; target: SaveTarget | null };
  'pin/save-failed': { pinId: string; message: string };
  'pin/unsaved': { pinId: string };
  'pin/hidden': { pinId: string; path: HidePath; reason: string };
  'pin/hide-undone': { pinId: string; path: HidePath };
  'pin/impression-recorded': {
    pinId: string;
    surface: Surface;
    slotIndex: number;
    visibleThreshold: VisibilityThreshold;
    cellWidth: number;
    cellHeight: number;
    renderDurationMs: number;
    time: number;
  };
  'pin/clicked-through': { pinId: string; url: string; kind: 'click' | 'rightClick'; slotIndex?: number };
  'auth/required': { reason: AuthReason; returnTo?: string };
  'auth/changed': { isAuth: boolean; userId: string | null };
  'toast/requested': { message: string; durationMs?: number; action?: ToastAction };
  'platform/remote-failed': { name: RemoteName; version: string; reason: string };
}

export type EventName = keyof EventMap;
