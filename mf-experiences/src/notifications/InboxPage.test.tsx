import { render, screen, within } from '@testing-library/react';
import type { ApiSentPin } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { INBOX_EMPTY, InboxPage } from './InboxPage';

const SENT: ApiSentPin = {
  id: '77',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  isNew: true,
  sender: viewer({ id: '12', username: 'maya_chen', fullName: 'Maya Chen' }),
  pin: makePin({ id: '1001', title: 'Lemon tart' }),
  message: 'For Sunday?',
};

function show(sent: ApiSentPin[], user: ReturnType<typeof viewer> | null = viewer()) {
  const api = fakeExperiencesApi({ 'UserSessionResource get': sessionOf(user), 'InboxResource get': () => sent });
  render(<InboxPage />, { wrapper: api.wrapper });
  return api;
}

it('lists the Pins sent to the viewer: who, the Pin, their note and when; new ones marked', async () => {
  show([SENT, { ...SENT, id: '76', isNew: false, message: '' }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
  const [first, second] = within(await screen.findByRole('list', { name: 'Pins sent to you' })).getAllByRole('listitem');
  expect(first?.textContent).toBe('MNewMaya Chen sent you Lemon tart“For Sunday?” · 5m');
  expect(
    within(first as HTMLElement)
      .getByRole('link', { name: 'Lemon tart' })
      .getAttribute('href'),
  ).toBe('/pin/1001/sent/');
  expect(second?.textContent).toBe('MMaya Chen sent you Lemon tart · 5m');
});

it('has its own empty state', async () => {
  show([]);
  expect(await screen.findByRole('heading', { name: INBOX_EMPTY.heading })).toBeTruthy();
});

it('asks a visitor to log in', async () => {
  show([], null);
  expect(await screen.findByRole('heading', { name: 'Log in to see your inbox' })).toBeTruthy();
});
