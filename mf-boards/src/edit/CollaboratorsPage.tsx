// /board/{id}/edit/collaborators (and add_collaborators): who works on a board. Anyone who may
// write invites by username; the owner removes people, and anyone may leave. Removal is optimistic
// and the person comes back if the call fails (spec sections 6 and 9).

import { useState, type FormEvent, type ReactNode } from 'react';
import { type ApiBoard, type ApiCollaborator, type ApiUserSummary } from 'shared-contracts/api';
import { canWriteBoard, ownsBoard } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { FailedScreen, LoadingScreen, NotFoundScreen, useApiMutation, useSession } from 'react-kit';
import { PersonPicture } from '../boards/PersonPicture';
import { useBoardsDeps } from '../data/deps';
import { useBoardById } from '../data/useBoardById';
import { useRead } from '../data/useRead';
import { useBoardEdits } from '../data/useBoardEdits';
import formStyles from '../boards/BoardForm.module.css';
import styles from './CollaboratorsPage.module.css';
import pageStyles from './EditPage.module.css';

export function CollaboratorsPage({ boardId }: { boardId: string }) {
  const { client, session } = useBoardsDeps();
  const board = useBoardById(boardId);
  const boardsEdited = useBoardEdits();
  const people = useRead('BoardCollaboratorsResource', { board_id: boardId });
  const [invitee, setInvitee] = useState('');
  // What the invite form finds wrong before asking.
  const [invalid, setInvalid] = useState<string | null>(null);
  const viewer = signedInViewer(useSession(session));
  const removing = useApiMutation(
    ({ on, person }: { on: ApiBoard; person: ApiCollaborator }) => {
      const resource = person.status === 'invited' ? 'BoardInviteResource' : 'BoardCollaboratorResource';
      return client.write(resource, 'delete', { board_id: on.id, invited_user_id: person.user.id, field_set_key: 'boardEdit' });
    },
    {
      // The list on screen is already right; the board's collaborator count is what changed.
      onSuccess: () => void boardsEdited(['BoardResource', 'BoardsResource']),
      onError: (_message, { person }) =>
        people.replace((list) => (list.some((p) => p.user.id === person.user.id) ? list : [...list, person])),
    },
  );
  const inviting = useApiMutation(
    async ({ on, username }: { on: ApiBoard; username: string }) => {
      const user = (await client.read('UserResource', { username })).data;
      return client.write('BoardInviteResource', 'create', { board_id: on.id, invited_user_id: user.id });
    },
    {
      onSuccess: (list) => {
        people.replace(() => list);
        setInvitee('');
        void boardsEdited(['BoardResource', 'BoardsResource']);
      },
    },
  );
  // One message at a time: each action clears what the other said.
  const error = invalid ?? removing.error ?? inviting.error;

  const boardState = board.state;
  if (boardState.status === 'loading') return <LoadingScreen label="Collaborators" />;
  if (boardState.status === 'missing') return <NotFoundScreen what="board" />;
  if (boardState.status === 'failed') return <FailedScreen message={boardState.message} onRetry={board.reload} />;
  const current = boardState.data;

  const remove = (person: ApiCollaborator) => {
    setInvalid(null);
    inviting.reset();
    people.replace((list) => list.filter((p) => p.user.id !== person.user.id));
    void removing.run({ on: current, person });
  };

  const invite = (event: FormEvent) => {
    event.preventDefault();
    removing.reset();
    inviting.reset();
    const username = invitee.trim().replace(/^@/, '');
    setInvalid(username ? null : 'Type the username of the person to invite.');
    if (username) void inviting.run({ on: current, username });
  };

  const peopleState = people.state;
  return (
    <section className={`pb-screen ${pageStyles.page}`} aria-labelledby="boards-heading">
      <h1 id="boards-heading">Collaborators on {current.name}</h1>
      <p>
        <a href={current.url}>Back to the board</a>
      </p>
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      {peopleState.status === 'loading' && <p role="status">Loading…</p>}
      {peopleState.status === 'failed' && <p role="alert">{peopleState.message}</p>}
      {peopleState.status === 'ready' && (
        <ul className={styles.collaborators} aria-label="Collaborators">
          <PersonRow person={current.owner} standing="Owner" />
          {peopleState.data.map((person) => {
            const self = viewer?.id === person.user.id;
            const mayRemove = ownsBoard(current) || self;
            return (
              <PersonRow key={person.user.id} person={person.user} standing={person.status === 'invited' ? 'Invited' : 'Collaborator'}>
                {mayRemove && (
                  <button type="button" className="pb-button" onClick={() => remove(person)}>
                    {self ? (person.status === 'invited' ? 'Decline' : 'Leave') : `Remove ${person.user.fullName || person.user.username}`}
                  </button>
                )}
              </PersonRow>
            );
          })}
        </ul>
      )}
      {canWriteBoard(current) && (
        <form className={formStyles.form} onSubmit={invite}>
          <label htmlFor="invite-username">Invite by username</label>
          <input id="invite-username" value={invitee} onChange={(event) => setInvitee(event.target.value)} />
          <div className={formStyles.actions}>
            <button type="submit" className="pb-button pb-button--primary">
              Invite
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** One person on the board: picture, name, @username and what they are to it. */
function PersonRow({ person, standing, children }: { person: ApiUserSummary; standing: string; children?: ReactNode }) {
  return (
    <li>
      <PersonPicture person={person} size="medium" />
      <span className={styles.person}>
        <a href={`/${person.username}/`}>{person.fullName || person.username}</a>
        <span className={styles.meta}>
          @{person.username} · {standing}
        </span>
      </span>
      {children}
    </li>
  );
}
