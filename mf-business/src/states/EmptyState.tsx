// A screen with nothing to show yet: what would be here, why it is empty, and where sensible what
// to do about it. Never a list of route parts.

import { useId, type ReactNode } from 'react';
import styles from './States.module.css';

export interface EmptyStateProps {
  heading: string;
  children: ReactNode;
  action?: { label: string; href: string } | { label: string; onClick: () => void };
  /** The heading's level under the screen's own (3 under a screen's h2). */
  level?: 2 | 3;
}

export function EmptyState({ heading, children, action, level = 3 }: EmptyStateProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.empty} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.emptyHeading}>
        {heading}
      </Heading>
      <p className={styles.emptyText}>{children}</p>
      {action &&
        ('href' in action ? (
          <p>
            <a className="pb-button" href={action.href}>
              {action.label}
            </a>
          </p>
        ) : (
          <p>
            <button type="button" className="pb-button" onClick={action.onClick}>
              {action.label}
            </button>
          </p>
        ))}
    </section>
  );
}
