// Discovery (spec section 2's ideas, topics and today): topics as tiles with their pins, pins by
// what people do with them (the most saved, saved this week, seen most, and products), and Today's
// stories. Composed here of its parts: the topics in discoveryTopics.ts, the rankings in
// discoveryRankings.ts and the stories in discoveryStories.ts, sharing discoveryPins.ts.

import type { DiscoveryStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { rankedPinsOf } from './discoveryRankings';
import { discoveryStories } from './discoveryStories';
import { topicOf, topicsOf } from './discoveryTopics';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

export function discoveryStore(db: Kysely<DB>, outboundLink: OutboundLink, now: () => number = Date.now): DiscoveryStorage {
  return {
    topics: topicsOf(db),
    topic: topicOf(db),
    rankedPins: rankedPinsOf(db, outboundLink, now),
    ...discoveryStories(db, outboundLink, now),
  };
}
