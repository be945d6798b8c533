// Writing pins: creating one (with its picture), storing an uploaded picture, editing a pin, saving
// it to a board (repin), and deleting one or many. Kept apart from the reads so every change to the
// pins, and the board's last-modified time that goes with it (touchBoard), is in one place.

import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { PinsStorage, StoredImageRow } from '../storage';
import { personViewer } from '../subject';
import { dialectOf } from './dialect';
import { named } from './named';
import { pinRow, readPin } from './pinRows';
import type { SqlDb, SqlQueries } from './sqlDb';

const now = () => new Date().toISOString();

/** The domain a pin's link shows ('www.' dropped). */
function linkDomain(link: string | null): string | null {
  return link ? new URL(link).hostname.replace(/^www\./, '') : null;
}

const storeImage = async (q: SqlQueries, image: StoredImageRow) => {
  await q.run(
    'INSERT INTO media_images (signature, width, height, color, histogram) VALUES (?, ?, ?, ?, ?) ON CONFLICT (signature) DO NOTHING',
    image.signature,
    image.width,
    image.height,
    image.color,
    image.histogram,
  );
  // A picture stored before histograms were kept gets its histogram now.
  if (image.histogram)
    await q.run('UPDATE media_images SET histogram = ? WHERE signature = ? AND histogram IS NULL', image.histogram, image.signature);
};

const SAVE_ISOLATION = { isolation: 'read committed' } as const;
const touchBoard = (q: SqlQueries, boardId: number) => q.run('UPDATE boards SET board_order_modified_at = ? WHERE id = ?', now(), boardId);

const createPinOf =
  (db: SqlDb): PinsStorage['createPin'] =>
  async (pin) => {
    const id = await db.transaction(async (tx) => {
      const rank = Number((await tx.get<{ n: number }>('SELECT coalesce(max(feed_rank), 0) + 1 AS n FROM pins'))?.n);
      await storeImage(tx, pin.image);
      const domain = linkDomain(pin.link);
      // The id is the database's own (SQLite's next rowid, PostgreSQL's identity, which saves
      // use too, so two edges never pick the same one); an original is its own root.
      const inserted = await tx.get<{ id: number }>(
        `INSERT INTO pins (pinner_id, board_id, section_id, is_repin, root_pin_id, content_type, title, description, link, domain,
             image_signature, image_width, image_height, dominant_color, feed_rank, content, created_at)
           VALUES (?, ?, ?, 0, 0, 'image', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        pin.pinnerId,
        pin.boardId,
        pin.sectionId,
        pin.title,
        pin.description,
        pin.link,
        domain,
        pin.image.signature,
        pin.image.width,
        pin.image.height,
        pin.image.color,
        rank,
        JSON.stringify({ method: pin.method, ...(pin.altText ? { altText: pin.altText } : {}) }),
        now(),
      );
      const id = Number(inserted?.id);
      await tx.run('UPDATE pins SET root_pin_id = id WHERE id = ?', id);
      await touchBoard(tx, pin.boardId);
      return id;
    });
    return readPin(db, personViewer(pin.pinnerId), id);
  };

const updatePinOf =
  (db: SqlDb): PinsStorage['updatePin'] =>
  async (pinId, changes) => {
    return db.transaction(async (tx) => {
      const row = await pinRow(tx, pinId);
      if (!row) throw new Error(`pin ${pinId} vanished`);
      const { place } = changes;
      if (place) {
        // One copy of a pin per place, as repin keeps it: the original or a save already there.
        const taken = await tx.get(
          'SELECT 1 FROM pins WHERE id <> ? AND board_id = ? AND coalesce(section_id, 0) = ? AND root_pin_id = ?',
          pinId,
          place.boardId,
          place.sectionId ?? 0,
          row.root_pin_id,
        );
        if (taken) return 'taken' as const;
      }
      const content = JSON.parse(row.content) as Record<string, unknown>;
      if (changes.altText !== undefined) content.altText = changes.altText;
      const link = changes.link === undefined ? row.link : changes.link;
      await tx.run(
        `UPDATE pins SET title = ?, description = ?, link = ?, domain = ?, board_id = ?, section_id = ?, content = ? WHERE id = ?`,
        changes.title ?? row.title,
        changes.description ?? row.description,
        link,
        link === row.link ? row.domain : linkDomain(link),
        place ? place.boardId : row.board_id,
        place ? place.sectionId : row.section_id,
        JSON.stringify(content),
        pinId,
      );
      if (place) await touchBoard(tx, place.boardId);
      return 'updated' as const;
    });
  };

/** The save (or original) of the pin with this root already at the board and section, if any. */
const existingSave = (q: SqlQueries, boardId: number, sectionId: number | null, rootPinId: number) =>
  q.get<{ id: number }>(
    'SELECT id FROM pins WHERE board_id = ? AND coalesce(section_id, 0) = ? AND root_pin_id = ? ORDER BY id LIMIT 1',
    boardId,
    sectionId ?? 0,
    rootPinId,
  );

/**
 * Saves the pin to the board (and section) unless its root is there already. One transaction:
 * check, insert and read back cannot interleave with another save.
 *
 * pins_one_save_per_place keeps one save per place whatever the isolation (a racing save is
 * found below, in repin); at SERIALIZABLE, many saves to one board at once (each touches the
 * board) failed on PostgreSQL as conflicts past the retries.
 */
const insertSave = (db: SqlDb, userId: number, pinId: number, boardId: number, sectionId: number | null) =>
  db.transaction(async (tx) => {
    const source = await pinRow(tx, pinId);
    if (!source) throw new Error(`pin ${pinId} vanished`);
    const found = await existingSave(tx, boardId, sectionId, source.root_pin_id);
    if (found) return { id: found.id, created: false };
    const inserted = await tx.get<{ id: number }>(
      `INSERT INTO pins (pinner_id, board_id, section_id, repin_of, is_repin, root_pin_id, content_type, title, description, link, domain,
                 image_signature, image_width, image_height, dominant_color, interest_id, feed_rank, content, created_at)
               VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      userId,
      boardId,
      sectionId,
      source.id,
      source.root_pin_id,
      source.content_type,
      source.title,
      source.description,
      source.link,
      source.domain,
      source.image_signature,
      source.image_width,
      source.image_height,
      source.dominant_color,
      source.interest_id,
      source.feed_rank,
      source.content,
      now(),
    );
    await touchBoard(tx, boardId);
    return { id: Number(inserted?.id), created: true };
  }, SAVE_ISOLATION);

const repinOf =
  (db: SqlDb): PinsStorage['repin'] =>
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
    return { pin: await readPin(db, viewer, result.id), created: result.created };
  };

type PinWrites = Pick<PinsStorage, 'createPin' | 'saveImage' | 'updatePin' | 'repin' | 'deletePin' | 'bulkDelete'>;

export function pinWrites(db: SqlDb): PinWrites {
  const d = dialectOf(db);
  return {
    createPin: createPinOf(db),
    async saveImage(image) {
      await storeImage(db, image);
    },
    updatePin: updatePinOf(db),
    repin: repinOf(db),
    async deletePin(pinId) {
      await db.run('DELETE FROM pins WHERE id = ?', pinId);
    },
    async bulkDelete(boardId, sectionId, pinIds, { selectAll, pinnerOnly }) {
      const ids = JSON.stringify(pinIds);
      const membership = selectAll ? 'NOT IN' : 'IN';
      return (
        await db.run(
          ...named(
            `DELETE FROM pins WHERE board_id = @board ${sectionId === null ? '' : 'AND section_id = @section'}
               ${pinnerOnly === null ? '' : 'AND pinner_id = @pinner'}
               AND id ${membership} ${d.jsonArrayValues('@ids', 'integer')}`,
            { board: boardId, section: sectionId, ids, pinner: pinnerOnly },
          ),
        )
      ).changes;
    },
  };
}
