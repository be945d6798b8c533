// The survey prompt (type 5 with a survey link): loaded after its delay (5000 ms by default) in a
// frame kept out of sight; shown when the frame says 'surveyLoaded', completed on
// 'surveyFinished', messages taken only from the survey's own origin; dropped when it has not
// loaded within 15 s (spec sections 4, 5 and 8).

import { useEffect, useState } from 'react';
import { EXPERIENCE_TIMINGS } from 'shared-contracts';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

type Phase = 'waiting' | 'loading' | 'shown' | 'dropped';

export function SurveyPrompt({ display, onView, onComplete, onDismiss }: SurfaceProps<'survey'>) {
  const [phase, setPhase] = useState<Phase>('waiting');
  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('loading'), display.delayMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'loading') {
      const timer = setTimeout(() => setPhase('dropped'), EXPERIENCE_TIMINGS.surveyLoadTimeout);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, display.delayMs]);
  useEffect(() => {
    const origin = new URL(display.url).origin;
    const heard = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (event.data === 'surveyLoaded') {
        setPhase((now) => (now === 'loading' ? 'shown' : now));
        onView();
      } else if (event.data === 'surveyFinished') onComplete();
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [display.url, onView, onComplete]);

  if (phase === 'waiting' || phase === 'dropped') return null;
  return (
    <section
      className={`${styles.survey} ${phase === 'loading' ? styles.offscreen : ''}`}
      aria-label="Survey"
      aria-hidden={phase === 'loading'}
    >
      <iframe className={styles.surveyFrame} src={display.url} title="Survey" sandbox="allow-scripts allow-forms allow-same-origin" />
      <button type="button" className={styles.close} aria-label="Close the survey" onClick={onDismiss}>
        ×
      </button>
    </section>
  );
}
