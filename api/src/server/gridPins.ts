// The grid field set: what every grid read answers per pin (ApiGridPin), cut from the whole pin the
// store builds. A card needs its board's name and link, not the board's owner, counts and covers
// (a quarter of a home page's JSON was boards), nor what only the closeup shows.

import type { ApiBoardSummary, ApiGridPin, ApiPin, ApiSectionSummary } from 'shared-contracts';

function boardSummary(board: NonNullable<ApiPin['board']>): ApiBoardSummary {
  const { id, name, url, privacy, followedByMe, collaboratedByMe, isCollaborative } = board;
  return { id, name, url, privacy, followedByMe, collaboratedByMe, isCollaborative };
}

function sectionSummary(section: NonNullable<ApiPin['section']>): ApiSectionSummary {
  const { id, title, url, boardId } = section;
  return { id, title, url, boardId };
}

export function gridPinOf(pin: ApiPin): ApiGridPin {
  // Left out: the native creator and the free-form rich metadata (closeup only).
  const { board, section, nativeCreator: _nativeCreator, richMetadata: _richMetadata, ...card } = pin;
  return { ...card, board: board && boardSummary(board), section: section && sectionSummary(section) };
}
