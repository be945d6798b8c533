import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createPageBus } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import type { ApiNotification } from 'shared-contracts/api';
import { fakeApiClient, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { fakeShellDeps } from '../testing/fakeShellDeps';
import { NotificationBell } from './NotificationBell';

const MAYA = viewer({ id: '12', username: 'maya_chen', fullName: 'Maya Chen' });
const SENT: ApiNotification = {
  id: 'sent:77',
  at: new Date().toISOString(),
  isNew: true,
  actor: MAYA,
  kind: 'sent',
  pin: makePin({ id: '1001', title: 'Lemon tart' }),
  message: 'For Sunday?',
};
const FOLLOWED: ApiNotification = {
  id: 'followed:3:0',
  at: '2026-01-01T00:00:00.000Z',
  isNew: false,
  actor: viewer({ id: '3' }),
  kind: 'followed',
};

function setup(readyState: DocumentReadyState = 'loading') {
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  let unread = 2;
  const api = fakeApiClient({
    'NotificationCountResource get': () => ({ unread }),
    'NotificationsResource get': () => [SENT, FOLLOWED],
    'NotificationsResource update': () => {
      unread = 0;
      return { seenAt: new Date().toISOString() };
    },
  });
  const events = createPageBus();
  render(
    <QueryRoot>
      <NotificationBell />
    </QueryRoot>,
    { wrapper: fakeShellDeps(api.client, { events }).wrapper },
  );
  return { ...api, events };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

it('reads the count only once the page has settled, then names it: Notifications, 2 unread', async () => {
  const { named, events } = setup();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  expect(named('NotificationCountResource get')).toHaveLength(0);
  act(() => events.emit('page/settled', { path: '/' }));
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell.textContent).toBe('2');
});

it('opens the newest, the sent Pin with its note first, marks them read, and the count goes', async () => {
  const { named } = setup('complete');
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  fireEvent.click(bell);
  const panel = await screen.findByRole('region', { name: 'Notifications' });
  const [first, second] = await within(panel).findAllByRole('listitem');
  expect(first?.textContent).toMatch(/^New Maya Chen sent you a Pin: Lemon tart“For Sunday\?” · Just now$/);
  expect(second?.textContent).toContain('started following you');
  expect(within(panel).getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/inbox/');
  await waitFor(() => expect(named('NotificationsResource update')).toHaveLength(1));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell);
  expect(bell.getAttribute('aria-expanded')).toBe('true');
});

it('closes on Escape, focus back on the bell', async () => {
  setup('complete');
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  fireEvent.click(bell);
  await screen.findByRole('region', { name: 'Notifications' });
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  expect(document.activeElement).toBe(bell);
});
