// Pins: the PinsStorage the API is given, composed of its parts. Here: who may do what with a pin,
// reading one and its details, its day counts, and the stored pictures; the writes (create, save,
// edit, delete) are in pinWrites.ts and every paged feed of pins in pinFeeds.ts, sharing pinRows.ts.

import {
  type ApiPin,
  type ApiPinDetails,
  boardRoleOf,
  EVENT_TYPES,
  IMPRESSION_TYPES,
  mayOnBoard,
  PIN_DETAILS_BOARDS_MAX,
} from 'shared-contracts';
import { slugify } from '../../text/slugs';
import type { PinAccess, PinDayCounts, StoredImageRow, Viewer, PinsStorage } from '../storage';
import { boardAccessFor } from './boardsStore';
import { LISTABLE_BOARD } from './boardVisibility';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { pinFeeds } from './pinFeeds';
import { pinRow, readPin, viewerParam } from './pinRows';
import { pinWrites } from './pinWrites';
import { ReadModels } from './readModels';
import type { SqlDb } from './sqlDb';
import type { BoardRow, InterestRow } from './rows';

/** Impressions as the site logs them: type 18 of kind pin, counted once per entry into view ('enter'; older events have no stage). */
export const pinImpression = (d: Dialect) => `e.event_type = ${IMPRESSION_TYPES.pin} AND coalesce(e.impression_kind, 'pin') = 'pin'
  AND coalesce(${d.jsonTextIfValid('e.aux_data', 'stage')}, 'enter') = 'enter'`;

const access = async (db: SqlDb, viewer: Viewer, id: number): Promise<PinAccess | null> => {
  const row = await pinRow(db, id);
  if (!row) return null;
  const board = row.board_id === null ? null : await boardAccessFor(db, viewer, row.board_id);
  return {
    pinId: row.id,
    pinnerId: row.pinner_id,
    boardId: row.board_id,
    sectionId: row.section_id,
    rootPinId: row.root_pin_id,
    isRepin: row.is_repin === 1,
    repinOf: row.repin_of,
    canRead: board?.canRead ?? true,
    canDelete:
      viewer.userId !== null &&
      (viewer.userId === row.pinner_id || (board !== null && mayOnBoard(boardRoleOf(board), 'remove-others-pin'))),
    link: row.link,
  };
};

/** The interests a pin's details list: its source interest, then its tags (linked when an interest is so named), each once. */
async function detailInterests(db: SqlDb, pin: ApiPin): Promise<ApiPinDetails['interests']> {
  const d = dialectOf(db);
  const interestNamed = (name: string) =>
    db.get<InterestRow>(
      ...named(`SELECT * FROM interests WHERE ${d.eqNocase('name', '@name')} OR url_name = @slug ORDER BY id LIMIT 1`, {
        name,
        slug: slugify(name),
      }),
    );
  const interests: ApiPinDetails['interests'] = [];
  const seen = new Set<string>();
  const add = (name: string, interest: InterestRow | undefined) => {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    interests.push(
      interest ? { id: String(interest.id), name, url: `/ideas/${interest.url_name}/${interest.id}/` } : { id: null, name, url: null },
    );
  };
  const source = pin.sourceInterest;
  if (source) add(source.name, { id: Number(source.id), name: source.name, url_name: source.urlName });
  for (const tag of pin.aggregatedPinData.pinTagsChips) add(tag, await interestNamed(tag));
  return interests;
}

const pinDetailsOf =
  (db: SqlDb): PinsStorage['pinDetails'] =>
  async (viewer, pinId) => {
    const found = await access(db, viewer, pinId);
    if (!found?.canRead) return null;
    const pin = await readPin(db, viewer, pinId);
    const models = new ReadModels(db, viewer);
    // Boards holding the pin's root or a save of it that the viewer is shown (never a secret
    // board of someone else's, nor an archived one but their own), last modified first.
    const boardRows = await db.all<BoardRow>(
      ...named(
        `SELECT b.* FROM boards b
             WHERE b.id IN (SELECT board_id FROM pins WHERE root_pin_id = @root AND board_id IS NOT NULL)
               AND ${LISTABLE_BOARD} AND (b.archived = 0 OR b.owner_id = @viewer)
             ORDER BY b.board_order_modified_at DESC, b.id DESC LIMIT @limit`,
        { root: found.rootPinId, viewer: viewerParam(viewer), limit: PIN_DETAILS_BOARDS_MAX },
      ),
    );
    const interests = await detailInterests(db, pin);
    const boards = await Promise.all(boardRows.map((row) => models.boardFromRow(row)));
    return {
      pin_id: pin.id,
      // The site has no likes or reactions to count (nothing stores one), so likes are 0.
      counts: { saves: pin.aggregatedPinData.saves, likes: 0, shares: pin.shareCount },
      boards: boards.flatMap((board) => board ?? []),
      interests,
    };
  };

const pinDayCountsOf = (db: SqlDb): PinsStorage['pinDayCounts'] => {
  const PIN_IMPRESSION = pinImpression(dialectOf(db));
  return async (pinId, from, to) => {
    const range = { pin: pinId, object: String(pinId), from: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` };
    const rows = await db.all<PinDayCounts>(
      ...named(
        `SELECT date, sum(impressions) AS impressions, sum(saves) AS saves, sum(clickthroughs) AS clickthroughs FROM (
           SELECT substr(e.received_at, 1, 10) AS date,
                  CASE WHEN ${PIN_IMPRESSION} THEN 1 ELSE 0 END AS impressions, 0 AS saves,
                  CASE WHEN e.event_type = ${EVENT_TYPES.clickThrough} THEN 1 ELSE 0 END AS clickthroughs
             FROM events e
             WHERE e.object_id = @object AND e.event_type IN (${IMPRESSION_TYPES.pin}, ${EVENT_TYPES.clickThrough}) AND e.received_at BETWEEN @from AND @until
           UNION ALL
           -- Saves are the saves themselves: repins of this pin (of any copy, for an original).
           SELECT substr(p.created_at, 1, 10), 0, 1, 0 FROM pins p
             WHERE p.is_repin = 1 AND (p.root_pin_id = @pin OR p.repin_of = @pin) AND p.created_at BETWEEN @from AND @until
         ) AS figures GROUP BY date ORDER BY date`,
        range,
      ),
    );
    return rows.map((r) => ({
      ...r,
      impressions: Number(r.impressions),
      saves: Number(r.saves),
      clickthroughs: Number(r.clickthroughs),
    }));
  };
};

export function pinsStore(db: SqlDb): PinsStorage {
  return {
    async pinAccess(viewer, pinId) {
      return access(db, viewer, pinId);
    },
    async findImage(signature) {
      const row = await db.get<StoredImageRow>(
        'SELECT signature, width, height, color, histogram FROM media_images WHERE signature = ?',
        signature,
      );
      return row ?? null;
    },
    async imagesMissingHistogram() {
      return (await db.all<{ signature: string }>('SELECT signature FROM media_images WHERE histogram IS NULL ORDER BY signature')).map(
        (r) => r.signature,
      );
    },
    async setImageHistogram(signature, histogram) {
      await db.run('UPDATE media_images SET histogram = ? WHERE signature = ?', histogram, signature);
    },
    async getPin(viewer, pinId) {
      const found = await access(db, viewer, pinId);
      if (!found?.canRead) return null;
      return readPin(db, viewer, pinId);
    },
    pinDetails: pinDetailsOf(db),
    pinDayCounts: pinDayCountsOf(db),
    ...pinWrites(db),
    ...pinFeeds(db),
  };
}
