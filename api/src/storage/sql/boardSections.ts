// A board's sections: listing them, finding one by id or slug, creating, renaming and deleting one.
// A section is shown with its board's URL, read once for all the sections it is shown with.

import type { ApiBoardSection } from 'shared-contracts';
import type { BoardsStorage } from '../storage';
import { personViewer } from '../subject';
import type { OutboundLink } from '../outboundLink';
import { sectionSlugTaken, uniqueSlug } from './boardSlugs';
import { isoNow } from './isoNow';
import { kyselyOf } from './kyselyOf';
import { ReadModels, boardUrl } from './readModels';
import type { SectionRow } from './rows';
import type { SqlDb } from './sqlDb';

const sectionRow = (db: SqlDb, id: number) => kyselyOf(db).selectFrom('board_sections').selectAll().where('id', '=', id);

// A section's URL needs only its board's owner and slug, not a whole board read.
const boardUrlPath = async (db: SqlDb, boardId: number): Promise<string> => {
  const row = await kyselyOf(db)
    .selectFrom('boards as b')
    .innerJoin('users as u', 'u.id', 'b.owner_id')
    .select(['u.username', 'b.slug'])
    .where('b.id', '=', boardId)
    .executeTakeFirst();
  return row ? boardUrl(row.username, row.slug) : '/';
};

/** The sections (all of one board) as the API shows them. */
const sectionsOf = async (db: SqlDb, outboundLink: OutboundLink, rows: SectionRow[]): Promise<ApiBoardSection[]> => {
  const first = rows[0];
  if (!first) return [];
  const models = new ReadModels(db, personViewer(0), outboundLink);
  const url = await boardUrlPath(db, first.board_id);
  return Promise.all(rows.map((row) => models.section(row, url)));
};
const sectionOf = async (db: SqlDb, outboundLink: OutboundLink, row: SectionRow): Promise<ApiBoardSection> =>
  (await sectionsOf(db, outboundLink, [row]))[0]!;

const createSectionOf =
  (db: SqlDb, outboundLink: OutboundLink): BoardsStorage['createSection'] =>
  async (boardId, title) => {
    const id = await db.transaction(async (tx) => {
      const slug = await uniqueSlug(title, sectionSlugTaken(tx, boardId));
      const inserted = await kyselyOf(tx)
        .insertInto('board_sections')
        .values({ board_id: boardId, title, slug, created_at: isoNow() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return sectionOf(db, outboundLink, await sectionRow(db, id).executeTakeFirstOrThrow());
  };

const updateSectionOf =
  (db: SqlDb, outboundLink: OutboundLink): BoardsStorage['updateSection'] =>
  async (sectionId, title) => {
    await db.transaction(async (tx) => {
      const k = kyselyOf(tx);
      const row = await k.selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
      if (!row) return;
      const slug = await uniqueSlug(title, sectionSlugTaken(tx, row.board_id, sectionId));
      await k.updateTable('board_sections').set({ title, slug }).where('id', '=', sectionId).execute();
    });
    const row = await sectionRow(db, sectionId).executeTakeFirst();
    return row ? sectionOf(db, outboundLink, row) : null;
  };

const deleteSectionOf =
  (db: SqlDb): BoardsStorage['deleteSection'] =>
  async (sectionId) => {
    // Its pins stay on the board, outside any section; a pin already saved there too keeps
    // that one save, since a pin is on a board at most once per place.
    await db.transaction(async (tx) => {
      const k = kyselyOf(tx);
      await k
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
      await k.updateTable('pins').set({ section_id: null }).where('section_id', '=', sectionId).execute();
      await k.deleteFrom('board_sections').where('id', '=', sectionId).execute();
    });
  };

type BoardSections = Pick<
  BoardsStorage,
  'listSections' | 'sectionBoardId' | 'findSectionId' | 'createSection' | 'updateSection' | 'deleteSection'
>;

export function boardSections(db: SqlDb, outboundLink: OutboundLink): BoardSections {
  return {
    async listSections(boardId) {
      const rows = await kyselyOf(db).selectFrom('board_sections').selectAll().where('board_id', '=', boardId).orderBy('id').execute();
      return sectionsOf(db, outboundLink, rows);
    },
    async sectionBoardId(sectionId) {
      const row = await kyselyOf(db).selectFrom('board_sections').select('board_id').where('id', '=', sectionId).executeTakeFirst();
      return row?.board_id ?? null;
    },
    async findSectionId(boardId, slug) {
      const row = await kyselyOf(db)
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
