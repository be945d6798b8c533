// The educational banner (type 5: title, subtitle, two buttons) and the full-width marketing
// banner (component 1: its message with links put in for {0}, {1}…, narrow and wide layouts).
// Both slide in over 400 ms at the bottom of the screen, over the page, so nothing moves.

import { useEffect, useId, type ReactNode } from 'react';
import { OUTBOUND_REL, type ExperienceButton } from 'shared-contracts';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

/** Spec section 5: http(s) links open in a new tab with noreferrer and noopener. */
const NEW_TAB = { target: '_blank', rel: OUTBOUND_REL } as const;

/** '{0}' and its kin replaced by their links; a place holder with no link is left out. */
function withLinks(message: string, links: readonly ExperienceButton[]): ReactNode[] {
  return message.split(/\{(\d+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    const link = links[Number(part)];
    return link?.href ? (
      <a key={index} href={link.href} {...(link.external ? NEW_TAB : {})}>
        {link.text}
      </a>
    ) : null;
  });
}

type BannerProps = SurfaceProps<'educational-banner' | 'marketing-banner'>;

export function ExperienceBanner({ display, onView, onComplete, onDismiss }: BannerProps) {
  const id = useId();
  useEffect(onView, [onView]);
  const marketing = display.kind === 'marketing-banner';
  const title = display.title;
  const words = marketing ? withLinks(display.message, display.links) : display.subtitle;
  const layout = marketing ? `${styles[`narrow${display.layout.narrow}`] ?? ''} ${styles[`wide${display.layout.wide}`] ?? ''}` : '';
  const canClose = marketing ? display.canClose : true;
  // A button with somewhere to go completes the experience on its way; one with nowhere dismisses it.
  const act = (button: ExperienceButton) => (button.href ? onComplete : onDismiss);
  return (
    <section
      className={`${styles.banner} ${layout}`}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Announcement'}
    >
      <div className={styles.bannerText}>
        {title && (
          <h2 id={`${id}-title`} className={styles.bannerTitle}>
            {title}
          </h2>
        )}
        <p className={styles.bannerBody}>{words}</p>
      </div>
      <div className={styles.actions}>
        {display.buttons.map((button, index) =>
          button.href ? (
            <a
              key={button.text}
              className={`pb-button ${index === 0 ? 'pb-button--primary' : ''}`}
              href={button.href}
              onClick={act(button)}
              {...(button.external ? NEW_TAB : {})}
            >
              {button.text}
            </a>
          ) : (
            <button key={button.text} type="button" className="pb-button" onClick={act(button)}>
              {button.text}
            </button>
          ),
        )}
      </div>
      {canClose && (
        <button type="button" className={styles.close} aria-label="Close" onClick={onDismiss}>
          ×
        </button>
      )}
    </section>
  );
}
