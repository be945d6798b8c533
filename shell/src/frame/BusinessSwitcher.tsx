// The business header (spec section 5: 'The header is visible when the user has profiles'): who
// the viewer acts as, and a menu to switch between their own account and each business profile
// they may act as. Profiles the acting-as rule refuses are listed, disabled, with the reason.

import { useCallback, useId, useRef, useState } from 'react';
import { actingAs, ApiCallError, type ApiClient, identityOf, signedInViewer } from 'page-runtime';
import { type ActingChoice, actingChoices, activeChoice, GENERIC_ERROR_MESSAGE, mayActFor, permissionLabel } from 'shared-contracts/rules';
import { type ApiBusinessAccessProfile, type ApiViewer } from 'shared-contracts/api';
import { useActingAs, useMenuButton, useSession } from 'react-kit';
import { Avatar } from './Avatar';
import { useDismissOnOutsidePointer } from './useDismissOnOutsidePointer';
import styles from './BusinessSwitcher.module.css';

export interface BusinessSwitcherProps {
  client: ApiClient;
  navigate: (url: string) => void;
}

type Profiles =
  { status: 'idle' | 'loading' } | { status: 'ready'; profiles: ApiBusinessAccessProfile[] } | { status: 'failed'; message: string };

export function BusinessSwitcher({ client, navigate }: BusinessSwitcherProps) {
  const viewer = signedInViewer(useSession());
  const acting = useActingAs(viewer?.id);
  const [open, setOpen] = useState(false);
  const closeQuietly = useCallback(() => setOpen(false), []);
  const [profiles, setProfiles] = useState<Profiles>({ status: 'idle' });
  const { button, menu, close, onMenuKeyDown } = useMenuButton(open && profiles.status === 'ready', setOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismissOnOutsidePointer(open, wrapper, closeQuietly);

  // Read each time the menu opens: a permission or two-factor change shows at once.
  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setProfiles({ status: 'loading' });
    client
      .send('GET /vx/business_access/profiles/', {})
      .then((list) => {
        setProfiles({ status: 'ready', profiles: list });
        // A profile the viewer may no longer act as (access removed, two-factor rule) stops applying here.
        const stored = actingAs.snapshot();
        if (stored && viewer && activeChoice(actingChoices(ownAccount(viewer), list), stored.subjectId)?.subjectId !== stored.subjectId)
          actingAs.choose(null);
      })
      .catch((error: unknown) =>
        setProfiles({ status: 'failed', message: error instanceof ApiCallError ? error.message : GENERIC_ERROR_MESSAGE }),
      );
  };

  if (!viewer) return null;
  const choices = profiles.status === 'ready' ? actingChoices(ownAccount(viewer), profiles.profiles) : [];
  const current = profiles.status === 'ready' ? activeChoice(choices, acting?.subjectId ?? null) : undefined;
  const currentName = acting?.name ?? viewer.fullName;

  const choose = (choice: ActingChoice) => {
    actingAs.choose(
      choice.own
        ? null
        : identityOf(viewer.id, {
            permissions: choice.permissions,
            user: { id: choice.subjectId, username: choice.username, businessName: choice.name, imgUrl: choice.imgUrl },
          }),
    );
    close(true);
    navigate(`/${choice.username}/`);
  };

  return (
    <div className={styles.switcher} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && profiles.status === 'ready' ? menuId : undefined}
        onClick={toggle}
      >
        <span className={styles.label}>Acting as</span> <span className={styles.name}>{currentName}</span>
      </button>
      {open && (
        <div className={styles.popover}>
          {profiles.status === 'loading' && (
            <p className={styles.note} role="status">
              Loading your business profiles…
            </p>
          )}
          {profiles.status === 'failed' && (
            <p className={styles.note} role="alert">
              {profiles.message}
            </p>
          )}
          {profiles.status === 'ready' && (
            <ul id={menuId} ref={menu} className={styles.menu} role="menu" aria-label="Act as" onKeyDown={onMenuKeyDown}>
              {choices.map((choice) => (
                <li key={choice.subjectId} role="none">
                  <button
                    type="button"
                    role="menuitemradio"
                    aria-checked={current?.subjectId === choice.subjectId}
                    aria-disabled={choice.unavailableReason !== null}
                    aria-describedby={choice.unavailableReason ? `${menuId}-why-${choice.subjectId}` : undefined}
                    className={styles.choice}
                    onClick={() => (choice.unavailableReason === null ? choose(choice) : undefined)}
                  >
                    <Avatar name={choice.name} imageUrl={choice.imgUrl} size="small" />
                    <span className={styles.who}>
                      <span className={styles.choiceName}>{choice.name}</span>
                      <span className={styles.hint}>{choice.own ? 'Your account' : hintFor(choice)}</span>
                      {choice.unavailableReason && (
                        <span id={`${menuId}-why-${choice.subjectId}`} className={styles.why}>
                          Unavailable: {choice.unavailableReason}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
              <li role="none">
                <a role="menuitem" className={styles.hub} href="/business/hub" onClick={() => close(false)}>
                  Business hub
                </a>
              </li>
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** The permission, and whether acting as it can save or create (spec section 6: a profile manager has no Save). */
function hintFor(choice: ActingChoice): string {
  const label = permissionLabel(choice.permissions);
  return mayActFor({ permissions: choice.permissions, viewerMeetsMfaRequirement: true }, true) ? label : `${label} · view only`;
}

function ownAccount(viewer: ApiViewer) {
  return { id: viewer.id, username: viewer.username, fullName: viewer.fullName, imgUrl: viewer.imageSmallUrl };
}
