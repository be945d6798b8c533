// 'Add section' on a board's page (its owner and collaborators, spec section 7's section calls): a
// modal <dialog> with the section's name, checked with the board title rule before it is sent. The
// new section shows in the board's list at once.

import { useId, useState, type FormEvent } from 'react';
import { type ApiBoardSection } from 'shared-contracts/api';
import { boardTitleError } from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
// The form's CSS before the dialog's (the picker's), as everywhere in this area: one order in every chunk.
import formStyles from '../boards/BoardForm.module.css';
import { FormDialog } from '../boards/FormDialog';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';

export function AddSectionDialog({ boardId, onClose }: { boardId: string; onClose: (added: ApiBoardSection | null) => void }) {
  const { client, events } = useBoardsDeps();
  const id = useId();
  const boardsEdited = useBoardEdits();
  const [title, setTitle] = useState('');
  const [checked, setChecked] = useState(false);
  const adding = useApiMutation(
    async (name: string) => {
      const section = await client.write('BoardSectionResource', 'create', { board_id: boardId, title: name });
      // The board's list shows the new section before the dialog goes.
      await boardsEdited();
      return section;
    },
    {
      onSuccess: (section) => {
        events.emit('toast/requested', { message: `Section ${section.title} added` });
        onClose(section);
      },
    },
  );
  // Closing after a success: nothing more to send until then.
  const busy = adding.busy || adding.succeeded;
  const titleError = checked ? boardTitleError(title) : null;
  const error = titleError ?? adding.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (busy) return;
    adding.reset();
    if (!boardTitleError(title)) void adding.run(title.trim());
  };

  return (
    <FormDialog title="Add section" onCancel={() => !busy && onClose(null)}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={title}
          placeholder='Like "Breakfast" or "Day trips"'
          aria-invalid={titleError ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {error}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="button" className="pb-button" disabled={busy} onClick={() => onClose(null)}>
            Cancel
          </button>
          <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
            Add
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
