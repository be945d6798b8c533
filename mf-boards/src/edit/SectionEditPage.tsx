// /boardsection/{id}/edit: rename a section, or delete it (its Pins stay on the board).

import { useState, type FormEvent } from 'react';
import { type ApiBoard, type ApiBoardSection } from 'shared-contracts/api';
import { BOARD_REFUSALS, boardRoleOf, boardTitleError, mayOnBoard } from 'shared-contracts/rules';
import { navigate } from 'page-runtime';
import { FailedScreen, LoadingScreen, NotFoundScreen, useApiMutation } from 'react-kit';
import { ConfirmDialog } from '../boards/ConfirmDialog';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import { useBoardEdits } from '../data/useBoardEdits';
import formStyles from '../boards/BoardForm.module.css';
import pageStyles from './EditPage.module.css';

type SectionWithBoard = ApiBoardSection & { board: ApiBoard };

export function SectionEditPage({ sectionId }: { sectionId: string }) {
  const { events } = useBoardsDeps();
  const section = useRead('BoardSectionResource', { section_id: sectionId });
  const state = section.state;
  if (state.status === 'loading') return <LoadingScreen label="Edit section" />;
  if (state.status === 'missing') return <NotFoundScreen what="section" />;
  if (state.status === 'failed') return <FailedScreen message={state.message} onRetry={section.reload} />;
  return (
    <SectionForm
      section={state.data}
      onSaved={(url) => navigate(url)}
      onDeleted={() => {
        events.emit('toast/requested', { message: 'Section deleted' });
        navigate(state.data.board.url);
      }}
    />
  );
}

function SectionForm({
  section,
  onSaved,
  onDeleted,
}: {
  section: SectionWithBoard;
  onSaved: (url: string) => void;
  onDeleted: () => void;
}) {
  const { client } = useBoardsDeps();
  const boardsEdited = useBoardEdits();
  const [title, setTitle] = useState(section.title);
  // What the form itself finds wrong before sending.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const saving = useApiMutation(
    async (name: string) => {
      const updated = await client.write('BoardSectionResource', 'update', { section_id: section.id, title: name });
      // Every read of the section is fresh before the page moves on.
      await boardsEdited();
      return updated;
    },
    { onSuccess: (updated) => onSaved(updated.url) },
  );
  // The page moves on after a success: nothing more to send until then.
  const busy = saving.busy || saving.succeeded;
  const error = invalid ?? saving.error;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = boardTitleError(title);
    setInvalid(found);
    if (busy) return;
    saving.reset();
    if (!found) void saving.run(title.trim());
  };
  const remove = async () => {
    await client.write('BoardSectionResource', 'delete', { section_id: section.id });
    await boardsEdited();
    onDeleted();
  };

  return (
    <section className={`pb-screen ${pageStyles.page}`} aria-labelledby="boards-heading">
      <h1 id="boards-heading">Edit your section</h1>
      <p>
        In <a href={section.board.url}>{section.board.name}</a>
      </p>
      {!mayOnBoard(boardRoleOf(section.board), 'edit-section') ? (
        <p role="alert">{BOARD_REFUSALS['edit-section']}</p>
      ) : (
        <>
          <form className={formStyles.form} onSubmit={save} noValidate>
            <label htmlFor="section-title">Name</label>
            <input
              id="section-title"
              value={title}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'section-error' : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            {error && (
              <p id="section-error" className={formStyles.error} role="alert">
                {error}
              </p>
            )}
            <div className={formStyles.actions}>
              <a className="pb-button" href={section.url}>
                Cancel
              </a>
              <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
                Save
              </button>
            </div>
          </form>
          <h2>Delete section</h2>
          <p>The section goes; its Pins stay on the board.</p>
          <button type="button" className="pb-button" onClick={() => setDeleting(true)}>
            Delete section
          </button>
          {deleting && (
            <ConfirmDialog
              title="Delete this section?"
              text={`“${section.title}” will be deleted. Its Pins stay on ${section.board.name}.`}
              confirmLabel="Delete"
              onConfirm={remove}
              onCancel={() => setDeleting(false)}
            />
          )}
        </>
      )}
    </section>
  );
}
