import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import type { ApiInviteMetadata, ApiSession } from 'shared-contracts/api';
import type { EventMap } from 'shared-contracts/platform';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { InviteLanding } from './InviteLanding';

const invite = (channel: number, firstName: string | null): ApiInviteMetadata => ({
  invite_code: 'k1',
  invite_channel: channel,
  sender: {
    id: '8',
    first_name: firstName,
    full_name: 'Maya Chen',
    is_default_image: false,
    image_medium_url: '/media/avatar.jpg',
    should_show_messaging: true,
  },
});

function landing(answer: () => ApiInviteMetadata, session: ApiSession, desktop = true) {
  const api = fakeExperiencesApi({ 'InviteCodeMetadataResource get': answer });
  const toasts: Array<EventMap['toast/requested']> = [];
  api.events.on('toast/requested', (t) => toasts.push(t));
  render(<InviteLanding session={session} isDesktop={() => desktop} />, { wrapper: api.wrapper });
  return { api, toasts };
}

const visitor = sessionOf(null)();

beforeEach(() => window.history.pushState(null, '', '/pin/1001/?invite_code=k1'));

describe('InviteLanding', () => {
  it("shows a visitor on a desktop the sender's first name and picture, with sign up and log in back to this page", async () => {
    landing(() => invite(1, 'Maya'), visitor);
    const popover = await screen.findByRole('complementary', { name: 'Maya invited you to Pinboard' });
    expect(popover.querySelector('img')?.getAttribute('src')).toBe('/media/avatar.jpg');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?next=%2Fpin%2F1001%2F');
  });

  it('closes with its close button, and stays closed', async () => {
    const { api } = landing(() => invite(1, 'Maya'), visitor);
    await screen.findByRole('complementary', { name: 'Maya invited you to Pinboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the invitation' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await waitFor(() => expect(api.named('InviteCodeMetadataResource get')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing on the channels without an inviter popover, or when the lookup fails', async () => {
    const first = landing(() => invite(9, 'Maya'), visitor);
    await waitFor(() => expect(first.api.named('InviteCodeMetadataResource get')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
    // Another code: the page's query cache keeps the first answer.
    window.history.pushState(null, '', '/pin/1001/?invite_code=k2');
    const second = landing(() => {
      throw new ApiCallError(404, 'not_found', 'That invite was not found.', undefined, true);
    }, visitor);
    await waitFor(() => expect(second.api.named('InviteCodeMetadataResource get')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(second.toasts).toEqual([]);
  });

  it.each([
    [true, "You're here from Maya's invite. Happy exploring!"],
    [false, "You're here from Maya's invite"],
  ])('tells a signed-in user in a toast (desktop %p)', async (desktop, message) => {
    const { toasts } = landing(() => invite(1, 'Maya'), sessionOf(viewer({}))(), desktop);
    await waitFor(() => expect(toasts).toEqual([{ message }]));
  });
});
