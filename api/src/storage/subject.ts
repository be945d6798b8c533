// Whose per-visitor state a row is: 'user:{id}' for a signed-in person, 'anon:{id}' for a signed-out
// visitor by their anonymous id. The event log, cookie choices, hidden pins and the platform's
// routing all key by it; it is written and read here only.

import type { Viewer } from './storage';

export type Subject = `user:${number}` | `anon:${string}`;

export const userSubject = (userId: number): Subject => `user:${userId}`;
export const anonSubject = (anonId: string): Subject => `anon:${anonId}`;

const USER = /^user:(\d+)$/;
const ANON = 'anon:';

/** The parts of a subject key; both null for anything else (a bot has none). */
export function subjectParts(subject: string | null): { userId: number | null; anonId: string | null } {
  const user = subject ? USER.exec(subject)?.[1] : undefined;
  return {
    userId: user === undefined ? null : Number(user),
    anonId: subject?.startsWith(ANON) ? subject.slice(ANON.length) : null,
  };
}

/** A signed-in person as storage's reads see them, for reads on their behalf (their own pin, their viewer). */
export const personViewer = (userId: number): Viewer => ({ userId, subject: userSubject(userId), isBot: false });

/** The viewer's id as a query compares it (hidden pins, board access); -1, nobody's id, for a visitor. */
export const viewerParam = (viewer: Viewer): number => viewer.userId ?? -1;
