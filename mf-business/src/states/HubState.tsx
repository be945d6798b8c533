// A business page's state whose one way on is the business hub (refused; converted; already a
// business): a heading, its sentence and the hub button. A page of its own (level 1), or inside a
// business's layout under its name (level 2).

import { useId } from 'react';
import { businessPath } from 'shared-contracts/rules';
import styles from './States.module.css';

export interface HubStateProps {
  heading: string;
  children: string;
  level: 1 | 2;
  /** The sentence is news the person's own action brought (a conversion), read out as it appears. */
  announce?: boolean;
}

export function HubState({ heading, children, level, announce = false }: HubStateProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={level === 1 ? 'pb-screen pb-state' : `pb-state ${styles.inside}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="pb-state__heading">
        {heading}
      </Heading>
      <p className="pb-state__text" role={announce ? 'status' : undefined}>
        {children}
      </p>
      <p>
        <a className="pb-button pb-button--primary" href={businessPath({ kind: 'hub' })}>
          Go to the business hub
        </a>
      </p>
    </section>
  );
}
