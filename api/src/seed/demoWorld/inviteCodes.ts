// Invite codes for each invite channel and one for a collaborative board, so the invite pages
// can be opened by a known code.

import type { WorldInviteCode } from '../../storage/worldImport';
import { DAY, type Iso } from './clock';
import { DEMO_LANDMARKS } from './landmarks';

export function inviteCodes(iso: Iso): WorldInviteCode[] {
  const C = DEMO_LANDMARKS.inviteCodes;
  const rows: Array<[string, number, number, number | null, number]> = [
    [C.channel1, 8, 1, null, 40],
    [C.longFirstName, 25, 3, null, 35],
    [C.emptyFirstName, 24, 1, null, 30],
    [C.channel5, 9, 5, null, 25],
    [C.channel9, 10, 9, null, 20],
    [C.channel12, 12, 12, null, 15],
    [C.channel16, 1, 16, null, 10],
    [C.collaborativeBoard, 13, 3, 10, 5],
  ];
  return rows.map(([code, senderId, inviteChannel, boardId, days]) => ({
    code,
    senderId,
    inviteChannel,
    boardId,
    createdAt: iso(days * DAY),
  }));
}
