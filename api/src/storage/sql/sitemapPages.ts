// The public pages a sitemap lists, for anyone (no viewer's hidden pins): original pins on public,
// live boards (the rule discovery shows by, repins being copies of a page already listed), public
// live boards, every profile, and every topic, each kind in id order so a sitemap file is a stable
// slice of it. Paths only, each segment encoded: the edge server makes them absolute with the site's origin.

import { interestHref } from 'shared-contracts/rules';
import type { SitemapKind, SitemapPage, SitemapStorage } from '../storage';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const publicBoards = (db: Kysely<DB>) => db.selectFrom('boards as b').where('b.privacy', '=', 'public').where('b.archived', '=', 0);
const publicPins = (db: Kysely<DB>) =>
  db
    .selectFrom('pins as p')
    .innerJoin('boards as b', 'b.id', 'p.board_id')
    .where('p.is_repin', '=', 0)
    .where('b.privacy', '=', 'public')
    .where('b.archived', '=', 0);

/** A stored time ('2026-12-07 09:43:18' or ISO) as the W3C date a sitemap's lastmod takes, or null. */
function lastModified(stored: string | null): string | null {
  if (!stored) return null;
  const time = Date.parse(stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

export function sitemapStore(db: Kysely<DB>): SitemapStorage {
  const counted = async (rows: Promise<{ n: string | number | bigint } | undefined>) => Number((await rows)?.n ?? 0);
  return {
    async sitemapCounts() {
      const [pin, board, profile, topic] = await Promise.all([
        counted(
          publicPins(db)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ),
        counted(
          publicBoards(db)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ),
        counted(
          db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ),
        counted(
          db
            .selectFrom('interests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        ),
      ]);
      return { pin, board, profile, topic };
    },
    async sitemapPages(kind: SitemapKind, offset: number, limit: number): Promise<SitemapPage[]> {
      if (kind === 'pin') {
        const rows = await publicPins(db).select(['p.id', 'p.created_at']).orderBy('p.id').limit(limit).offset(offset).execute();
        return rows.map((row) => ({ path: `/pin/${row.id}/`, lastModified: lastModified(row.created_at) }));
      }
      if (kind === 'board') {
        const rows = await publicBoards(db)
          .innerJoin('users as u', 'u.id', 'b.owner_id')
          .select(['b.id', 'b.slug', 'b.board_order_modified_at', 'u.username'])
          .orderBy('b.id')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map((row) => ({
          path: `/${encodeURIComponent(row.username)}/${encodeURIComponent(row.slug)}/`,
          lastModified: lastModified(row.board_order_modified_at),
        }));
      }
      if (kind === 'profile') {
        const rows = await db.selectFrom('users').select(['id', 'username']).orderBy('id').limit(limit).offset(offset).execute();
        return rows.map((row) => ({ path: `/${encodeURIComponent(row.username)}/`, lastModified: null }));
      }
      const rows = await db.selectFrom('interests').select(['id', 'url_name']).orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ path: interestHref({ id: String(row.id), urlName: row.url_name }), lastModified: null }));
    },
  };
}
