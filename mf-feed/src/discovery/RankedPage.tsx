// Today's pins by what people do with them (/today/best/, /today/trending/, /today/popular/,
// /today/shop/): each a grid of its own.

import { type PinRanking, TODAY_TABS } from 'shared-contracts/rules';
import type { FeedSource } from '../data/feedSources';
import { FeedGrid } from '../FeedGrid';
import { TodayTabs } from './TodayTabs';
import styles from './Discovery.module.css';

export function RankedPage({ ranking }: { ranking: PinRanking }) {
  const tab = TODAY_TABS.find((t) => t.ranking === ranking) ?? TODAY_TABS[0];
  const source: FeedSource = {
    key: `ranked:${ranking}`,
    surface: ranking === 'shop' ? 'ShoppingDynamicHeightGrid' : 'TodayArticleFeed',
    resource: 'RankedPinsResource',
    options: { ranking },
    emptyText: 'No Pins here yet.',
  };
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{tab.heading}</h1>
      <TodayTabs current={ranking} />
      <FeedGrid heading={tab.heading} source={source} />
    </section>
  );
}
