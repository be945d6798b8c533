// The boards: fourteen fixed ones (ids 1-14, so tests can name them) and their collaborators, then
// each user's boards drawn from their interests, with sections and unique slugs per owner.

import { type Privacy } from 'shared-contracts/api';
import { QUICK_SAVES_BOARD_NAME } from 'shared-contracts/rules';
import { slugify } from '../../text/slugs';
import type { WorldBoard, WorldCollaborator, WorldPin, WorldSection } from '../../storage/worldImport';
import { DAY, HOUR, type Iso } from './clock';
import { I, interestDef } from './interests';
import { at, must } from './lookups';
import type { Rng } from './random';
import { BUSINESS_USER_IDS, USERS, ageOf } from './users';
import { capitalize } from './wording';

interface BoardDef {
  id: number;
  ownerId: number;
  name: string;
  interest: number;
  privacy: Privacy;
  layout?: 'quick_saves';
  sections?: string[];
  collaborative?: boolean;
  archived?: boolean;
  daysAgo: number;
  description?: string;
}

export const SENSITIVE_BOARD_ID = 12;

const FIXED_BOARDS: BoardDef[] = [
  { id: 1, ownerId: 1, name: QUICK_SAVES_BOARD_NAME, interest: I.home, privacy: 'public', layout: 'quick_saves', daysAgo: 700 },
  {
    id: 2,
    ownerId: 1,
    name: 'Kitchen Ideas',
    interest: I.food,
    privacy: 'public',
    sections: ['Weeknight Dinners', 'Baking', 'Breakfast'],
    daysAgo: 690,
    description: 'Recipes I actually cook, and a few I dream about.',
  },
  {
    id: 3,
    ownerId: 1,
    name: 'Living Room',
    interest: I.home,
    privacy: 'public',
    sections: ['Lighting', 'Rugs', 'Shelving', 'Plants'],
    daysAgo: 610,
  },
  {
    id: 4,
    ownerId: 1,
    name: 'Travel Bucket List',
    interest: I.travel,
    privacy: 'protected',
    collaborative: true,
    daysAgo: 540,
    description: 'Trips to plan together.',
  },
  { id: 5, ownerId: 1, name: 'Gift Ideas', interest: I.fashion, privacy: 'secret', sections: ['Birthdays', 'Holidays'], daysAgo: 420 },
  { id: 6, ownerId: 1, name: 'Garden Plans', interest: I.garden, privacy: 'public', daysAgo: 300 },
  { id: 7, ownerId: 1, name: 'Wedding Inspiration', interest: I.weddings, privacy: 'secret', daysAgo: 200 },
  { id: 8, ownerId: 1, name: 'Old Apartment', interest: I.home, privacy: 'public', archived: true, daysAgo: 720 },
  {
    id: 9,
    ownerId: 8,
    name: 'Family Recipes',
    interest: I.food,
    privacy: 'public',
    collaborative: true,
    sections: ['Grandma’s Classics', 'Holiday Table'],
    daysAgo: 800,
    description: 'Everyone add your favourites!',
  },
  { id: 10, ownerId: 13, name: 'Cabin Weekend Trip', interest: I.outdoors, privacy: 'public', collaborative: true, daysAgo: 60 },
  { id: 11, ownerId: 9, name: 'Surprise Party Plans', interest: I.food, privacy: 'secret', daysAgo: 90 },
  { id: SENSITIVE_BOARD_ID, ownerId: 17, name: 'Tattoo Ideas (18+ Only)', interest: I.art, privacy: 'public', daysAgo: 500 },
  {
    id: 13,
    ownerId: 14,
    name: 'Studio Projects',
    interest: I.art,
    privacy: 'public',
    collaborative: true,
    sections: ['Prints', 'Murals', 'Commissions'],
    daysAgo: 400,
  },
  // Exactly 50 characters: the longest name a board may have.
  { id: 14, ownerId: 10, name: 'Cozy Reading Nooks, Window Seats and Quiet Corners', interest: I.home, privacy: 'public', daysAgo: 350 },
];

const COLLABORATORS: Array<{ boardId: number; userId: number; status: 'invited' | 'accepted' }> = [
  { boardId: 4, userId: 11, status: 'accepted' },
  { boardId: 4, userId: 12, status: 'invited' },
  { boardId: 9, userId: 1, status: 'accepted' },
  { boardId: 9, userId: 9, status: 'accepted' },
  { boardId: 9, userId: 10, status: 'invited' },
  { boardId: 10, userId: 1, status: 'invited' },
  { boardId: 10, userId: 14, status: 'accepted' },
  { boardId: 13, userId: 15, status: 'accepted' },
  { boardId: 13, userId: 16, status: 'accepted' },
];

/** The boards, sections and collaborators, and what pins drawn onto them need to know. */
export interface DemoBoards {
  boards: WorldBoard[];
  sections: WorldSection[];
  collaborators: WorldCollaborator[];
  boardOf: (id: number) => WorldBoard;
  /** The interest a board's pins are drawn from. */
  interestOf: (boardId: number) => number;
  /** How long ago (ms) the board was made. */
  agoOf: (boardId: number) => number;
  sectionsOn: (boardId: number) => WorldSection[];
  /** Collaborators who accepted their invite. */
  acceptedOn: (boardId: number) => number[];
  /** How long ago the user could first add pins to the board (a collaborator: since joining). */
  writableAgo: (userId: number, boardId: number) => number;
}

export function demoBoards(rng: Rng, iso: Iso): DemoBoards {
  const boards: WorldBoard[] = [];
  const sections: WorldSection[] = [];
  const boardInterest = new Map<number, number>();
  const boardAgo = new Map<number, number>();
  const sectionsOf = new Map<number, WorldSection[]>();
  const slugsOf = new Map<number, Set<string>>();

  const addBoard = (def: Omit<BoardDef, 'id'> & { id?: number }) => {
    const id = def.id ?? boards.length + 1;
    const taken = slugsOf.get(def.ownerId) ?? new Set<string>();
    slugsOf.set(def.ownerId, taken);
    let slug = slugify(def.name);
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(def.name)}-${n}`;
    taken.add(slug);
    const ago = Math.min(def.daysAgo * DAY, ageOf(def.ownerId) - HOUR);
    boards.push({
      id,
      ownerId: def.ownerId,
      name: def.name,
      slug,
      description: def.description ?? '',
      privacy: def.privacy,
      layout: def.layout ?? 'default',
      isCollaborative: def.collaborative ?? false,
      archived: def.archived ?? false,
      customOrder: taken.size - 1,
      createdAt: iso(ago),
      boardOrderModifiedAt: iso(ago),
    });
    boardInterest.set(id, def.interest);
    boardAgo.set(id, ago);
    const own: WorldSection[] = [];
    const sectionSlugs = new Set<string>();
    for (const title of def.sections ?? []) {
      let sSlug = slugify(title);
      for (let n = 2; sectionSlugs.has(sSlug); n++) sSlug = `${slugify(title)}-${n}`;
      sectionSlugs.add(sSlug);
      const section: WorldSection = {
        id: sections.length + 1,
        boardId: id,
        title,
        slug: sSlug,
        createdAt: iso(ago - (own.length + 1) * 60_000),
      };
      sections.push(section);
      own.push(section);
    }
    sectionsOf.set(id, own);
  };

  for (const def of FIXED_BOARDS) addBoard(def);
  for (const u of USERS) {
    const usedNames = new Set(boards.filter((b) => b.ownerId === u.id).map((b) => b.name));
    for (let k = 0; k < u.boards; k++) {
      const interest = at(u.interests, k % u.interests.length);
      const def = interestDef(interest);
      const name = rng.shuffle([...def.boardNames]).find((n) => !usedNames.has(n)) ?? `${def.name} ${k + 1}`;
      usedNames.add(name);
      const roll = rng.float();
      const privacy: Privacy = roll < 0.7 ? 'public' : roll < 0.85 ? 'protected' : 'secret';
      const sectionTitles = rng.chance(0.3) ? rng.shuffle([...def.sections]).slice(0, rng.int(1, Math.min(4, def.sections.length))) : [];
      addBoard({
        ownerId: u.id,
        name,
        interest,
        // Business boards stay public: promoted pins live there.
        privacy: BUSINESS_USER_IDS.includes(u.id) && k === 0 ? 'public' : privacy,
        sections: sectionTitles,
        daysAgo: rng.int(5, u.daysAgo - 1),
        description: rng.chance(0.5) ? `${capitalize(rng.pick(def.adjs))} ${rng.pick(def.nouns)} and more.` : '',
      });
    }
  }
  const boardById = new Map(boards.map((b) => [b.id, b]));
  const boardOf = (id: number) => must(boardById.get(id));

  const collaborators: WorldCollaborator[] = COLLABORATORS.map((c) => {
    const board = boardOf(c.boardId);
    const ago = Math.min(must(boardAgo.get(c.boardId)), ageOf(c.userId)) * 0.6;
    return { ...c, invitedBy: board.ownerId, createdAt: iso(ago) };
  });
  const acceptedOn = (boardId: number) =>
    collaborators.filter((c) => c.boardId === boardId && c.status === 'accepted').map((c) => c.userId);
  const writableAgo = (userId: number, boardId: number) => {
    const board = boardOf(boardId);
    const since = Math.min(must(boardAgo.get(boardId)), ageOf(userId));
    return board.ownerId === userId ? since : since * 0.6;
  };

  return {
    boards,
    sections,
    collaborators,
    boardOf,
    interestOf: (boardId) => must(boardInterest.get(boardId)),
    agoOf: (boardId) => must(boardAgo.get(boardId)),
    sectionsOn: (boardId) => sectionsOf.get(boardId) ?? [],
    acceptedOn,
    writableAgo,
  };
}

/** A board's order timestamp is its newest pin (or the board itself when it has none). */
export function stampBoardOrder(built: DemoBoards, pins: readonly WorldPin[], pinAgo: ReadonlyMap<number, number>, iso: Iso): void {
  for (const b of built.boards) {
    const newest = Math.min(built.agoOf(b.id), ...pins.filter((p) => p.boardId === b.id).map((p) => must(pinAgo.get(p.id))));
    b.boardOrderModifiedAt = iso(newest);
  }
}
