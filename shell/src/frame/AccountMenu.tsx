// The header's right end. Signed out: 'Log in' (coming back to this page) and 'Sign up'. Signed in:
// the viewer's avatar opening a menu with their profile, Notifications, Settings, Business (only with business
// profiles), the dark-mode toggle and Log out.

import { useCallback, useId, useRef, useState } from 'react';
import type { FrameViewer } from 'shared-contracts/platform';
import { useApiMutation, useLocationSnapshot, useMenuButton } from 'react-kit';
import { Avatar } from './Avatar';
import { useShellDeps } from './deps';
import { useDismissOnOutsidePointer } from './useDismissOnOutsidePointer';
import { currentTheme, switchTheme } from './themeChoice';

export interface AccountMenuProps {
  viewer: FrameViewer | null;
  /** False while the header does not know yet who is looking: nothing is shown rather than the wrong thing. */
  known: boolean;
  navigate: (url: string) => void;
  /** Keeps the other theme and reloads (the cookie and a real reload in the page). */
  onSwitchTheme?: () => void;
}

function loginHref(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/login') || pathname.startsWith('/signup')) return '/login';
  return `/login?next=${encodeURIComponent(pathname + search)}`;
}

export function AccountMenu({ viewer, known, navigate, onSwitchTheme = () => switchTheme() }: AccountMenuProps) {
  const { pathname, search } = useLocationSnapshot();
  if (!known) return <div className="site-account" />;
  if (!viewer) {
    return (
      <div className="site-account">
        <a className="pb-button site-account__login" href={loginHref(pathname, search)}>
          Log in
        </a>
        <a className="pb-button pb-button--primary site-account__signup" href="/signup">
          Sign up
        </a>
      </div>
    );
  }
  return <SignedInMenu viewer={viewer} navigate={navigate} onSwitchTheme={onSwitchTheme} />;
}

function SignedInMenu({ viewer, navigate, onSwitchTheme }: Required<Omit<AccountMenuProps, 'known'>> & { viewer: FrameViewer }) {
  const { client, events } = useShellDeps();
  const [open, setOpen] = useState(false);
  const closeQuietly = useCallback(() => setOpen(false), []);
  const { button, menu, close, onMenuKeyDown } = useMenuButton(open, setOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const dark = currentTheme() === 'dark';

  useDismissOnOutsidePointer(open, wrapper, closeQuietly);

  const loggingOut = useApiMutation(() => client.write('UserSessionResource', 'delete', {}), {
    onSuccess: () => {
      close(false);
      events.emit('auth/changed', { isAuth: false, userId: null });
      navigate('/');
    },
  });
  const error = loggingOut.error;
  const logOut = () => void loggingOut.run();

  return (
    <div className="site-account" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="site-account__button"
        aria-label={`Your account: ${viewer.fullName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={viewer.fullName} imageUrl={viewer.imageSmallUrl} size="small" />
      </button>
      {open && (
        <ul id={menuId} ref={menu} className="site-account__menu" role="menu" aria-label="Your account" onKeyDown={onMenuKeyDown}>
          <li role="none">
            <a
              role="menuitem"
              className="site-account__item site-account__profile"
              href={`/${viewer.username}/`}
              onClick={() => close(false)}
            >
              <Avatar name={viewer.fullName} imageUrl={viewer.imageSmallUrl} size="medium" />
              <span className="site-account__who">
                <span className="site-account__name">{viewer.fullName}</span>
                <span className="site-account__hint">Your profile</span>
              </span>
            </a>
          </li>
          <li role="none">
            <a role="menuitem" className="site-account__item" href="/notifications/" onClick={() => close(false)}>
              Notifications
            </a>
          </li>
          <li role="none">
            <a role="menuitem" className="site-account__item" href="/settings" onClick={() => close(false)}>
              Settings
            </a>
          </li>
          {viewer.hasBusinessProfiles && (
            <li role="none">
              <a role="menuitem" className="site-account__item" href="/business/hub" onClick={() => close(false)}>
                Business
              </a>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={dark}
              className="site-account__item site-account__toggle"
              onClick={onSwitchTheme}
            >
              Dark mode
              <span className="site-account__switch" aria-hidden="true" />
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" className="site-account__item" onClick={logOut}>
              Log out
            </button>
          </li>
          {error && (
            <li role="none" className="site-account__error">
              <span role="alert">{error}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
