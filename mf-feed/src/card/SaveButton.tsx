import { type ApiGridPin } from 'shared-contracts/api';
import { type QuickSaveState, saveReturnPath } from 'shared-contracts/rules';
import { useFeedDeps } from '../data/deps';
import { useGrid } from '../grid/GridContext';
import type { SavedOverride } from '../grid/usePinOverrides';
import { useQuickSave } from './useQuickSave';
import styles from './SaveButton.module.css';

export interface SaveButtonProps {
  pin: ApiGridPin;
  saved: SavedOverride | null | undefined;
  /** A save or unsave of this pin on its way. */
  pending: QuickSaveState | undefined;
  slotIndex: number;
  imageUrl: string;
}

function SignedInSaveButton({ pin, saved, pending, slotIndex, imageUrl }: SaveButtonProps) {
  const save = useQuickSave(pin, saved, pending, slotIndex, imageUrl);
  const isSaved = save.state === 'saved' || save.state === 'deleting';
  return (
    <button
      type="button"
      className={`pb-button ${styles.save} ${isSaved ? styles.saved : 'pb-button--primary'}`}
      aria-pressed={isSaved}
      aria-busy={save.state === 'saving' || save.state === 'deleting'}
      onClick={save.onClick}
    >
      <span className={styles.label}>{save.text}</span>
    </button>
  );
}

/** The card's Save: the quick-save button, or for a visitor the login prompt with the save reason. */
export function SaveButton(props: SaveButtonProps) {
  const { viewer } = useGrid();
  const { events } = useFeedDeps();
  if (viewer) return <SignedInSaveButton {...props} />;
  return (
    <button
      type="button"
      className={`pb-button pb-button--primary ${styles.save}`}
      onClick={() => events.emit('auth/required', { reason: 'save', returnTo: saveReturnPath(props.pin.id) })}
    >
      Save
    </button>
  );
}
