// The pin page as search engines read it (spec sections 1 and 6, 'Bots'): the pin with its
// ORIGINAL image, its texts after the spec's cuts and SEO switch, pinner, board and link domain,
// and the 'More about this Pin' drawer rendered visually hidden. Rendered to HTML on the server
// only: nothing here runs in a browser, so it needs no state, effects or event handlers.

import {
  type ApiPin,
  boardDisplayName,
  boardFacts,
  BOARDS_CONTAINING_TITLE,
  countLabels,
  domainLabel,
  MORE_ABOUT_PIN_TITLE,
  outboundLinkOf,
  priceDisplay,
  RELATED_INTERESTS_TITLE,
  showsPinCounts,
} from 'shared-contracts';
import type { PinPageText } from './pinPageText';

/** The deleted story pin's placeholder (spec section 1). */
export const UNAVAILABLE_TITLE = 'Unavailable';
export const UNAVAILABLE_DETAIL = 'Removed by the creator';

export interface PinPageBodyProps {
  pin: ApiPin;
  text: PinPageText;
  nowMs: number;
}

function profilePath(username: string): string {
  return `/${encodeURIComponent(username)}/`;
}

function ideasPath(interest: NonNullable<ApiPin['sourceInterest']>): string {
  return `/ideas/${encodeURIComponent(interest.urlName)}/${encodeURIComponent(interest.id)}/`;
}

function MoreAboutThisPin({ pin, nowMs }: { pin: ApiPin; nowMs: number }) {
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

export function PinPageBody({ pin, text, nowMs }: PinPageBodyProps) {
  const image = pin.images.orig;
  const link = outboundLinkOf(pin, text.carouselIndex);
  // The host the link really goes to (a carousel slot's own), as the closeup names it.
  const domain = link.kind === 'external' ? domainLabel(link.host, 'card') : null;
  const price = pin.richSummary?.typeName === 'product' ? priceDisplay(pin.richSummary.products[0]?.offerSummary) : null;
  const deletedStory = pin.storyPinData?.isDeleted === true;
  const pinner = pin.pinner;
  return (
    <article className="pb-screen" aria-labelledby="seo-pin-title">
      <h1 id="seo-pin-title">{text.title}</h1>
      {deletedStory ? (
        <p>
          <strong>{UNAVAILABLE_TITLE}</strong> {UNAVAILABLE_DETAIL}
        </p>
      ) : (
        <figure>
          <img src={image.url} alt={text.alt} width={image.width} height={image.height} />
        </figure>
      )}
      {text.description && <p>{text.description}</p>}
      {price?.current && (
        <p>
          {price.current}
          {price.original && (
            <>
              {' '}
              <s>{price.original}</s>
            </>
          )}
        </p>
      )}
      {link.kind === 'external' && domain && (
        <p>
          <a href={link.url} rel={link.rel}>
            {domain}
          </a>
        </p>
      )}
      <p>
        Saved by <a href={profilePath(pinner.username)}>{pinner.fullName.trim() || pinner.username}</a>
        {pin.board && (
          <>
            {' '}
            to <a href={pin.board.url}>{boardDisplayName(pin.board)}</a>
          </>
        )}
      </p>
      <MoreAboutThisPin pin={pin} nowMs={nowMs} />
    </article>
  );
}
