// A board's sections: listing them, finding one by id or slug, creating, renaming and deleting one.
// A section is shown with its board's URL, read once for all the sections it is shown with.

import type { ApiBoardSection } from 'shared-contracts/api';
import type { BoardsStorage } from '../storage';
import { personViewer } from '../subject';
import type { OutboundLink } from '../outboundLink';
import { sectionSlugTaken, uniqueSlug } from './boardSlugs';
import { isoNow } from './isoNow';
import { ReadModels, boardUrl } from './readModels';
import type { SectionRow } from './rows';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const sectionRow = (db: Kysely<DB>, id: number) => db.selectFrom('board_sections').selectAll().where('id', '=', id);

// A section's URL needs only its board's owner and slug, not a whole board read.
const boardUrlPath = async (db: Kysely<DB>, boardId: number): Promise<string> => {
  const row = await db
    .selectFrom('boards as b')
    .innerJoin('users as u', 'u.id', 'b.owner_id')
    .select(['u.username', 'b.slug'])
    .where('b.id', '=', boardId)
    .executeTakeFirst();
  return row ? boardUrl(row.username, row.slug) : '/';
};

/** The sections (all of one board) as the API shows them. */
const sectionsOf = async (db: Kysely<DB>, outboundLink: OutboundLink, rows: SectionRow[]): Promise<ApiBoardSection[]> => {
  const first = rows[0];
  if (!first) return [];
  const models = new ReadModels(db, personViewer(0), outboundLink);
  const url = await boardUrlPath(db, first.board_id);
  return Promise.all(rows.map((row) => models.section(row, url)));
};
const sectionOf = async (db: Kysely<DB>, outboundLink: OutboundLink, row: SectionRow): Promise<ApiBoardSection> =>
  (await sectionsOf(db, outboundLink, [row]))[0]!;

const createSectionOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['createSection'] =>
  async (boardId, title) => {
    const id = await transaction(db, async (tx) => {
      const slug = await uniqueSlug(title, sectionSlugTaken(tx, boardId));
      const inserted = await tx
        .insertInto('board_sections')
        .values({ board_id: boardId, title, slug, created_at: isoNow() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return sectionOf(db, outboundLink, await sectionRow(db, id).executeTakeFirstOrThrow());
  };

const updateSectionOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): BoardsStorage['updateSection'] =>
  async (sectionId, title) => {
    await transaction(db, async (tx) => {
      const row = await tx.selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
      if (!row) return;
      const slug = await uniqueSlug(title, sectionSlugTaken(tx, row.board_id, sectionId));
      await tx.updateTable('board_sections').set({ title, slug }).where('id', '=', sectionId).execute();
    });
    const row = await sectionRow(db, sectionId).executeTakeFirst();
    return row ? sectionOf(db, outboundLink, row) : null;
  };

const deleteSectionOf =
  (db: Kysely<DB>): BoardsStorage['deleteSection'] =>
  async (sectionId) => {
    // Its pins stay on the board, outside any section; a pin already saved there too keeps
    // that one save, since a pin is on a board at most once per place.
    await transaction(db, async (tx) => {
      await tx
        .deleteFrom('pins')
        .where('section_id', '=', sectionId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('pins as q')
              .select(eb.lit(1).as('one'))
              .whereRef('q.board_id', '=', 'pins.board_id')
              .where('q.section_id', 'is', null)
              .whereRef('q.root_pin_id', '=', 'pins.root_pin_id'),
          ),
        )
        .execute();
      await tx.updateTable('pins').set({ section_id: null }).where('section_id', '=', sectionId).execute();
      await tx.deleteFrom('board_sections').where('id', '=', sectionId).execute();
    });
  };

type BoardSections = Pick<
  BoardsStorage,
  'listSections' | 'sectionBoardId' | 'findSectionId' | 'createSection' | 'updateSection' | 'deleteSection'
>;

export function boardSections(db: Kysely<DB>, outboundLink: OutboundLink): BoardSections {
  return {
    async listSections(boardId) {
      const rows = await db.selectFrom('board_sections').selectAll().where('board_id', '=', boardId).orderBy('id').execute();
      return sectionsOf(db, outboundLink, rows);
    },
    async sectionBoardId(sectionId) {
      const row = await db.selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
      return row?.board_id ?? null;
    },
    async findSectionId(boardId, slug) {
      const row = await db
        .selectFrom('board_sections')
        .select('id')
        .where('board_id', '=', boardId)
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    createSection: createSectionOf(db, outboundLink),
    updateSection: updateSectionOf(db, outboundLink),
    deleteSection: deleteSectionOf(db),
  };
}
