// The slugs of boards and sections: a name's slug made unique among the owner's boards, or among
// the board's sections, with -2, -3… when taken. Board and section writes both take theirs here,
// inside the transaction that writes the name.

import { slugify } from '../../text/slugs';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** slugify(name), or with -2, -3… the first one isTaken refuses. */
export async function uniqueSlug(name: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!(await isTaken(base))) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/** Whether a slug is taken among the owner's boards (but for `exceptId`, the board being renamed). */
export const slugTaken =
  (q: Kysely<DB>, ownerId: number, exceptId?: number) =>
  async (slug: string): Promise<boolean> =>
    (await q
      .selectFrom('boards')
      .select((eb) => eb.lit(1).as('one'))
      .where('owner_id', '=', ownerId)
      .where('slug', '=', slug)
      .$call((query) => (exceptId === undefined ? query : query.where('id', '<>', exceptId)))
      .executeTakeFirst()) !== undefined;

/** Whether a slug is taken among the board's sections (but for `exceptId`, the section being renamed). */
export const sectionSlugTaken =
  (q: Kysely<DB>, boardId: number, exceptId?: number) =>
  async (slug: string): Promise<boolean> =>
    (await q
      .selectFrom('board_sections')
      .select((eb) => eb.lit(1).as('one'))
      .where('board_id', '=', boardId)
      .where('slug', '=', slug)
      .$call((query) => (exceptId === undefined ? query : query.where('id', '<>', exceptId)))
      .executeTakeFirst()) !== undefined;
