// What every SQL store is made of, on either database: the per-domain stores over one Kysely, so
// SQLite's and PostgreSQL's storage differ only in how they open, seed and count changes.

import type { Kysely } from 'kysely';
import type { OutboundLink } from '../outboundLink';
import { accountsStore } from './accountsStore';
import type { DB } from './apiTables';
import { boardsStore } from './boardsStore';
import { businessStore } from './businessStore';
import { discoveryStore } from './discoveryStore';
import { engagementStore } from './engagementStore';
import { notificationsStore } from './notificationsStore';
import { pinsStore } from './pinsStore';
import { searchStore } from './searchStore';
import { sitemapStore } from './sitemapPages';
import { twoFactorStore } from './twoFactorStore';

export function sqlStores(sql: Kysely<DB>, outboundLink: OutboundLink) {
  return {
    ...accountsStore(sql, outboundLink),
    ...boardsStore(sql, outboundLink),
    ...pinsStore(sql, outboundLink),
    ...engagementStore(sql),
    ...searchStore(sql, outboundLink),
    ...businessStore(sql),
    ...discoveryStore(sql, outboundLink),
    ...sitemapStore(sql),
    ...twoFactorStore(sql),
    ...notificationsStore(sql, outboundLink),
  };
}
