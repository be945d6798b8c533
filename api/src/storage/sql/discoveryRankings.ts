// Discovery's ranked pins: the discoverable pins by what people do with them (the most saved, saved
// this week, seen most, and products by saves), paged by a bookmark of the offset.

import type { ApiGridPin } from 'shared-contracts/api';
import type { PinRanking } from 'shared-contracts/rules';
import type { DiscoveryStorage, Page } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { type BuilderDialect, builderDialectOf } from './builderDialect';
import { DAY_MS, discoverable, FEED_ORDER, impressions, type Order, repins, savesShown } from './discoveryPins';
import { ReadModels } from './readModels';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** Each ranking's order (with the saves since a week ago), and whether it takes products only. */
const rankings = (d: BuilderDialect): Record<PinRanking, { productsOnly: boolean; order: (since: string) => Order[] }> => ({
  best: { productsOnly: false, order: () => [[savesShown(d), 'desc'], ...FEED_ORDER] },
  trending: { productsOnly: false, order: (since) => [[repins().where('s.created_at', '>=', since), 'desc'], ...FEED_ORDER] },
  popular: { productsOnly: false, order: () => [[impressions(), 'desc'], ...FEED_ORDER] },
  shop: { productsOnly: true, order: () => [[savesShown(d), 'desc'], ...FEED_ORDER] },
});

export const rankedPinsOf = (db: Kysely<DB>, outboundLink: OutboundLink, now: () => number): DiscoveryStorage['rankedPins'] => {
  const RANKINGS = rankings(builderDialectOf(db));
  return async (viewer, ranking, page): Promise<Page<ApiGridPin>> => {
    const feed = `ranked:${ranking}`;
    const offset = Number(decodeBookmark(feed, page.bookmark, 1)?.[0] ?? 0);
    const { productsOnly, order } = RANKINGS[ranking];
    const rows = await discoverable(db, viewer, order(new Date(now() - 7 * DAY_MS).toISOString()))
      .$if(productsOnly, (query) => query.where('p.content_type', '=', 'product'))
      .selectAll('p')
      .limit(page.pageSize + 1)
      .offset(offset)
      .execute();
    const more = rows.length > page.pageSize;
    const items = await new ReadModels(db, viewer, outboundLink).gridPins(rows.slice(0, page.pageSize));
    return { items, bookmark: more ? encodeBookmark(feed, [offset + page.pageSize]) : null };
  };
};
