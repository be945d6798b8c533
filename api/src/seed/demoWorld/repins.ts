// Saves of other people's pins (ids from 3001): about 170 repins of what others can see, some
// onto quick saves, some of other repins, each root pin at most once per board and section.

import type { WorldPin } from '../../storage/worldImport';
import type { DemoBoards } from './boards';
import type { Iso } from './clock';
import { must } from './lookups';
import type { Rng } from './random';
import { activeUserIds } from './users';

const FIRST_REPIN_ID = 3001;
const REPIN_TARGET = 170;

/** The repins, in the order they are made; `pinAgo` gets each one's age. */
export function makeRepins(rng: Rng, originals: readonly WorldPin[], built: DemoBoards, pinAgo: Map<number, number>, iso: Iso): WorldPin[] {
  const { boards, boardOf, sectionsOn, acceptedOn, writableAgo } = built;
  const repins: WorldPin[] = [];
  const saveKeys = new Set<string>();
  const pinById = new Map(originals.map((p) => [p.id, p]));
  const activeUsers = activeUserIds();
  const targetsFor = (userId: number) => boards.filter((b) => !b.archived && (b.ownerId === userId || acceptedOn(b.id).includes(userId)));
  // Only what others can see is saved again.
  const visible = (p: WorldPin) => {
    const b = boardOf(must(p.boardId));
    return b.privacy === 'public' && !b.archived && !p.content.storyPinData?.isDeleted;
  };
  const sources = originals.filter(visible);
  const visibleRepins: WorldPin[] = [];
  let nextRepinId = FIRST_REPIN_ID;
  for (let attempt = 0; attempt < 5000 && nextRepinId < FIRST_REPIN_ID + REPIN_TARGET; attempt++) {
    const source = visibleRepins.length > 10 && rng.chance(0.15) ? rng.pick(visibleRepins) : rng.pick(sources);
    const root = must(pinById.get(source.rootPinId));
    const pinnerId = rng.chance(0.22) ? 1 : rng.pick(activeUsers);
    if (pinnerId === source.pinnerId || pinnerId === root.pinnerId) continue;
    const targets = targetsFor(pinnerId);
    if (targets.length === 0) continue;
    const quick = targets.find((b) => b.layout === 'quick_saves');
    const board = quick && rng.chance(0.35) ? quick : rng.pick(targets);
    const boardSections = sectionsOn(board.id);
    const section = boardSections.length > 0 && rng.chance(0.4) ? rng.pick(boardSections) : null;
    const key = `${board.id}:${section?.id ?? 0}:${source.rootPinId}`;
    if (saveKeys.has(key)) continue;
    saveKeys.add(key);
    const limit = Math.min(must(pinAgo.get(source.id)), writableAgo(pinnerId, board.id));
    const ago = rng.float() * limit * 0.95;
    const content = structuredClone(source.content);
    delete content.adData;
    delete content.isDownstreamPromotion;
    const repin: WorldPin = {
      ...source,
      id: nextRepinId++,
      pinnerId,
      boardId: board.id,
      sectionId: section?.id ?? null,
      repinOf: source.id,
      rootPinId: root.id,
      isPromoted: false,
      promoterId: null,
      content,
      createdAt: iso(ago),
    };
    repins.push(repin);
    if (visible(repin)) visibleRepins.push(repin);
    pinById.set(repin.id, repin);
    pinAgo.set(repin.id, ago);
  }
  return repins;
}
