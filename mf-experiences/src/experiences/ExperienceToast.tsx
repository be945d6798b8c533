// Spec sections 4 and 9: a toast is hidden, visible after 100 ms, then hiding after its duration,
// and its hide callback (here: completing it) runs 200 ms later. Hover or focus holds it.

import { useEffect, useState } from 'react';
import { EXPERIENCE_TIMINGS } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

type Phase = 'hidden' | 'visible' | 'hiding';

export function ExperienceToast({ display, onView, onComplete, onDismiss }: SurfaceProps<'toast'>) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const next: Record<Phase, [number, () => void]> = {
      hidden: [EXPERIENCE_TIMINGS.toastShow, () => setPhase('visible')],
      visible: [display.durationMs, () => setPhase('hiding')],
      hiding: [EXPERIENCE_TIMINGS.toastHideCallback, onComplete],
    };
    const [wait, then] = next[phase];
    const timer = setTimeout(then, wait);
    return () => clearTimeout(timer);
  }, [phase, held, display.durationMs, onComplete]);
  useEffect(() => {
    if (phase === 'visible') onView();
  }, [phase, onView]);
  // The live region is on the page, empty, before its words arrive: screen readers announce a
  // region's change, not a region that appears already filled.
  if (phase === 'hidden') return <div role="status" className="pb-visually-hidden" />;
  return (
    <div
      className={`${styles.toast} ${phase === 'hiding' ? styles.hiding : ''}`}
      role="status"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={styles.toastText}>{display.text}</p>
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </div>
  );
}
