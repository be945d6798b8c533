// Writing pins: creating one (with its picture), storing an uploaded picture, editing a pin, saving
// it to a board (repin), and deleting one or many. Kept apart from the reads so every change to the
// pins, and the board's last-modified time that goes with it (touchBoard), is in one place.

import type { ExpressionBuilder, Kysely } from 'kysely';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { PinsStorage, StoredImageRow } from '../storage';
import { personViewer } from '../subject';
import type { OutboundLink } from '../outboundLink';
import type { DB } from './apiTables';
import { builderDialectOf } from './builderDialect';
import { isoNow } from './isoNow';
import { pinRow, readPin } from './pinRows';
import { transaction } from './apiDb';

/** The domain a pin's link shows ('www.' dropped). */
function linkDomain(link: string | null): string | null {
  return link ? new URL(link).hostname.replace(/^www\./, '') : null;
}

const storeImage = async (q: Kysely<DB>, image: StoredImageRow) => {
  await q
    .insertInto('media_images')
    .values({ signature: image.signature, width: image.width, height: image.height, color: image.color, histogram: image.histogram })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .execute();
  // A picture stored before histograms were kept gets its histogram now.
  if (image.histogram)
    await q
      .updateTable('media_images')
      .set({ histogram: image.histogram })
      .where('signature', '=', image.signature)
      .where('histogram', 'is', null)
      .execute();
};

const SAVE_ISOLATION = { isolation: 'read committed' } as const;
const touchBoard = (q: Kysely<DB>, boardId: number) =>
  q.updateTable('boards').set({ board_order_modified_at: isoNow() }).where('id', '=', boardId).execute();

/**
 * A copy of the pin with this root at the board and section (no section counting as section 0,
 * as pins_one_save_per_place counts it).
 */
const samePlace = (boardId: number, sectionId: number | null, rootPinId: number) => (eb: ExpressionBuilder<DB, 'pins'>) =>
  eb.and([
    eb('board_id', '=', boardId),
    eb(eb.fn.coalesce('section_id', eb.lit(0)), '=', sectionId ?? 0),
    eb('root_pin_id', '=', rootPinId),
  ]);

const createPinOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): PinsStorage['createPin'] =>
  async (pin) => {
    const id = await transaction(db, async (tx) => {
      const { rank } = await tx
        .selectFrom('pins')
        .select((eb) => eb(eb.fn.coalesce(eb.fn.max('feed_rank'), eb.lit(0)), '+', eb.lit(1)).as('rank'))
        .executeTakeFirstOrThrow();
      await storeImage(tx, pin.image);
      // The id is the database's own (SQLite's next rowid, PostgreSQL's identity, which saves
      // use too, so two edges never pick the same one); an original is its own root.
      const { id } = await tx
        .insertInto('pins')
        .values({
          pinner_id: pin.pinnerId,
          board_id: pin.boardId,
          section_id: pin.sectionId,
          is_repin: 0,
          root_pin_id: 0,
          content_type: 'image',
          title: pin.title,
          description: pin.description,
          link: pin.link,
          domain: linkDomain(pin.link),
          image_signature: pin.image.signature,
          image_width: pin.image.width,
          image_height: pin.image.height,
          dominant_color: pin.image.color,
          feed_rank: rank,
          content: JSON.stringify({ method: pin.method, ...(pin.altText ? { altText: pin.altText } : {}) }),
          created_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('pins')
        .set((eb) => ({ root_pin_id: eb.ref('id') }))
        .where('id', '=', id)
        .execute();
      await touchBoard(tx, pin.boardId);
      return id;
    });
    return readPin(db, outboundLink, personViewer(pin.pinnerId), id);
  };

const updatePinOf =
  (db: Kysely<DB>): PinsStorage['updatePin'] =>
  async (pinId, changes) => {
    return transaction(db, async (tx) => {
      const row = await pinRow(tx, pinId);
      if (!row) throw new Error(`pin ${pinId} vanished`);
      const { place } = changes;
      if (place) {
        // One copy of a pin per place, as repin keeps it: the original or a save already there.
        const taken = await tx
          .selectFrom('pins')
          .select((eb) => eb.lit(1).as('one'))
          .where('id', '<>', pinId)
          .where(samePlace(place.boardId, place.sectionId, row.root_pin_id))
          .executeTakeFirst();
        if (taken) return 'taken' as const;
      }
      const content = JSON.parse(row.content) as Record<string, unknown>;
      if (changes.altText !== undefined) content.altText = changes.altText;
      const link = changes.link === undefined ? row.link : changes.link;
      await tx
        .updateTable('pins')
        .set({
          title: changes.title ?? row.title,
          description: changes.description ?? row.description,
          link,
          domain: link === row.link ? row.domain : linkDomain(link),
          board_id: place ? place.boardId : row.board_id,
          section_id: place ? place.sectionId : row.section_id,
          content: JSON.stringify(content),
        })
        .where('id', '=', pinId)
        .execute();
      if (place) await touchBoard(tx, place.boardId);
      return 'updated' as const;
    });
  };

/** The save (or original) of the pin with this root already at the board and section, if any. */
const existingSave = (q: Kysely<DB>, boardId: number, sectionId: number | null, rootPinId: number) =>
  q
    .selectFrom('pins')
    .select('id')
    .where(samePlace(boardId, sectionId, rootPinId))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/**
 * Saves the pin to the board (and section) unless its root is there already. One transaction:
 * check, insert and read back cannot interleave with another save.
 *
 * pins_one_save_per_place keeps one save per place whatever the isolation (a racing save is
 * found below, in repin); at SERIALIZABLE, many saves to one board at once (each touches the
 * board) failed on PostgreSQL as conflicts past the retries.
 */
const insertSave = (db: Kysely<DB>, userId: number, pinId: number, boardId: number, sectionId: number | null) =>
  transaction(
    db,
    async (tx) => {
      const source = await pinRow(tx, pinId);
      if (!source) throw new Error(`pin ${pinId} vanished`);
      const found = await existingSave(tx, boardId, sectionId, source.root_pin_id);
      if (found) return { id: found.id, created: false };
      const inserted = await tx
        .insertInto('pins')
        .values({
          pinner_id: userId,
          board_id: boardId,
          section_id: sectionId,
          repin_of: source.id,
          is_repin: 1,
          root_pin_id: source.root_pin_id,
          content_type: source.content_type,
          title: source.title,
          description: source.description,
          link: source.link,
          domain: source.domain,
          image_signature: source.image_signature,
          image_width: source.image_width,
          image_height: source.image_height,
          dominant_color: source.dominant_color,
          interest_id: source.interest_id,
          feed_rank: source.feed_rank,
          content: source.content,
          created_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await touchBoard(tx, boardId);
      return { id: inserted.id, created: true };
    },
    SAVE_ISOLATION,
  );

const repinOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): PinsStorage['repin'] =>
  async (viewer, pinId, boardId, sectionId) => {
    const userId = viewer.userId;
    if (userId === null) throw new Error('repin needs a signed-in viewer');
    let result: { id: number; created: boolean };
    try {
      result = await insertSave(db, userId, pinId, boardId, sectionId);
    } catch (error) {
      // Saved there by another edge between our check and insert: the database keeps one save per place.
      const source = isUniqueViolation(error) ? await pinRow(db, pinId) : undefined;
      const found = source && (await existingSave(db, boardId, sectionId, source.root_pin_id));
      if (!found) throw error;
      result = { id: found.id, created: false };
    }
    return { pin: await readPin(db, outboundLink, viewer, result.id), created: result.created };
  };

/**
 * Bulk edit's move: one transaction reads the selection, leaves out each pin whose root is already
 * at the destination (or moves there in this same call: one copy per place), and moves the rest.
 */
const bulkMoveOf =
  (db: Kysely<DB>): PinsStorage['bulkMove'] =>
  async (from, to, pinIds, { selectAll, pinnerOnly }) =>
    transaction(db, async (tx) => {
      const d = builderDialectOf(tx);
      const selected = await tx
        .selectFrom('pins')
        .select(['id', 'root_pin_id'])
        .where('board_id', '=', from.boardId)
        .$if(from.sectionId !== null, (q) => q.where('section_id', '=', from.sectionId))
        .$if(pinnerOnly !== null, (q) => q.where('pinner_id', '=', pinnerOnly))
        .where((eb) => {
          const listed = d.inList(eb.ref('id'), pinIds, 'integer');
          return selectAll ? eb.not(eb.parens(listed)) : listed;
        })
        .orderBy('id')
        .execute();
      const there = await tx
        .selectFrom('pins')
        .select('root_pin_id')
        .where('board_id', '=', to.boardId)
        .where((eb) => eb(eb.fn.coalesce('section_id', eb.lit(0)), '=', to.sectionId ?? 0))
        .execute();
      const roots = new Set(there.map((row) => row.root_pin_id));
      const moving: number[] = [];
      for (const row of selected) {
        if (roots.has(row.root_pin_id)) continue;
        roots.add(row.root_pin_id);
        moving.push(row.id);
      }
      if (moving.length > 0) {
        await tx
          .updateTable('pins')
          .set({ board_id: to.boardId, section_id: to.sectionId })
          .where((eb) => d.inList(eb.ref('id'), moving, 'integer'))
          .execute();
        await touchBoard(tx, to.boardId);
      }
      return { moved: moving.length, skipped: selected.length - moving.length };
    });

type PinWrites = Pick<PinsStorage, 'createPin' | 'saveImage' | 'updatePin' | 'repin' | 'deletePin' | 'bulkDelete' | 'bulkMove'>;

export function pinWrites(db: Kysely<DB>, outboundLink: OutboundLink): PinWrites {
  const d = builderDialectOf(db);
  return {
    createPin: createPinOf(db, outboundLink),
    async saveImage(image) {
      await storeImage(db, image);
    },
    updatePin: updatePinOf(db),
    repin: repinOf(db, outboundLink),
    async deletePin(pinId) {
      await db.deleteFrom('pins').where('id', '=', pinId).execute();
    },
    async bulkDelete(boardId, sectionId, pinIds, { selectAll, pinnerOnly }) {
      let query = db.deleteFrom('pins').where('board_id', '=', boardId);
      if (sectionId !== null) query = query.where('section_id', '=', sectionId);
      if (pinnerOnly !== null) query = query.where('pinner_id', '=', pinnerOnly);
      // The ids go as one JSON array (builderDialect.ts's inList), not a `?` each: any number of
      // them, and none at all (select all but none: the whole board or section).
      const deleted = await query
        .where((eb) => {
          const listed = d.inList(eb.ref('id'), pinIds, 'integer');
          return selectAll ? eb.not(eb.parens(listed)) : listed;
        })
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
    bulkMove: bulkMoveOf(db),
  };
}
