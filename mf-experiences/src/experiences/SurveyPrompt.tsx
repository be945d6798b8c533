// The survey prompt (type 5 with a survey link). Where the page's content policy lets it frame the
// survey's site (PINBOARD_SURVEY_ORIGINS): loaded after its delay (5000 ms by default) in a frame
// kept out of sight; shown when the frame says 'surveyLoaded', completed on 'surveyFinished',
// messages taken only from the survey's own origin; dropped when it has not loaded within 15 s
// (spec sections 4, 5 and 8). From any other site, which the policy would block in a frame: after
// the same delay, a prompt with its words and the survey's link, opened in a new tab.

import { useEffect, useState } from 'react';
import { EXPERIENCE_TIMINGS, type ExperienceDisplay, OUTBOUND_REL } from 'shared-contracts/rules';
import { mayFrame } from 'page-runtime';
import { Icon } from 'react-kit';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

type Phase = 'waiting' | 'loading' | 'shown' | 'dropped';
type Survey = Extract<ExperienceDisplay, { kind: 'survey' }>;

type SurveyProps = SurfaceProps<'survey'> & {
  /** Called when the survey is dropped (not loaded in 15 s): the next experience's turn. */
  onDropped: () => void;
};

export function SurveyPrompt({ onDropped, ...props }: SurveyProps) {
  return mayFrame(props.display.url) ? <FramedSurvey {...props} onDropped={onDropped} /> : <SurveyLink {...props} />;
}

function FramedSurvey({ display, onView, onComplete, onDismiss, onDropped }: SurveyProps) {
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
    if (phase === 'dropped') onDropped();
    return undefined;
  }, [phase, display.delayMs, onDropped]);
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
        <Icon name="close" />
      </button>
    </section>
  );
}

/** The survey's own words and its link, in a new tab: following it completes the experience. */
function SurveyLink({ display, onView, onComplete, onDismiss }: SurfaceProps<'survey'>) {
  const shown = useShownAfter(display);
  useEffect(() => {
    if (shown) onView();
  }, [shown, onView]);
  if (!shown) return null;
  return (
    <section className={`${styles.survey} ${styles.surveyPrompt}`} aria-label="Survey">
      {display.title && <h2 className={styles.bannerTitle}>{display.title}</h2>}
      {display.text && <p className={styles.bannerBody}>{display.text}</p>}
      <p className={styles.actions}>
        <a className="pb-button pb-button--primary" href={display.url} target="_blank" rel={OUTBOUND_REL} onClick={onComplete}>
          {display.linkText}
          <span className="pb-visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="pb-button" onClick={onDismiss}>
          No thanks
        </button>
      </p>
    </section>
  );
}

function useShownAfter(display: Survey): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), display.delayMs);
    return () => clearTimeout(timer);
  }, [display.delayMs]);
  return shown;
}
