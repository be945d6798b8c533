import { render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import type { ApiNotification, ApiUserSummary } from 'shared-contracts/api';
import { makePin } from 'test-support/pinFixture';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { NotificationsPage } from './NotificationsPage';

const person = (username: string, fullName: string): ApiUserSummary => ({
  id: username,
  entityId: username,
  username,
  fullName,
  firstName: fullName.split(' ')[0] ?? fullName,
  imageSmallUrl: '',
  imageMediumUrl: '',
  explicitlyFollowedByMe: false,
  isPrimaryWebsiteVerified: false,
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const kitchen = { id: '2', name: 'Kitchen', url: '/maya_chen/kitchen/' };

const NOTIFICATIONS: ApiNotification[] = [
  { id: 'followed:8', kind: 'followed', at: ago(5 * 60_000), isNew: true, actor: person('maya_chen', 'Maya Chen') },
  {
    id: 'saved:8:99',
    kind: 'saved',
    at: ago(3 * 3_600_000),
    isNew: true,
    actor: person('maya_chen', 'Maya Chen'),
    pin: { ...makePin({ id: '99', title: 'Lemon tart' }) },
    board: kitchen,
  },
  {
    id: 'invited:12:10',
    kind: 'invited',
    at: ago(2 * 86_400_000),
    isNew: false,
    actor: person('tomas_alvarez', 'Tomas Alvarez'),
    board: { id: '10', name: 'Road trip', url: '/tomas_alvarez/road-trip/' },
  },
];

function show(answers: Parameters<typeof fakeExperiencesApi>[0]) {
  const api = fakeExperiencesApi({
    'UserSessionResource get': sessionOf(viewer()),
    'NotificationsResource update': () => ({ seenAt: 'x' }),
    ...answers,
  });
  render(<NotificationsPage />, { wrapper: api.wrapper });
  return api;
}

describe('NotificationsPage', () => {
  it('lists what happened, newest first, with who, what, where and when, new ones marked; then marks them seen', async () => {
    const api = show({ 'NotificationsResource get': () => NOTIFICATIONS });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MNewMaya Chen started following you · 5m',
      'MNewMaya Chen saved your Pin to Kitchen · 3h',
      'TTomas Alvarez invited you to join Road trip · 2d',
    ]);
    const [, saved, invited] = rows;
    expect(within(saved!).getByRole('link', { name: 'Maya Chen' }).getAttribute('href')).toBe('/maya_chen/');
    expect(within(saved!).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/maya_chen/kitchen/');
    expect(within(saved!).getByRole('link', { name: 'Your Pin: Lemon tart' }).getAttribute('href')).toBe('/pin/99/');
    expect(within(invited!).getByRole('link', { name: 'Road trip' }).getAttribute('href')).toBe('/tomas_alvarez/road-trip/');
    await waitFor(() => expect(api.named('NotificationsResource update')).toHaveLength(1));
    expect(api.named('NotificationsResource update')[0]?.options).toEqual({ seen: true });
    expect(document.title).toBe('Notifications · Pinboard');
  });

  it('tells of a Pin sent to the viewer, with its note, linked to its sent page', async () => {
    const sent: ApiNotification = {
      id: 'sent:77',
      kind: 'sent',
      at: ago(60_000),
      isNew: true,
      actor: person('jordan_reyes', 'Jordan Reyes'),
      pin: makePin({ id: '42' }),
      message: 'For the garden?',
    };
    show({ 'NotificationsResource get': () => [sent] });
    const [row] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(row?.textContent).toBe('JNewJordan Reyes sent you a Pin“For the garden?” · 1m');
    expect(within(row!).getByRole('link', { name: 'Pin sent to you: Lemon tart' }).getAttribute('href')).toBe('/pin/42/sent/');
  });

  it('says so when nothing has happened yet, with somewhere to go', async () => {
    show({ 'NotificationsResource get': () => [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing new yet' })).toBeTruthy();
    expect(
      screen.getByText("When someone saves one of your Pins, follows you, sends you a Pin or invites you to a board, you'll see it here."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find ideas to save' }).getAttribute('href')).toBe('/explore');
  });

  it('shows a failure with Try again', async () => {
    show({
      'NotificationsResource get': () => {
        throw new ApiCallError(503, 'busy', 'Sorry! Something went wrong on our end.', undefined, true);
      },
    });
    expect(await screen.findByText('Sorry! Something went wrong on our end.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('asks a visitor to log in, and to come back here after', async () => {
    window.history.replaceState(null, '', '/notifications/');
    const api = fakeExperiencesApi({ 'UserSessionResource get': sessionOf(null) });
    render(<NotificationsPage />, { wrapper: api.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fnotifications%2F');
    expect(api.named('NotificationsResource get')).toHaveLength(0);
  });
});
