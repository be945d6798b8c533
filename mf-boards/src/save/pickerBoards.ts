// The picker's search: boards whose shown name has the query in it, ignoring case and accents.

import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName } from 'shared-contracts/rules';

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

export function matchingBoards(boards: readonly ApiBoard[], query: string): ApiBoard[] {
  const wanted = folded(query.trim());
  if (!wanted) return [...boards];
  return boards.filter((board) => folded(boardDisplayName(board)).includes(wanted));
}
