// 'More about this Pin' for search engines (spec section 1: bots see the SEO drawer, rendered
// visually hidden): the pin's counts, the board that holds it and its related interests, as links
// a crawler follows. People open the same facts in the closeup's dialog instead.

import { useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import {
  boardDisplayName,
  boardFacts,
  BOARDS_CONTAINING_TITLE,
  countLabels,
  MORE_ABOUT_PIN_TITLE,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from 'shared-contracts/rules';

function ideasPath(interest: NonNullable<ApiPin['sourceInterest']>): string {
  return `/ideas/${encodeURIComponent(interest.urlName)}/${encodeURIComponent(interest.id)}/`;
}

export function SeoDrawer({ pin }: { pin: ApiPin }) {
  // Times are said relative to when the page was rendered.
  const [nowMs] = useState(() => Date.now());
  const counts = { saves: pin.aggregatedPinData.saves, likes: 0, shares: pin.shareCount };
  const board = pin.board;
  const interest = pin.sourceInterest;
  const chips = pin.aggregatedPinData.pinTagsChips.filter((chip) => chip.trim() !== '' && chip !== interest?.name);
  return (
    <section className="pb-visually-hidden" aria-labelledby="seo-more-about-heading">
      <h2 id="seo-more-about-heading">{MORE_ABOUT_PIN_TITLE}</h2>
      {showsPinCounts(pin, counts) && (
        <dl>
          {countLabels(counts).map(({ name, value }) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {board && (
        <>
          <h3>{BOARDS_CONTAINING_TITLE}</h3>
          <ul>
            <li>
              <a href={board.url}>{boardDisplayName(board)}</a> {boardFacts(board, nowMs).join(' · ')}
            </li>
          </ul>
        </>
      )}
      {(interest || chips.length > 0) && (
        <>
          <h3>{RELATED_INTERESTS_TITLE}</h3>
          <ul>
            {interest && (
              <li>
                <a href={ideasPath(interest)}>{interest.name}</a>
              </li>
            )}
            {chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
