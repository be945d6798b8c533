// The search box's suggestions as one list the combobox moves through: interests, searches that go
// on from what is typed, boards and people, each with where it leads.

import { type ApiTypeahead } from 'shared-contracts/api';
import { interestHref, profileHref, searchTabHref } from 'shared-contracts/rules';

export type SuggestionKind = 'query' | 'interest' | 'board' | 'user';

export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  label: string;
  /** A second line: the board's owner, the person's @username. */
  detail: string;
  href: string;
  imageUrl: string;
}

export const SUGGESTION_GROUPS: ReadonlyArray<{ kind: SuggestionKind; label: string }> = [
  { kind: 'interest', label: 'Ideas' },
  { kind: 'query', label: 'Searches' },
  { kind: 'board', label: 'Boards' },
  { kind: 'user', label: 'People' },
];

export function suggestionsOf(answer: ApiTypeahead | undefined): Suggestion[] {
  if (!answer) return [];
  return [
    ...answer.interests.map((interest) => ({
      id: `interest-${interest.id}`,
      kind: 'interest' as const,
      label: interest.name,
      detail: '',
      href: interestHref(interest),
      imageUrl: '',
    })),
    // An older API answers no queries.
    ...(answer.queries ?? []).map((query) => ({
      id: `query-${query}`,
      kind: 'query' as const,
      label: query,
      detail: '',
      href: searchTabHref('pins', query),
      imageUrl: '',
    })),
    ...answer.boards.map((board) => ({
      id: `board-${board.id}`,
      kind: 'board' as const,
      label: board.name,
      detail: board.owner.fullName,
      href: board.url,
      imageUrl: board.coverImages[0]?.url ?? '',
    })),
    ...answer.users.map((user) => ({
      id: `user-${user.id}`,
      kind: 'user' as const,
      label: user.fullName,
      detail: `@${user.username}`,
      href: profileHref(user.username),
      imageUrl: user.imageSmallUrl,
    })),
  ];
}

/** Where Enter goes with no suggestion chosen: the pins search for what was typed; null for blank. */
export function searchUrl(query: string): string | null {
  return query.trim() ? searchTabHref('pins', query) : null;
}
