// The closeup's action bar: Share ('Send this pin'), More options, the stats button where spec
// section 5's rule allows it, the link out, and Save (the grid's save command: picker, toasts,
// 'Saved!' then the board name).

import { useState } from 'react';
import { type ApiPin, type ApiViewer } from 'shared-contracts/api';
import {
  GENERIC_ERROR_MESSAGE,
  isDesktopWidth,
  type OutboundLink as Outbound,
  saveReturnPath,
  showsStatsButtonOn,
  statsButtonText,
} from 'shared-contracts/rules';
import { Icon, useApiMutation, useIsDesktop, useViewportWidth } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import type { FeedbackOutcome } from './FeedbackNotice';
import { OutboundLink } from '../outbound/OutboundLink';
import { sharePin } from '../share/sharePin';
import { DeletePinDialog } from './DeletePinDialog';
import { hideFromCloseup, reportFromCloseup } from './pinFeedback';
import { PinMoreMenu, type MenuItem } from './PinMoreMenu';
import { useCloseupSave } from './useCloseupSave';
import styles from './CloseupActions.module.css';

/** The spec's stats button on the closeup; 'See more stats' is the page it leads to. */
export const STATS_BUTTON_TEXT = 'See stats';

export interface CloseupActionsProps {
  pin: ApiPin;
  viewer: ApiViewer | null;
  link: Outbound;
  imageUrl: string;
  /** Hide Pin or Report Pin was done: what, and along which hide path (Undo takes it back). */
  onFeedback: (outcome: FeedbackOutcome) => void;
}

function SaveButton({ pin, imageUrl }: { pin: ApiPin; imageUrl: string }) {
  const save = useCloseupSave(pin, imageUrl);
  const isSaved = save.state === 'saved' || save.state === 'deleting';
  return (
    <button
      type="button"
      data-experience-anchor="save-button"
      className={`pb-button ${styles.save} ${isSaved ? styles.saved : 'pb-button--primary'}`}
      aria-pressed={isSaved}
      aria-busy={save.state === 'saving' || save.state === 'deleting'}
      onClick={save.onClick}
    >
      <span className={styles.saveLabel}>{save.text}</span>
    </button>
  );
}

export function CloseupActions({ pin, viewer, link, imageUrl, onFeedback }: CloseupActionsProps) {
  const { events } = useCloseupDeps();
  const [menuOpen, setMenuOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // As the server judged the device on its render, then as this one is.
  const isDesktop = useIsDesktop();
  // As wide as the server laid the page out for, then as the window is: both renders agree.
  const viewportWidth = useViewportWidth(0);
  const owns = viewer !== null && viewer.id === pin.pinner.id;
  const stats = showsStatsButtonOn(pin, viewer, { surface: 'PinCloseup', isDesktop: isDesktopWidth(viewportWidth) });

  const feedback = useApiMutation((work: () => Promise<void>) => work(), {
    onError: () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
  });
  const busy = feedback.busy;
  const run = <T,>(action: () => Promise<T>, then: (result: T) => void) => void feedback.run(async () => then(await action()));
  const items: MenuItem[] = [
    {
      label: 'Hide Pin',
      onSelect: () => run(() => hideFromCloseup(events, pin), onFeedback),
    },
    {
      label: 'Report Pin',
      // Why, first: the feed area's report dialog; nothing is sent until a reason is chosen. Not
      // busy meanwhile: the browser gives focus back to More options when the dialog closes, which
      // a disabled button would lose to the page.
      onSelect: () =>
        void reportFromCloseup(events, pin).then(
          (outcome) => outcome && onFeedback(outcome),
          () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
        ),
    },
    ...(owns
      ? [
          { label: 'Edit Pin', href: `/pin/${pin.id}/edit` },
          { label: 'Delete Pin', onSelect: () => setDeleting(true) },
        ]
      : []),
  ];
  // After login the person comes back to this pin to send it; a Save is made there for them, once
  // (the repin path), as a phone's held save is.
  const askToLogIn = (reason: 'send' | 'save') =>
    events.emit('auth/required', { reason, returnTo: reason === 'save' ? saveReturnPath(pin.id) : window.location.pathname });

  return (
    <div className={styles.bar}>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Share"
          onClick={() => (viewer ? void sharePin(events, pin) : askToLogIn('send'))}
        >
          <Icon name="share" />
        </button>
        {viewer && <PinMoreMenu items={items} open={menuOpen} onOpenChange={setMenuOpen} disabled={busy} />}
        {stats && (
          <a className={`pb-button ${styles.stats}`} href={`/pin/${pin.id}/analytics`}>
            {statsButtonText(STATS_BUTTON_TEXT)}
          </a>
        )}
      </div>
      <div className={styles.group}>
        {link.kind === 'external' && (
          <OutboundLink pin={pin} link={link} className={`pb-button ${styles.visit}`}>
            Visit site
          </OutboundLink>
        )}
        {/* A visitor on a phone saves too: the save command holds it until they log in (spec section 4). */}
        {viewer || !isDesktop ? (
          <SaveButton pin={pin} imageUrl={imageUrl} />
        ) : (
          <button type="button" className={`pb-button pb-button--primary ${styles.save}`} onClick={() => askToLogIn('save')}>
            Save
          </button>
        )}
      </div>
      {deleting && <DeletePinDialog pin={pin} onClose={() => setDeleting(false)} />}
    </div>
  );
}
