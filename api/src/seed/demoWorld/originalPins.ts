// The original pins (ids from 1001), in plan order: each gets a board, a pinner and words, then
// the content of its type, its special case, promotion and counts. Every draw happens in a fixed
// order, so the pins are the same on every run.

import { slugify } from '../../text/slugs';
import type { WorldBoard, WorldImage, WorldPin } from '../../storage/worldImport';
import { SENSITIVE_BOARD_ID, type DemoBoards } from './boards';
import type { Iso } from './clock';
import type { DemoImages } from './images';
import { I, interestDef } from './interests';
import { FIRST_PIN_ID } from './landmarks';
import { must } from './lookups';
import { addContent } from './pinContent';
import { planPins } from './pinPlan';
import type { Rng } from './random';
import { applySpecialCases } from './specialPins';
import { BUSINESS_USER_IDS, businessBrand } from './users';
import { DESCRIPTION_SENTENCES, makeTitle } from './wording';

export interface OriginalPins {
  pins: WorldPin[];
  /** How long ago (ms) each pin was made, by id; repins add theirs. */
  pinAgo: Map<number, number>;
}

export function makeOriginalPins(rng: Rng, built: DemoBoards, drawn: DemoImages, iso: Iso): OriginalPins {
  const { boards, boardOf, interestOf, sectionsOn, acceptedOn, writableAgo } = built;
  const plan = planPins(rng);

  const pinnable = boards.filter((b) => b.layout !== 'quick_saves');
  const showcaseBoards = pinnable.filter((b) => b.privacy === 'public' && !b.archived && b.id !== SENSITIVE_BOARD_ID);
  const businessBoards = boards.filter((b) => BUSINESS_USER_IDS.includes(b.ownerId) && b.privacy === 'public' && !b.archived);
  const boardsFor = (interestIds: number[], from: WorldBoard[]) => from.filter((b) => interestIds.includes(interestOf(b.id)));
  const recipeBoards = boardsFor([I.food], pinnable);
  const productBoards = boardsFor([I.home, I.food, I.fashion, I.outdoors, I.fitness, I.diy], pinnable);
  // demo's boards count twice so the demo profile is full.
  const weighted = pinnable.flatMap((b) => (b.ownerId === 1 ? [b, b] : [b]));
  // Every board gets at least two pins before the random spread.
  const needsPins = rng.shuffle(pinnable.flatMap((b) => [b, b]));

  const pins: WorldPin[] = [];
  const pinAgo = new Map<number, number>();
  let titleCounter = 0;

  plan.forEach((item, index) => {
    const id = FIRST_PIN_ID + index;
    const special = item.special;
    // Board
    let board: WorldBoard;
    if (special === 'noindexBoardTitle') board = boardOf(SENSITIVE_BOARD_ID);
    else if (item.promoted) board = rng.pick(businessBoards);
    else if (special) board = rng.pick(item.type === 'recipe' ? boardsFor([I.food], showcaseBoards) : showcaseBoards);
    else if (item.type === 'recipe') board = rng.pick(recipeBoards);
    else if (item.type === 'product') board = rng.pick(productBoards);
    else if (item.type === 'image' && needsPins.length > 0) board = must(needsPins.pop());
    else board = rng.pick(weighted);
    const accepted = acceptedOn(board.id);
    const pinnerId = accepted.length > 0 && rng.chance(0.35) ? rng.pick(accepted) : board.ownerId;
    const boardSections = sectionsOn(board.id);
    const section = boardSections.length > 0 && rng.chance(0.6) ? rng.pick(boardSections) : null;
    const interestId = interestOf(board.id);
    const def = interestDef(interestId);
    const ago = rng.float() * writableAgo(pinnerId, board.id) * 0.98 + 5 * 60_000;

    // Text
    const adj = rng.pick(def.adjs);
    const noun = rng.pick(def.nouns);
    const title = makeTitle(rng, adj, noun, titleCounter++);
    const sentences = rng.int(0, 9) === 0 ? 0 : rng.int(1, 3);
    const description = Array.from({ length: sentences }, () =>
      rng.pick(DESCRIPTION_SENTENCES).replace('{adj}', adj).replace('{noun}', noun),
    ).join(' ');
    const pin: WorldPin = {
      id,
      pinnerId,
      boardId: board.id,
      sectionId: section?.id ?? null,
      repinOf: null,
      rootPinId: id,
      contentType: item.type,
      title: rng.chance(0.05) ? '' : title,
      description,
      link: null,
      domain: null,
      image: undefined as unknown as WorldImage,
      interestId,
      isPromoted: false,
      promoterId: null,
      feedRank: 0,
      content: {},
      createdAt: iso(ago),
    };
    const content = pin.content;
    const linkTo = (domain: string, path: string) => `${rng.chance(0.12) ? 'http' : 'https'}://${domain}/${path}`;
    const defaultLink = () => linkTo(rng.pick(def.domains), `${slugify(title) || 'idea'}-${id}`);

    addContent({ pin, item, def, interestId, pinnerId, adj, title, linkTo, defaultLink }, rng, drawn);
    applySpecialCases({ pin, special, boardId: board.id, def, title, adj, noun });

    // Promotion
    if (item.promoted) {
      pin.isPromoted = true;
      pin.promoterId = pinnerId;
      if (!pin.link) pin.link = linkTo(businessBrand(pinnerId).domain, `campaign/${id}`);
      content.adData = {
        advertiserId: String(549_755_800_000 + pinnerId * 101),
        campaignId: String(626_744_000_000 + id),
        ...(rng.chance(0.5) ? { collectionGridClickType: rng.pick([2, 3]) } : {}),
      };
      if (item.downstream) content.isDownstreamPromotion = true;
    }

    // Shared extras
    if (pin.link) pin.domain = hostOf(pin.link);
    if (rng.chance(0.7)) content.altText = `Image of ${(pin.title.trim() || `${adj} ${noun}`).toLowerCase()}`;
    if (rng.chance(0.75)) content.saves = Math.floor(rng.float() ** 3 * 20_000);
    if (rng.chance(0.5)) content.shareCount = Math.floor(rng.float() ** 4 * 300);
    if (rng.chance(0.5)) content.pinTagsChips = rng.shuffle([...def.nouns]).slice(0, rng.int(1, 3));
    if (pin.contentType === 'storyPin') pin.link = null;
    if (pin.link === null) pin.domain = null;

    pins.push(pin);
    pinAgo.set(id, ago);
  });

  return { pins, pinAgo };
}

function hostOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./, '');
}
