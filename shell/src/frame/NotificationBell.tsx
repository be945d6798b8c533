// The header's bell: how many notifications are new, in its badge and its name ('Notifications,
// 2 unread'), read once the page has settled so it never competes with the first screen. Pressed,
// it opens the newest notifications (NotificationsPanel, loaded then), which marks them read.

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { notificationsBellLabel, unreadBadgeText } from 'shared-contracts/rules';
import { Icon, resourceQuery, useLocationSnapshot, useQuery } from 'react-kit';
import { useShellDeps } from './deps';
import { useDismissOnOutsidePointer } from './useDismissOnOutsidePointer';
import styles from './NotificationBell.module.css';

const NotificationsPanel = lazy(() =>
  import(/* webpackChunkName: "notifications-panel" */ './NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);

/** How often an open page asks again: someone may send a Pin while it is open. */
export const UNREAD_REFRESH_MS = 60_000;

export function NotificationBell() {
  const { client, events } = useShellDeps();
  // A header that mounts after the page has loaded (it says 'settled' once) reads the count at once.
  const [settled, setSettled] = useState(() => document.readyState === 'complete');
  // Open on the page it was opened on: following a link in it (no reload) closes it.
  const { pathname } = useLocationSnapshot();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => events.on('page/settled', () => setSettled(true)), [events]);
  const count = useQuery({
    ...resourceQuery(client, 'NotificationCountResource', {}),
    enabled: settled || open,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  const unread = count.data?.unread ?? 0;
  const close = useCallback((refocus: boolean) => {
    setOpenOn(null);
    if (refocus) button.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
  useDismissOnOutsidePointer(open, wrapper, closeQuietly);
  // Escape closes it and puts focus back on the bell.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className={styles.bell} ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={notificationsBellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon name="notifications" size={24} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unreadBadgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} />
        </Suspense>
      )}
    </div>
  );
}
