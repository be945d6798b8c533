// Who follows what: demo follows a fixed set of boards and people (so its home feed is full) and a
// few drawn ones, everyone else follows at random, and people follow their own interests.

import type { WorldImport } from '../../storage/worldImport';
import type { DemoBoards } from './boards';
import { I } from './interests';
import type { Rng } from './random';
import { USERS, activeUserIds } from './users';

export type DemoFollows = Pick<WorldImport, 'boardFollows' | 'userFollows' | 'interestFollows'>;

export function demoFollows(rng: Rng, built: DemoBoards): DemoFollows {
  const { boards, boardOf } = built;
  const activeUsers = activeUserIds();
  const boardFollows: WorldImport['boardFollows'] = [];
  const followKey = new Set<string>();
  const followBoard = (userId: number, boardId: number) => {
    const key = `${userId}:${boardId}`;
    if (followKey.has(key) || boardOf(boardId).ownerId === userId) return;
    followKey.add(key);
    boardFollows.push({ userId, boardId });
  };
  const publicBoards = boards.filter((b) => b.privacy === 'public' && !b.archived && b.layout !== 'quick_saves');
  for (const b of [9, 10, 13, 14]) followBoard(1, b);
  for (const b of rng.shuffle(publicBoards.filter((x) => x.ownerId !== 1)).slice(0, 6)) followBoard(1, b.id);
  for (const userId of activeUsers.filter((u) => u !== 1)) {
    for (let k = rng.int(0, 5); k > 0; k--) followBoard(userId, rng.pick(publicBoards).id);
  }

  const userFollows: WorldImport['userFollows'] = [];
  const userFollowKey = new Set<string>();
  const followUser = (followerId: number, followeeId: number) => {
    const key = `${followerId}:${followeeId}`;
    if (followerId === followeeId || userFollowKey.has(key)) return;
    userFollowKey.add(key);
    userFollows.push({ followerId, followeeId });
  };
  for (const u of [2, 5, 7, 8, 13, 14, 17, 20]) followUser(1, u);
  for (const followerId of activeUsers.filter((u) => u !== 1)) {
    if (rng.chance(0.6)) followUser(followerId, 1);
    for (let k = rng.int(1, 6); k > 0; k--) followUser(followerId, rng.pick(activeUsers));
  }

  const interestFollows: WorldImport['interestFollows'] = [];
  for (const u of USERS) {
    const ids = u.id === 4 ? [I.home, I.food, I.travel] : u.interests;
    ids.forEach((interestId, k) => interestFollows.push({ userId: u.id, interestId, favorited: k < 2 && u.id !== 4 }));
  }
  interestFollows.push({ userId: 1, interestId: I.photo, favorited: false });

  return { boardFollows, userFollows, interestFollows };
}
