// Where a pin card is shown: the grid surfaces of spec section 1 ('Pin card'), which several rules
// (badges, hide paths, shopping indicators, impressions) answer differently for.

/** Grid surfaces a card appears on (spec section 1, 'Pin card'), and the closeup page itself. */
export type Surface =
  | 'AuthHomefeed'
  | 'RelatedPinGrid'
  | 'SearchItem'
  | 'SearchItemHighShoppingIntent'
  | 'FollowingFeedGrid'
  | 'BaseBoardPinGrid'
  | 'UserProfilePinGrid'
  | 'OtherProfilePinGrid'
  | 'CreatorProfileStoryPinGrid'
  | 'CreatorProfileActivityPinGrid'
  | 'BoardlessPins'
  | 'ConversationView'
  | 'PdpRelatedPinGrid'
  | 'BoardMoreIdeasTabContent'
  | 'NewsPage'
  | 'ShoppingGridSmallCarousel'
  | 'VisualInspirationShoppingPin'
  | 'ShoppingGridSmall'
  | 'ShoppingSquareGridDomain'
  | 'ShoppingDynamicHeightGrid'
  | 'ProductPinsFeed'
  | 'TodayArticleFeed'
  | 'IdeasHubSeasonalRow'
  | 'TopicBestPinWide'
  | 'TopicBestPinNarrow'
  | 'CloseupRelatedProducts'
  | 'PinCloseup';
