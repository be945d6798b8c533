// A profile (/{username}/, /_created/, /_saved/): who it is, and their boards (with the owner's
// sort and privacy filter, and Create board) or their created or saved Pins in the feed's grid.

import { useMemo, useState } from 'react';
import {
  BOARD_SORT_LABELS,
  BOARD_SORTS,
  pageHeading,
  PRIVACY_FILTER_LABELS,
  PRIVACY_FILTERS,
  shortNumber,
  signedInViewer,
  type ApiViewer,
  type PinGridMountProps,
  type Route,
} from 'shared-contracts';
import { useSession, PinGridHost } from 'shared-contracts/react';
import { BOARDS_SHOWN } from '../boards/boardCalls';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import { FailedPage, LoadingPage, MissingPage, PINS_UNAVAILABLE } from '../ScreenStates';
import { BoardCard } from './BoardCard';
import { ChoiceSelect } from './ChoiceSelect';
import { CreateBoardDialog } from './CreateBoardDialog';
import styles from './ProfilePage.module.css';

type ProfileRoute = Extract<Route, { page: 'profile' }>;
type BoardSort = (typeof BOARD_SORTS)[number];
type PrivacyFilter = (typeof PRIVACY_FILTERS)[number];

const TABS: Array<{ tab: ProfileRoute['tab']; label: string; path: string }> = [
  { tab: 'created', label: 'Created', path: '_created/' },
  { tab: 'saved', label: 'Saved', path: '_saved/' },
  { tab: 'boards', label: 'Boards', path: '' },
];

export function ProfilePage({ route }: { route: ProfileRoute }) {
  const { session } = useBoardsDeps();
  const viewer = signedInViewer(useSession(session));
  const user = useRead('UserResource', { username: route.username });

  const state = user.state;
  if (state.status === 'loading') return <LoadingPage label={pageHeading(route)} />;
  if (state.status === 'missing') return <MissingPage what="profile" />;
  if (state.status === 'failed') return <FailedPage message={state.message} onRetry={user.reload} />;
  const profile = state.data;
  const own = viewer !== null && viewer.id === profile.id;

  return (
    <section className="pb-screen" aria-labelledby="boards-heading">
      <p className="area-tag">mf-boards</p>
      <header className={styles.head}>
        {profile.imageMediumUrl && <img src={profile.imageMediumUrl} alt="" width={96} height={96} />}
        <h1 id="boards-heading">{profile.fullName || profile.username}</h1>
        <p>@{profile.username}</p>
        <p>
          {shortNumber(profile.followerCount)} followers · {shortNumber(profile.followingCount)} following
        </p>
      </header>
      <nav className={styles.tabs} aria-label="Profile">
        {TABS.map(({ tab, label, path }) => (
          <a key={tab} href={`/${profile.username}/${path}`} aria-current={tab === route.tab ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      {route.tab === 'boards' ? (
        <BoardsTab username={profile.username} viewer={own ? viewer : null} />
      ) : (
        <PinsTab username={profile.username} kind={route.tab} own={own} />
      )}
    </section>
  );
}

function PinsTab({ username, kind, own }: { username: string; kind: 'created' | 'saved'; own: boolean }) {
  const grid = useMemo<PinGridMountProps>(
    () => ({
      feed: { key: `user-pins:${username}:${kind}`, resource: 'UserPinsResource', options: { username, kind } },
      surface: own ? 'UserProfilePinGrid' : 'OtherProfilePinGrid',
      label: kind === 'created' ? 'Created Pins' : 'Saved Pins',
      emptyText: kind === 'created' ? 'No Pins created yet.' : 'No Pins saved yet.',
    }),
    [username, kind, own],
  );
  return <PinGridHost grid={grid} unavailableText={PINS_UNAVAILABLE} />;
}

/** `viewer` is set only on one's own profile: the owner's tools need it. */
function BoardsTab({ username, viewer }: { username: string; viewer: ApiViewer | null }) {
  const [sort, setSort] = useState<BoardSort>('last_pinned_to');
  const [privacy, setPrivacy] = useState<PrivacyFilter>('all');
  const [creating, setCreating] = useState(false);
  const [now] = useState(() => Date.now());
  const boards = useRead('BoardsResource', { username, sort, privacy_filter: privacy, page_size: BOARDS_SHOWN });
  const state = boards.state;

  return (
    <>
      {viewer && (
        <div className={styles.tools}>
          <ChoiceSelect label="Sort by" values={BOARD_SORTS} labels={BOARD_SORT_LABELS} value={sort} onChange={setSort} />
          <ChoiceSelect label="Show" values={PRIVACY_FILTERS} labels={PRIVACY_FILTER_LABELS} value={privacy} onChange={setPrivacy} />
          <button type="button" className="pb-button pb-button--primary" onClick={() => setCreating(true)}>
            Create board
          </button>
        </div>
      )}
      {state.status === 'loading' && <p role="status">Loading boards…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && state.data.length === 0 && <p>No boards yet.</p>}
      {state.status === 'ready' && (
        <ul className={styles.cards} aria-label="Boards">
          {state.data.map((board) => (
            <BoardCard key={board.id} board={board} now={now} />
          ))}
        </ul>
      )}
      {creating && viewer && <CreateBoardDialog viewer={viewer} onClose={() => setCreating(false)} />}
    </>
  );
}
