// A profile (/{username}/, /_created/, /_saved/): who it is (the header, with Follow on other
// people's), and their boards (with the owner's sort and privacy filter, and Create board) or their
// created or saved Pins in the feed's grid.

import { useEffect, useMemo, useState } from 'react';
import { type ApiViewer } from 'shared-contracts/api';
import {
  BOARD_SORT_LABELS,
  BOARDS_SHOWN,
  BOARD_SORTS,
  pageHeading,
  PRIVACY_FILTER_LABELS,
  PRIVACY_FILTERS,
  type Route,
  titleFor,
} from 'shared-contracts/rules';
import { actingAccount, actingFields, signedInViewer } from 'page-runtime';
import { FailedScreen, LoadingScreen, NotFoundScreen, PinGridHost, useActingAs, useSession } from 'react-kit';
// The feed area's published types for its grid: this page is type-checked against them.
import type { PinGridMountProps } from 'mf_feed/PinGrid';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import { PINS_UNAVAILABLE } from '../boards/pinsUnavailable';
import { BoardCard } from './BoardCard';
import { ProfileHeader, ProfileHeaderPlaceholder } from './ProfileHeader';
import { ChoiceSelect } from './ChoiceSelect';
import { CreateBoardDialog } from './CreateBoardDialog';
import { InvitesList } from '../invites/InvitesList';
import { profilePageHeading } from '../seo/boardsPageHead';
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
  const current = useSession(session);
  const viewer = signedInViewer(current);
  const acting = useActingAs(viewer?.id);
  const user = useRead('UserResource', { username: route.username });

  const state = user.state;
  if (state.status === 'loading')
    return (
      <LoadingScreen label={pageHeading(route)}>
        <ProfileHeaderPlaceholder />
      </LoadingScreen>
    );
  if (state.status === 'missing') return <NotFoundScreen what="profile" />;
  if (state.status === 'failed') return <FailedScreen message={state.message} onRetry={user.reload} />;
  const profile = state.data;
  // The business the viewer acts as has their boards tools while they do (spec section 6); the
  // header stays the person's own (Edit profile edits their account, not the business's).
  const own = viewer !== null && actingAccount(viewer, acting).id === profile.id;
  const self = viewer !== null && viewer.id === profile.id;
  // Until the session is known nobody can tell whose profile this is: no Follow on one's own for a moment.
  const relation = current === null ? 'unknown' : self ? 'own' : own ? 'acting' : 'other';

  return (
    <section className="pb-screen" aria-labelledby="boards-heading">
      <ProfileTitle heading={profilePageHeading(profile, route.tab)} />
      <ProfileHeader user={profile} relation={relation} replace={user.replace} />
      <nav className={styles.tabs} aria-label="Profile">
        {TABS.map(({ tab, label, path }) => (
          <a key={tab} href={`/${profile.username}/${path}`} aria-current={tab === route.tab ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      {route.tab === 'boards' ? (
        <BoardsTab username={profile.username} name={profile.fullName || profile.username} viewer={own ? viewer : null} />
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
function BoardsTab({ username, name, viewer }: { username: string; name: string; viewer: ApiViewer | null }) {
  const [sort, setSort] = useState<BoardSort>('last_pinned_to');
  const [privacy, setPrivacy] = useState<PrivacyFilter>('all');
  const [creating, setCreating] = useState(false);
  const [now] = useState(() => Date.now());
  const boards = useRead('BoardsResource', {
    username,
    sort,
    privacy_filter: privacy,
    page_size: BOARDS_SHOWN,
    ...(viewer ? actingFields(viewer.id) : {}),
  });
  const state = boards.state;
  const create = () => setCreating(true);

  return (
    <>
      {viewer && <InvitesList />}
      {viewer && (
        <div className={styles.tools}>
          <ChoiceSelect label="Sort by" values={BOARD_SORTS} labels={BOARD_SORT_LABELS} value={sort} onChange={setSort} />
          <ChoiceSelect label="Show" values={PRIVACY_FILTERS} labels={PRIVACY_FILTER_LABELS} value={privacy} onChange={setPrivacy} />
          <button type="button" className="pb-button pb-button--primary" data-experience-anchor="board-create-button" onClick={create}>
            Create board
          </button>
        </div>
      )}
      {state.status === 'loading' && (
        <p role="status" className={styles.note}>
          Loading boards…
        </p>
      )}
      {state.status === 'failed' && (
        <div className={styles.empty}>
          <p role="alert">{state.message}</p>
          <button type="button" className="pb-button" onClick={boards.reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <NoBoards name={name} own={viewer !== null} filtered={privacy !== 'all'} onCreate={create} />
      )}
      {state.status === 'ready' && state.data.length > 0 && (
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

/** A profile without boards (or none of the kind the owner filtered for). */
function NoBoards({ name, own, filtered, onCreate }: { name: string; own: boolean; filtered: boolean; onCreate: () => void }) {
  if (!own)
    return (
      <div className={styles.empty}>
        <h2>No boards yet</h2>
        <p>{name} has no boards to show yet.</p>
      </div>
    );
  if (filtered)
    return (
      <div className={styles.empty}>
        <h2>No boards like that</h2>
        <p>None of your boards match what you chose to show.</p>
      </div>
    );
  return (
    <div className={styles.empty}>
      <h2>Create your first board</h2>
      <p>Boards keep the ideas you save together: recipes to make, places to go, things to try.</p>
      <button type="button" className="pb-button pb-button--primary" onClick={onCreate}>
        Create a board
      </button>
    </div>
  );
}

/** The tab names the person as the document's head does (the route alone knows only the username). */
function ProfileTitle({ heading }: { heading: string }) {
  useEffect(() => {
    document.title = titleFor(heading);
  }, [heading]);
  return null;
}
