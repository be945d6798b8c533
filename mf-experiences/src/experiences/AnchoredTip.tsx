// Experiences pointed at an element of the page: the pulsar and its tooltip (type 8), the
// educational popover (29) and the anchored flyout (component 2). None takes focus; the words are
// in a live region, so they are announced. Scrolling dismisses them (spec section 4: a tooltip
// after its scroll delay, a popover 1500 ms after, a flyout at once), as does a click on a
// flyout's anchor. A tooltip or pulsar also goes by itself after its disappearTime.

import { useEffect, useState } from 'react';
import { EXPERIENCE_TIMINGS, type ExperienceDisplay } from 'shared-contracts/rules';
import { viewportSize } from 'page-runtime';
import { Icon } from 'react-kit';
import { anchorElement, useAnchorBox, type AnchorBox } from './anchors';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

type Anchored = Extract<ExperienceDisplay, { kind: 'pulsar' | 'tooltip' | 'popover' | 'flyout' }>;

/** How long after a scroll it goes: a tooltip's own delay (null: scrolling leaves it), a popover 1500 ms, a flyout at once. */
function scrollDismissMs(display: Anchored): number | null {
  if (display.kind === 'popover') return EXPERIENCE_TIMINGS.popoverScrollDismiss;
  if (display.kind === 'flyout') return 0;
  return display.scrollDismissMs;
}

/** Beside the anchor, in the flyout's direction (below by default), kept on screen. */
function placeBeside(box: AnchorBox, direction: 'up' | 'right' | 'down' | 'left') {
  const gap = 12;
  const left = Math.max(
    8,
    Math.min(viewportSize().width - 228, direction === 'right' ? box.right + gap : direction === 'left' ? box.left - 220 - gap : box.left),
  );
  if (direction === 'up') return { left, bottom: viewportSize().height - box.top + gap };
  if (direction === 'left' || direction === 'right') return { left, top: box.top };
  return { left, top: box.bottom + gap };
}

export function AnchoredTip({ display, onView, onComplete, onDismiss }: SurfaceProps<Anchored['kind']>) {
  const box = useAnchorBox(display.anchor);
  const [opened, setOpened] = useState(display.kind !== 'pulsar');
  const tooltip =
    display.kind === 'pulsar'
      ? display.tooltip
      : display.kind === 'tooltip'
        ? { text: display.text, confirmText: display.confirmText }
        : null;

  // Spec section 4: an anchored experience with a delay waits that delay before being viewed.
  const viewDelay = display.viewDelayMs;
  useEffect(() => {
    const timer = setTimeout(onView, viewDelay);
    return () => clearTimeout(timer);
  }, [onView, viewDelay]);
  // Primitives only: the layer hands a new display object on each render (the page changes under
  // it), and the timers must run from the first scroll, not restart with every render.
  const afterScroll = scrollDismissMs(display);
  const autoDismiss = display.kind === 'pulsar' || display.kind === 'tooltip' ? display.autoDismissMs : null;
  const flyoutAnchor = display.kind === 'flyout' ? display.anchor : null;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined = autoDismiss === null ? undefined : setTimeout(onDismiss, autoDismiss);
    // Counted from the first scroll, not the last.
    let scrolledOnce = false;
    const scrolled = () => {
      if (afterScroll === null || scrolledOnce) return;
      scrolledOnce = true;
      clearTimeout(timer);
      timer = setTimeout(onDismiss, afterScroll);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('touchmove', scrolled, { passive: true });
    const anchor = flyoutAnchor === null ? null : anchorElement(flyoutAnchor);
    anchor?.addEventListener('click', onDismiss);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('touchmove', scrolled);
      anchor?.removeEventListener('click', onDismiss);
    };
  }, [afterScroll, autoDismiss, flyoutAnchor, onDismiss]);

  const direction = display.kind === 'flyout' ? display.direction : 'down';
  const title = display.kind === 'popover' ? display.title : null;
  const text = display.kind === 'popover' || display.kind === 'flyout' ? display.text : (tooltip?.text ?? '');
  const confirmText = tooltip?.confirmText ?? (display.kind === 'popover' ? 'Got it' : null);
  const showing = box !== null && opened;
  return (
    <>
      {box && !opened && (
        // Spec: clicking the pulsar pauses it and shows the tooltip if there is one, else completes.
        <button
          type="button"
          className={styles.pulsar}
          style={{ left: box.right - 12, top: box.top - 12 }}
          aria-label="Show a tip about this"
          onClick={() => (tooltip ? setOpened(true) : onComplete())}
        />
      )}
      {/* The live region is on the page, empty, before the tip's words: so they are announced. */}
      <div
        className={showing ? `${styles.tip} ${styles[direction] ?? ''}` : 'pb-visually-hidden'}
        style={showing ? placeBeside(box, direction) : undefined}
        role="status"
      >
        {showing && (
          <>
            {title && <p className={styles.tipTitle}>{title}</p>}
            <p className={styles.tipText}>{text}</p>
            <div className={styles.actions}>
              {confirmText && (
                <button type="button" className="pb-button pb-button--primary" onClick={onComplete}>
                  {confirmText}
                </button>
              )}
              <button type="button" className={styles.close} aria-label="Dismiss tip" onClick={onDismiss}>
                <Icon name="close" />
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
