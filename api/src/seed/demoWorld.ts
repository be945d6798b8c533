// The demo world: a fixed seed drives every choice, so the same `now` always gives the same world.
// Timestamps are offsets from `now`, so the new account stays 3 days old and demo stays ~2 years.
// Each part is made in demoWorld/; they all draw from one generator, so the order they are made
// in below is part of the world and must not change.

import { demoBoards, stampBoardOrder } from './demoWorld/boards';
import { businessAccess } from './demoWorld/businessAccess';
import { businessAccounts, businessHierarchies } from './demoWorld/businessAccounts';
import { businessEvents } from './demoWorld/businessEvents';
import { businessRecords } from './demoWorld/businessRecords';
import { isoBefore } from './demoWorld/clock';
import { experiences } from './demoWorld/experiences';
import { rankFeed } from './demoWorld/feedRanks';
import { demoFollows } from './demoWorld/follows';
import { createImages } from './demoWorld/images';
import { demoInterests } from './demoWorld/interests';
import { inviteCodes } from './demoWorld/inviteCodes';
import { OFFSITE_HOSTS } from './demoWorld/offsiteHosts';
import { makeOriginalPins } from './demoWorld/originalPins';
import { pinEvents } from './demoWorld/pinEvents';
import { Rng } from './demoWorld/random';
import { makeRepins } from './demoWorld/repins';
import { demoUsers } from './demoWorld/users';
import type { WorldImport } from '../storage/worldImport';

export { DEMO_LANDMARKS } from './demoWorld/landmarks';
export { DEMO_PASSWORD } from './demoWorld/users';

const SEED = 0x5eed2024;

/** The demo world for a given `now`; pure and deterministic. */
export function createDemoWorld(options: { now: Date }): WorldImport {
  const iso = isoBefore(options.now);
  const rng = new Rng(SEED);
  const drawn = createImages(rng);
  const users = demoUsers(drawn.newImage, iso);
  const interests = demoInterests();
  const built = demoBoards(rng, iso);
  const originals = makeOriginalPins(rng, built, drawn, iso);
  const repins = makeRepins(rng, originals.pins, built, originals.pinAgo, iso);
  const pins = [...originals.pins, ...repins];
  rankFeed(rng, pins);
  stampBoardOrder(built, pins, originals.pinAgo, iso);
  const follows = demoFollows(rng, built);
  const userIds = users.map((u) => u.id);

  return {
    users,
    interests,
    boards: built.boards,
    sections: built.sections,
    collaborators: built.collaborators,
    pins,
    images: drawn.images,
    boardFollows: follows.boardFollows,
    userFollows: follows.userFollows,
    interestFollows: follows.interestFollows,
    experiences: experiences(),
    inviteCodes: inviteCodes(iso),
    offsiteHosts: OFFSITE_HOSTS.map((h) => ({ ...h })),
    businessAccess: businessAccess(),
    businessAccounts: businessAccounts(iso),
    businessRecords: businessRecords(options.now, iso, built.boards),
    businessHierarchies: businessHierarchies(),
    events: [...pinEvents(pins, built.boards, userIds, options.now), ...businessEvents(pins, built.boards, userIds, options.now)],
  };
}
