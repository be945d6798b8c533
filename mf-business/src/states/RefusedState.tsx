// A business page the viewer may not open (the API's 403): its own sentence (the business asks for
// two-factor authentication, or their permission lacks this screen) and the way back to the hub.
// A page of its own (level 1), or inside a business's layout under its name (level 2).

import { useId } from 'react';
import { businessPath } from 'shared-contracts';
import styles from './States.module.css';

export const REFUSED_HEADING = "You can't open this page";

export function RefusedState({ message, level }: { message: string; level: 1 | 2 }) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={level === 1 ? 'pb-screen pb-state' : `pb-state ${styles.inside}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="pb-state__heading">
        {REFUSED_HEADING}
      </Heading>
      <p className="pb-state__text">{message}</p>
      <p>
        <a className="pb-button pb-button--primary" href={businessPath({ kind: 'hub' })}>
          Go to the business hub
        </a>
      </p>
    </section>
  );
}
