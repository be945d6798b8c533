// A board (/{username}/{boardSlug}) or one of its sections (/{username}/{board}/{section}): the
// header, follow, the owner's tools, the sections, and the Pins in the feed area's grid, or in
// bulk edit mode the organize grid.

import { useEffect, useMemo, useState } from 'react';
import { type ApiBoard, type ApiBoardSection } from 'shared-contracts/api';
import {
  boardDisplayName,
  boardReadOptions,
  boardRoleOf,
  canWriteBoard,
  mayOnBoard,
  ownsBoard,
  pageHeading,
  pinCountLabel,
  type Route,
  sectionCountLabel,
  titleFor,
} from 'shared-contracts/rules';
import { type PinGridFeed } from 'shared-contracts/platform';
import { FailedScreen, LoadingScreen, NotFoundScreen, PinGridHost } from 'react-kit';
// The feed area's published types for its grid: this page is type-checked against them.
import type { PinGridMountProps } from 'mf_feed/PinGrid';
import { isSecret } from '../boards/boardCalls';
import { PersonPicture } from '../boards/PersonPicture';
import { useRead } from '../data/useRead';
import { PINS_UNAVAILABLE } from '../boards/pinsUnavailable';
import { InviteBanner } from '../invites/InviteBanner';
import { AddSectionDialog } from './AddSectionDialog';
import { BulkEditGrid } from './BulkEditGrid';
import { FollowButton } from './FollowButton';
import { boardPageHeading } from '../seo/boardsPageHead';
import badgeStyles from '../boards/BoardBadge.module.css';
import styles from './BoardPage.module.css';

type BoardWithSections = ApiBoard & { sections: ApiBoardSection[] };
type BoardRoute = Extract<Route, { page: 'board' | 'section' }>;

export function BoardPage({ route }: { route: BoardRoute }) {
  const loaded = useRead('BoardResource', boardReadOptions(route));
  const state = loaded.state;
  if (state.status === 'loading')
    return (
      <LoadingScreen label={pageHeading(route)}>
        <div className={styles.head} aria-hidden="true">
          <span className={`${styles.bar} ${styles.titleBar}`} />
          <span className={styles.bar} />
        </div>
      </LoadingScreen>
    );
  if (state.status === 'missing') return <NotFoundScreen what="board" />;
  if (state.status === 'failed') return <FailedScreen message={state.message} onRetry={loaded.reload} />;
  const board = state.data;
  const sectionSlug = route.page === 'section' ? route.sectionSlug : null;
  const section = sectionSlug === null ? null : (board.sections.find((s) => s.slug === sectionSlug) ?? null);
  if (sectionSlug !== null && !section) return <NotFoundScreen what="section" />;
  const onDeleted = (deleted: number) =>
    loaded.replace((current) => ({
      ...current,
      pinCount: Math.max(0, current.pinCount - deleted),
      sections: current.sections.map((s) => (s.id === section?.id ? { ...s, pinCount: Math.max(0, s.pinCount - deleted) } : s)),
    }));
  return <BoardView board={board} section={section} onDeleted={onDeleted} />;
}

/** A new version is a new feed: the grid reloads after a bulk delete. */
function pinsFeed(boardId: string, section: ApiBoardSection | null, version: number): PinGridFeed {
  if (section)
    return { key: `section:${section.id}:${version}`, resource: 'BoardSectionPinsResource', options: { section_id: section.id } };
  return { key: `board:${boardId}:${version}`, resource: 'BoardFeedResource', options: { board_id: boardId } };
}

function BoardView({
  board,
  section,
  onDeleted,
}: {
  board: BoardWithSections;
  section: ApiBoardSection | null;
  onDeleted: (count: number) => void;
}) {
  const [organizing, setOrganizing] = useState(false);
  const [addingSection, setAddingSection] = useState(false);
  const [gridVersion, setGridVersion] = useState(0);
  const name = boardDisplayName(board);
  const heading = section ? section.title : name;
  const pinCount = section ? section.pinCount : board.pinCount;
  const sections = section ? null : sectionCountLabel(board.sectionCount);
  const countsLine = sections ? `${pinCountLabel(pinCount)} · ${sections}` : pinCountLabel(pinCount);

  useEffect(() => {
    document.title = titleFor(boardPageHeading(board, section));
  }, [board, section]);

  const grid = useMemo<PinGridMountProps>(
    () => ({
      feed: pinsFeed(board.id, section, gridVersion),
      surface: 'BaseBoardPinGrid',
      label: `${heading}: Pins`,
      emptyText: section ? 'No Pins in this section yet.' : 'No Pins on this board yet.',
    }),
    [board.id, section, heading, gridVersion],
  );

  const finishOrganizing = (deleted: number) => {
    setOrganizing(false);
    if (deleted > 0) {
      setGridVersion((n) => n + 1);
      onDeleted(deleted);
    }
  };

  return (
    <section className="pb-screen" aria-labelledby="boards-heading">
      {board.invitedBy && <InviteBanner board={board} invitedBy={board.invitedBy} />}
      <header className={styles.head}>
        {section && (
          <p className={styles.crumb}>
            <a href={board.url}>{name}</a>
          </p>
        )}
        <h1 id="boards-heading" className={styles.title}>
          {heading}
        </h1>
        {isSecret(board) && <p className={badgeStyles.badge}>Secret</p>}
        {!section && board.description && <p className={styles.description}>{board.description}</p>}
        <p className={styles.owner}>
          <a href={`/${board.owner.username}/`}>
            <PersonPicture person={board.owner} size="small" />
            <span>{board.owner.fullName || board.owner.username}</span>
          </a>
          {board.collaboratorCount > 0 && (
            <span>
              {' '}
              and {board.collaboratorCount} {board.collaboratorCount === 1 ? 'collaborator' : 'collaborators'}
            </span>
          )}
        </p>
        <p className={styles.counts}>{countsLine}</p>
        <div className={styles.actions}>
          {!ownsBoard(board) && <FollowButton board={board} />}
          {ownsBoard(board) && (
            <a className="pb-button" href={`/board/${board.id}/edit`}>
              Edit board
            </a>
          )}
          {canWriteBoard(board) && (
            <a className="pb-button" href={`/board/${board.id}/edit/collaborators`}>
              Collaborators
            </a>
          )}
          {section && mayOnBoard(boardRoleOf(board), 'edit-section') && (
            <a className="pb-button" href={`/boardsection/${section.id}/edit`}>
              Edit section
            </a>
          )}
          {!section && mayOnBoard(boardRoleOf(board), 'create-section') && (
            <button type="button" className="pb-button" onClick={() => setAddingSection(true)}>
              Add section
            </button>
          )}
          {canWriteBoard(board) && !organizing && pinCount > 0 && (
            <button type="button" className="pb-button" onClick={() => setOrganizing(true)}>
              Organize
            </button>
          )}
        </div>
      </header>
      {!section && board.sections.length > 0 && (
        <ul className={styles.sections} aria-label="Sections">
          {board.sections.map((s) => (
            <li key={s.id}>
              <a href={s.url}>
                {s.title}
                <small>{pinCountLabel(s.pinCount)}</small>
              </a>
            </li>
          ))}
        </ul>
      )}
      {organizing ? (
        <BulkEditGrid
          boardId={board.id}
          sectionId={section?.id ?? null}
          pinCount={pinCount}
          isOwner={ownsBoard(board)}
          onDone={finishOrganizing}
        />
      ) : (
        <PinGridHost grid={grid} unavailableText={PINS_UNAVAILABLE} />
      )}
      {addingSection && <AddSectionDialog boardId={board.id} onClose={() => setAddingSection(false)} />}
    </section>
  );
}
