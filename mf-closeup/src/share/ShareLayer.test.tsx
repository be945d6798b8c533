import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryRoot } from 'react-kit';
import type { EventMap, ShareAnswer } from 'shared-contracts/platform';
import { ApiCallError } from 'page-runtime';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { ShareLayer } from './ShareLayer';

const MAYA = viewer({ id: '12', username: 'maya_chen', fullName: 'Maya Chen' });

function openShare(answers: Parameters<typeof fakeCloseupApi>[0] = {}, user: ReturnType<typeof viewer> | null = viewer()) {
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(user),
    'UserSearchResource get': (o) => (String(o.query).toLowerCase().startsWith('ma') ? [viewer(), MAYA] : []),
    'PinSendResource create': () => ({ id: '77' }),
    ...answers,
  });
  render(
    <QueryRoot>
      <ShareLayer />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  const answer = api.events.request('pin/share', { pinId: '1001', title: 'Lemon tart' }, { timeoutMs: 10_000 });
  return { ...api, answer };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

it("sends the pin to a person found by name, with a note, and says so; the command is answered 'sent' on close", async () => {
  const { named, answer } = openShare();
  const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'Ma' } });
  // The viewer is never offered to themself.
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Send to Maya Chen (@maya_chen)' }));
  expect(within(dialog).queryByRole('button', { name: /Send to Demo User/ })).toBeNull();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Add a message (optional)' }), { target: { value: 'For Sunday?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect((await within(dialog).findByRole('status')).textContent).toBe('Sent to Maya Chen');
  expect(named('PinSendResource create').map((c) => c.options)).toEqual([{ pin_id: '1001', user: '12', message: 'For Sunday?' }]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await expect(answer).resolves.toEqual<ShareAnswer>({ kind: 'closed', sent: true });
});

it("says the API's refusal beside the Send button and keeps the person chosen", async () => {
  openShare({
    'PinSendResource create': () => {
      throw new ApiCallError(400, 'invalid_field', "This Pin is on a secret board that person can't see.", 'user', true);
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'maya' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Send to Maya Chen (@maya_chen)' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe("This Pin is on a secret board that person can't see.");
  expect(within(dialog).getByText('Maya Chen')).toBeTruthy();
});

it('says when nobody goes by that name', async () => {
  openShare();
  const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'zed' } });
  expect(await within(dialog).findByText('Nobody called “zed” yet.')).toBeTruthy();
});

it('offers the link to copy and an e-mail with the title and address; the share sheet only where the browser has one', async () => {
  openShare();
  const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
  expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link to this Pin' }).value).toBe('http://localhost/pin/1001/');
  expect(within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
    'mailto:?subject=Lemon%20tart&body=Lemon%20tart%0Ahttp%3A%2F%2Flocalhost%2Fpin%2F1001%2F',
  );
  expect(within(dialog).queryByRole('button', { name: 'More apps' })).toBeNull();
});

it("opens the phone's share sheet with the pin's title and address", async () => {
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  openShare();
  const dialog = await screen.findByRole('dialog', { name: 'Send this pin' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'More apps' }));
  expect(share).toHaveBeenCalledWith({ title: 'Lemon tart', url: 'http://localhost/pin/1001/' });
});

it("asks a visitor to log in to send ('Log in to send this Pin') and opens nothing", async () => {
  const asked: EventMap['auth/required'][] = [];
  const api = fakeCloseupApi({ 'UserSessionResource get': sessionOf(null) });
  api.events.on('auth/required', (payload) => asked.push(payload));
  render(
    <QueryRoot>
      <ShareLayer />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  const answer = await api.events.request('pin/share', { pinId: '1001', title: 'Lemon tart' }, { timeoutMs: 10_000 });
  expect(answer).toEqual({ kind: 'closed', sent: false });
  expect(asked.map((a) => a.reason)).toEqual(['send']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
