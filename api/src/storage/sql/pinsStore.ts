// Pins: the PinsStorage the API is given, composed of its parts. Here: who may do what with a pin,
// reading one and its details, its day counts, and the stored pictures; the writes (create, save,
// edit, delete) are in pinWrites.ts and every paged feed of pins in pinFeeds.ts, sharing pinRows.ts.

import { type ApiPin, type ApiPinDetails } from 'shared-contracts/api';
import { boardRoleOf, mayOnBoard, PIN_DETAILS_BOARDS_MAX } from 'shared-contracts/rules';
import { slugify } from '../../text/slugs';
import type { PinAccess, PinDayCounts, Viewer, PinsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { viewerParam } from '../subject';
import { boardAccessFor } from './boardsStore';
import { listableBoard } from './boardVisibility';
import { builderDialectOf } from './builderDialect';
import { clickThroughFigures, dayRange, EVENT_FIGURE_GROUPS, eventFigures, FIGURE_EVENTS, saveFigures, sumsByDay } from './dayFigures';
import { pinFeeds } from './pinFeeds';
import { pinRow, readPin } from './pinRows';
import { pinWrites } from './pinWrites';
import { ReadModels } from './readModels';
import type { BoardRow, InterestRow } from './rows';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const access = async (db: Kysely<DB>, viewer: Viewer, id: number): Promise<PinAccess | null> => {
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
    isDeleted: isDeletedStoryRow(row.content),
  };
};

/** A story pin whose creator deleted it (storyPinData.isDeleted in the row's content). */
function isDeletedStoryRow(content: string): boolean {
  const parsed: unknown = JSON.parse(content);
  if (typeof parsed !== 'object' || parsed === null || !('storyPinData' in parsed)) return false;
  const story: unknown = parsed.storyPinData;
  return typeof story === 'object' && story !== null && 'isDeleted' in story && story.isDeleted === true;
}

/** The interests a pin's details list: its source interest, then its tags (linked when an interest is so named), each once. */
async function detailInterests(db: Kysely<DB>, pin: ApiPin): Promise<ApiPinDetails['interests']> {
  // interests.name has no NOCASE collation of its own: the builder dialect's eqNocase of two expressions says it.
  const d = builderDialectOf(db);
  const interestNamed = (name: string) =>
    db
      .selectFrom('interests')
      .selectAll()
      .where((eb) => eb.or([d.eqNocase(eb.ref('name'), name), eb('url_name', '=', slugify(name))]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
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
  (db: Kysely<DB>, outboundLink: OutboundLink): PinsStorage['pinDetails'] =>
  async (viewer, pinId) => {
    const found = await access(db, viewer, pinId);
    if (!found?.canRead) return null;
    const pin = await readPin(db, outboundLink, viewer, pinId);
    const models = new ReadModels(db, viewer, outboundLink);
    // Boards holding the pin's root or a save of it that the viewer is shown (never a secret
    // board of someone else's, nor an archived one but their own), last modified first.
    const boardRows = await db
      .selectFrom('boards as b')
      .selectAll('b')
      .where('b.id', 'in', (eb) =>
        eb.selectFrom('pins').select('board_id').where('root_pin_id', '=', found.rootPinId).where('board_id', 'is not', null),
      )
      .where(listableBoard(viewerParam(viewer)))
      .where((eb) => eb.or([eb('b.archived', '=', 0), eb('b.owner_id', '=', viewerParam(viewer))]))
      .orderBy('b.board_order_modified_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(PIN_DETAILS_BOARDS_MAX)
      // The table's CHECKs allow no other privacy or layout.
      .$narrowType<Pick<BoardRow, 'privacy' | 'layout'>>()
      .execute();
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

/** A pin's figures by day: dayFigures.ts's rows and sums, as the business dashboard counts them. */
const pinDayCountsOf = (db: Kysely<DB>): PinsStorage['pinDayCounts'] => {
  const figures = eventFigures(builderDialectOf(db));
  return async (pinId, from, to): Promise<PinDayCounts[]> => {
    const { since, until } = dayRange(from, to);
    const views = db
      .selectFrom('events as e')
      .select(figures)
      .where('e.object_id', '=', String(pinId))
      .where('e.event_type', 'in', FIGURE_EVENTS)
      .where((eb) => eb.between('e.received_at', since, until))
      .groupBy(EVENT_FIGURE_GROUPS);
    // Click-throughs are the server's redirect's, already one per viewer and hour.
    const clicks = db
      .selectFrom('pin_clickthroughs as c')
      .select((eb) => clickThroughFigures(eb.ref('c.clicked_at')))
      .where('c.pin_id', '=', pinId)
      .where((eb) => eb.between('c.clicked_at', since, until));
    // Saves are the saves themselves: repins of this pin (of any copy, for an original).
    const saves = db
      .selectFrom('pins as p')
      .select((eb) => saveFigures(eb.ref('p.created_at')))
      .where('p.is_repin', '=', 1)
      .where((eb) => eb.or([eb('p.root_pin_id', '=', pinId), eb('p.repin_of', '=', pinId)]))
      .where((eb) => eb.between('p.created_at', since, until));
    return sumsByDay(db.selectFrom(views.unionAll(clicks).unionAll(saves).as('figures'))).execute();
  };
};

export function pinsStore(db: Kysely<DB>, outboundLink: OutboundLink): PinsStorage {
  return {
    async pinAccess(viewer, pinId) {
      return access(db, viewer, pinId);
    },
    async wasPinDeleted(pinId) {
      const found = await db.selectFrom('deleted_pins').select('pin_id').where('pin_id', '=', pinId).executeTakeFirst();
      return found !== undefined && (await pinRow(db, pinId)) === undefined;
    },
    async findImage(signature) {
      const row = await db
        .selectFrom('media_images')
        .select(['signature', 'width', 'height', 'color', 'histogram'])
        .where('signature', '=', signature)
        .executeTakeFirst();
      return row ?? null;
    },
    async imagesMissingHistogram() {
      const rows = await db.selectFrom('media_images').select('signature').where('histogram', 'is', null).orderBy('signature').execute();
      return rows.map((r) => r.signature);
    },
    async setImageHistogram(signature, histogram) {
      await db.updateTable('media_images').set({ histogram }).where('signature', '=', signature).execute();
    },
    async getPin(viewer, pinId) {
      const found = await access(db, viewer, pinId);
      if (!found?.canRead) return null;
      return readPin(db, outboundLink, viewer, pinId);
    },
    pinDetails: pinDetailsOf(db, outboundLink),
    pinDayCounts: pinDayCountsOf(db),
    ...pinWrites(db, outboundLink),
    ...pinFeeds(db, outboundLink),
  };
}
