// Bulk edit mode on a board or section (spec sections 3 and 4): select Pins one by one or all at
// once, then delete the selection, or with select-all on, every Pin but the ones taken back out,
// or move it to another board; the owner may make the one Pin selected the board's cover.
// Each rep carries its selection state from the spec's pin-rep states.

import { useState } from 'react';
import {
  bulkDeleteCall,
  bulkDeletedMessage,
  bulkDeleteQuestion,
  bulkSelectedLabel,
  type BulkSelection,
  cardImage,
  EMPTY_SELECTION,
  isSelected,
  pinDisplayTitle,
  pinRepSelectionState,
  selectedCount,
  setSelectAll,
  toggleSelected,
} from 'shared-contracts/rules';
import { invalidateResources, RESOURCES_A_SAVE_CHANGES, usePinFeed, useQueryClient } from 'react-kit';
import { ConfirmDialog } from '../boards/ConfirmDialog';
import { useBoardsDeps } from '../data/deps';
import { useBoardCover } from '../data/useBoardCover';
import { MoveToBoard } from './MoveToBoard';
import { MorePins } from './MorePins';
import styles from './BulkEditGrid.module.css';

const PAGE_SIZE = 50;

export interface BulkEditGridProps {
  boardId: string;
  sectionId: string | null;
  /** Pins on the board (or section): what select-all counts. */
  pinCount: number;
  /** The board's owner may pick its cover here. */
  isOwner: boolean;
  /** Pins deleted or moved away (the board's count drops by them). */
  onDone: (removed: number) => void;
}

export function BulkEditGrid({ boardId, sectionId, pinCount, isOwner, onDone }: BulkEditGridProps) {
  const { client, events } = useBoardsDeps();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<BulkSelection>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const feed = { resource: 'BoardFeedResource', options: { board_id: boardId, ...(sectionId ? { section_id: sectionId } : {}) } } as const;
  const { pins, hasMore, loading, error, loadMore } = usePinFeed(client, feed, PAGE_SIZE);

  const count = selectedCount(selection, Math.max(pinCount, pins.length));
  const cover = useBoardCover(boardId);
  // The one Pin picked by hand: what 'Make cover' makes the cover.
  const single = !selection.selectAll && selection.toggled.size === 1 ? [...selection.toggled][0] : undefined;
  const deleteSelection = async () => {
    const call = bulkDeleteCall(selection);
    const result = await client.write(call.resource, 'delete', {
      board_id: boardId,
      ...(sectionId ? { section_id: sectionId } : {}),
      pin_ids: call.pin_ids,
    });
    setConfirming(false);
    // The board's pins, its counts and covers, and the profile's lists all changed.
    void invalidateResources(queryClient, RESOURCES_A_SAVE_CHANGES);
    events.emit('toast/requested', { message: bulkDeletedMessage(result.deleted) });
    onDone(result.deleted);
  };

  return (
    <section aria-label="Organize Pins">
      <div className={styles.bar} role="toolbar" aria-label="Bulk edit">
        <span aria-live="polite">{bulkSelectedLabel(count)}</span>
        <label>
          <input type="checkbox" checked={selection.selectAll} onChange={(event) => setSelection(setSelectAll(event.target.checked))} />{' '}
          Select all
        </label>
        <MoveToBoard boardId={boardId} sectionId={sectionId} selection={selection} count={count} onMoved={onDone} />
        {isOwner && (
          <button
            type="button"
            className="pb-button"
            disabled={single === undefined || cover.busy}
            onClick={() => single && void cover.run(single)}
          >
            Make cover
          </button>
        )}
        <button type="button" className="pb-button pb-button--primary" disabled={count === 0} onClick={() => setConfirming(true)}>
          Delete
        </button>
        <button type="button" className="pb-button" onClick={() => onDone(0)}>
          Done
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {cover.error && <p role="alert">{cover.error}</p>}
      <ul className={styles.grid} aria-label="Pins to organize">
        {pins.map((pin) => {
          const selected = isSelected(selection, pin.id);
          const image = cardImage(pin.images, { isBot: false });
          const name = pinDisplayTitle(pin);
          return (
            <li
              key={pin.id}
              className={selected ? `${styles.pin} ${styles.selected}` : styles.pin}
              data-selection={pinRepSelectionState(true, selected, false)}
            >
              <label>
                <img src={image.src} alt="" loading="lazy" />
                <input
                  type="checkbox"
                  checked={selected}
                  onChange={() => setSelection((current) => toggleSelected(current, pin.id))}
                  aria-label={`Select ${name}`}
                />
                <span>{name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <MorePins loading={loading} hasMore={hasMore} onLoadMore={loadMore} />
      {confirming && (
        <ConfirmDialog
          title={bulkDeleteQuestion(count)}
          text={`${count === 1 ? 'It' : 'They'} will be removed from this board. You can't undo this.`}
          confirmLabel="Delete"
          onConfirm={deleteSelection}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
