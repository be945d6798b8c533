// Types 14 and 26: a modal with title, body and complete button (spec section 5), shown at once
// or after delay_in_millis. Focus stays inside; Escape dismisses it.

import { useEffect, useId, useState } from 'react';
import { useModalDialog } from 'react-kit';
import type { SurfaceProps } from './surfaceProps';
import styles from './ExperienceSurfaces.module.css';

export function ExperienceModal(props: SurfaceProps<'modal'>) {
  const [due, setDue] = useState(props.display.delayMs === 0);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), props.display.delayMs);
    return () => clearTimeout(timer);
  }, [due, props.display.delayMs]);
  return due ? <OpenModal {...props} /> : null;
}

function OpenModal({ display, onView, onComplete, onDismiss }: SurfaceProps<'modal'>) {
  const dialog = useModalDialog('experience-modal');
  const id = useId();
  useEffect(onView, [onView]);
  return (
    <dialog
      ref={dialog}
      className={`pb-dialog ${styles.modal}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={`${id}-title`}>{display.title}</h2>
      <p id={`${id}-body`}>{display.body}</p>
      <div className={styles.actions}>
        <button type="button" className="pb-button" onClick={onDismiss}>
          {display.dismissText ?? 'Not now'}
        </button>
        <button type="button" className="pb-button pb-button--primary" onClick={onComplete}>
          {display.completeText}
        </button>
      </div>
    </dialog>
  );
}
