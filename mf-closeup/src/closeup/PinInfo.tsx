// The closeup's words: title and description, each once (the spec's cuts and the SEO switch for
// sensitive noindex reasons; closeupText), the link's domain, price for product pins, recipe or article details.

import {
  adLabel,
  type CloseupText,
  cookingTime,
  domainLabel,
  type OutboundLink as Outbound,
  promoterName,
  richDetailsOf,
} from 'shared-contracts/rules';
import { type ApiPin } from 'shared-contracts/api';
import { OutboundLink } from '../outbound/OutboundLink';
import styles from './PinCloseup.module.css';

export interface PinInfoProps {
  pin: ApiPin;
  /** The heading and the description, each once (an untitled pin's heading is its description). */
  text: CloseupText;
  link: Outbound;
}

function RichDetails({ pin }: { pin: ApiPin }) {
  const details = richDetailsOf(pin);
  if (!details) return null;
  switch (details.kind) {
    case 'product':
      return (
        <div className={styles.product}>
          {details.price.current && (
            <p className={styles.price}>
              <span>{details.price.current}</span>
              {details.price.original && (
                <del>
                  <span className="pb-visually-hidden">was </span>
                  {details.price.original}
                </del>
              )}
            </p>
          )}
          <p className={styles.meta}>
            {[details.brand, ...details.labels, details.inStock ? null : 'Out of stock'].filter((part) => part !== null).join(' · ')}
          </p>
        </div>
      );
    case 'recipe':
      return (
        <dl className={styles.facts}>
          {details.totalTimeMinutes !== null && (
            <div>
              <dt>Total time</dt>
              <dd>{cookingTime(details.totalTimeMinutes)}</dd>
            </div>
          )}
          {details.servings !== null && (
            <div>
              <dt>Serves</dt>
              <dd>{details.servings}</dd>
            </div>
          )}
          <div>
            <dt>Recipe from</dt>
            <dd>{details.siteName}</dd>
          </div>
        </dl>
      );
    case 'article':
      return <p className={styles.meta}>Article from {details.siteName}</p>;
  }
}

export function PinInfo({ pin, text, link }: PinInfoProps) {
  const domain = link.kind === 'external' ? domainLabel(link.host, 'card') : null;
  const promoter = promoterName(pin);
  return (
    <div className={styles.info}>
      {domain && link.kind === 'external' && (
        <OutboundLink pin={pin} link={link} className={styles.domain}>
          {domain}
        </OutboundLink>
      )}
      <h1 id="closeup-title" className={text.headingIsDescription ? styles.descriptionHeading : styles.title}>
        {text.heading}
      </h1>
      {promoter && (
        <p className={styles.promoted}>
          <strong>Promoted by {promoter}</strong> <span className={styles.meta}>{adLabel(promoter)}</span>
        </p>
      )}
      <RichDetails pin={pin} />
      {text.description && <p className={styles.description}>{text.description}</p>}
    </div>
  );
}
