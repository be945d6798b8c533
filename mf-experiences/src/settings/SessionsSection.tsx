// Where the account is logged in (issue 41, item 8): each browser with the day it logged in, this
// one marked, and Log out beside every other one. What the server answers is the list from then on.

import { useId, useState } from 'react';
import { type ApiUserSession } from 'shared-contracts/api';
import { longDay } from 'shared-contracts/rules';
import { loadedOf, resourceKey, useApiMutation, useQueryClient, useResource } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

/** How a session is named to a person: its browser, or 'A browser' for one started before that was kept. */
export function sessionName(session: ApiUserSession): string {
  return session.device ?? 'A browser';
}

export function SessionsSection() {
  const { client } = useExperiencesDeps();
  const query = useResource(client, 'UserSessionsResource', {});
  const queryClient = useQueryClient();
  const state = loadedOf(query);
  const [status, setStatus] = useState('');
  const errorId = `${useId()}-error`;
  const logOut = useApiMutation((session: ApiUserSession) => client.write('UserSessionsResource', 'delete', { id: session.id }), {
    onSuccess: (next, session) => {
      queryClient.setQueryData(resourceKey('UserSessionsResource', {}), next);
      setStatus(`Logged out of ${sessionName(session)}.`);
    },
    // Gone already (logged out elsewhere): the list should say so.
    onError: () => void queryClient.invalidateQueries({ queryKey: resourceKey('UserSessionsResource', {}) }),
  });

  if (state.status === 'loading') return <p className={styles.note}>Loading…</p>;
  if (state.status !== 'ready') return <p className={styles.error}>{state.status === 'failed' ? state.message : 'Not available.'}</p>;

  return (
    <div className={styles.form}>
      <ul className={styles.sessions} aria-label="Browsers logged in to your account">
        {state.data.sessions.map((session) => {
          const name = sessionName(session);
          const day = longDay(session.createdAt);
          const since = `Logged in ${day}`;
          return (
            <li key={session.id} className={styles.session}>
              <div>
                <strong>{name}</strong>
                <span className={styles.sessionDetail}>{session.current ? `${since} · This browser` : since}</span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="pb-button"
                  disabled={logOut.busy}
                  aria-label={`Log out ${name}, logged in ${day}`}
                  onClick={() => {
                    setStatus('');
                    void logOut.run(session);
                  }}
                >
                  {logOut.pending?.id === session.id ? 'Logging out…' : 'Log out'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <SaveFeedback errorId={errorId} error={logOut.error} status={status} />
    </div>
  );
}
