// The picker for someone with no boards yet: they are asked to create their first, and the pin
// goes on it; the profile offer, when made, sits under the form.

import { type ReactNode, type RefObject, useId } from 'react';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import styles from './BoardPicker.module.css';

export interface FirstBoardProps {
  createLabel: string;
  onCreate: (fields: BoardFields) => Promise<void>;
  /** The name field, where focus starts. */
  nameRef: RefObject<HTMLInputElement | null>;
  offerProfile: ReactNode;
}

export function FirstBoard({ createLabel, onCreate, nameRef, offerProfile }: FirstBoardProps) {
  const headingId = useId();
  return (
    <section className={styles.firstBoard} aria-labelledby={headingId}>
      <h3 id={headingId}>Create your first board</h3>
      <p>Boards keep your Pins together. Name your first one, and this Pin goes on it.</p>
      <BoardForm submitLabel={createLabel} onSubmit={onCreate} nameRef={nameRef} />
      {offerProfile && <div className={styles.foot}>{offerProfile}</div>}
    </section>
  );
}
