// The educational banner (type 5: title, subtitle, two buttons) and the full-width marketing
// banner (component 1: its message with links put in for {0}, {1}…, narrow and wide layouts).
// Both slide in over 400 ms at the bottom of the screen, over the page, so nothing moves.

import { useEffect, useId, type CSSProperties, type ReactNode } from 'react';
import { type BannerColours, type ExperienceButton, OUTBOUND_REL } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
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

/**
 * A banner's own colours as custom properties its CSS reads at each width (set through the CSSOM,
 * which the content policy allows); words with no colour of their own take the site's light or
 * dark text, whichever reads on the background.
 */
function colourStyle(colours: { narrow: BannerColours | null; wide: BannerColours | null }): CSSProperties | undefined {
  const entries = (['narrow', 'wide'] as const).flatMap((width) => {
    const c = colours[width];
    if (!c) return [];
    const text = c.text ?? (c.tone === 'light' ? 'var(--pb-color-over-image)' : 'var(--pb-color-over-light)');
    // On a dark background the main button is light, so it never melts into a background of its own red.
    const button =
      c.tone === 'light'
        ? [
            [`--banner-button-background-${width}`, 'var(--pb-color-over-image)'],
            [`--banner-button-text-${width}`, 'var(--pb-color-over-light)'],
          ]
        : [];
    return [[`--banner-background-${width}`, c.background], [`--banner-text-${width}`, text], ...button];
  });
  return entries.length > 0 ? (Object.fromEntries(entries) as CSSProperties) : undefined;
}

export function ExperienceBanner({ display, onView, onComplete, onDismiss }: BannerProps) {
  const id = useId();
  useEffect(onView, [onView]);
  const marketing = display.kind === 'marketing-banner';
  const title = display.title;
  const words = marketing ? withLinks(display.message, display.links) : display.subtitle;
  const layout = marketing ? `${styles[`narrow${display.layout.narrow}`] ?? ''} ${styles[`wide${display.layout.wide}`] ?? ''}` : '';
  const canClose = marketing ? display.canClose : true;
  const colours = marketing ? colourStyle(display.colours) : undefined;
  // A button with somewhere to go completes the experience on its way; one with nowhere dismisses it.
  const act = (button: ExperienceButton) => (button.href ? onComplete : onDismiss);
  return (
    <section
      className={`${styles.banner} ${layout}${colours ? ` ${styles.coloured}` : ''}`}
      style={colours}
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
              className={`pb-button ${index === 0 ? `pb-button--primary ${styles.bannerPrimary}` : ''}`}
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
          <Icon name="close" />
        </button>
      )}
    </section>
  );
}
