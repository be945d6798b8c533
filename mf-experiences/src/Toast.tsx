import { useEffect, useState, type MouseEvent } from 'react';
import type { EventMap } from 'shared-contracts/platform';
import { useExperiencesDeps } from './deps';
import { organizePin, undoUnsave } from './toastActions';
import styles from './Toast.module.css';

/** Spec section 9: toast duration 2000 ms by default. */
export const DEFAULT_TOAST_MS = 2000;

/**
 * What a toast shows: the bus's toast, whose header reads `message`, then its `link`, then
 * `messageEnd` ('Saved to' [Soups] 'in Kitchen': the save toast names its place once, as the link).
 */
export type ToastContent = EventMap['toast/requested'] & { messageEnd?: string };

export interface ToastProps {
  toast: ToastContent;
  onDone: () => void;
}

/**
 * A toast for its duration. While the pointer is on it or focus is in it (to reach Organize or
 * Change by keyboard) it stays, and gets its full time again when left.
 */
export function Toast({ toast, onDone }: ToastProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onDone, toast.durationMs ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone, held]);
  const { events } = useExperiencesDeps();
  // Organize and Change open their dialog over this page, and Undo saves back what was removed; the
  // link stays for a new tab.
  const openOver = (event: MouseEvent, action: ToastContent['action']) => {
    if (!action || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (action.organize) {
      event.preventDefault();
      onDone();
      void organizePin(action.organize, events);
    } else if (action.undo) {
      event.preventDefault();
      onDone();
      void undoUnsave(action.undo, events);
    }
  };
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div className={styles.toast} role="status" onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
      {toast.imageUrl && <img className={styles.image} src={toast.imageUrl} alt="" width={40} height={40} />}
      <p className={styles.header}>
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <a className={styles.link} href={toast.link.href}>
              {toast.link.label}
            </a>
          </>
        )}
        {toast.messageEnd && ` ${toast.messageEnd}`}
      </p>
      {toast.action?.undo ? (
        <button type="button" className={`pb-button ${styles.action}`} onClick={(event) => openOver(event, toast.action)}>
          {toast.action.label}
        </button>
      ) : (
        toast.action && (
          <a className={`pb-button ${styles.action}`} href={toast.action.href} onClick={(event) => openOver(event, toast.action)}>
            {toast.action.label}
          </a>
        )
      )}
    </div>
  );
}
