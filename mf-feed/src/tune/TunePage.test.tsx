import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import type { ApiInterestWithFollow } from 'shared-contracts/api';
import { pageQueryClient, QueryRoot, resourceKey } from 'react-kit';
import { fakeFeedApi, sessionOf, viewer } from '../testing/fakeFeedApi';
import { TunePage } from './TunePage';

const interest = (id: string, name: string, followedByMe: boolean): ApiInterestWithFollow => ({
  id,
  name,
  urlName: name.toLowerCase(),
  followedByMe,
});

function show(user: ReturnType<typeof viewer> | null, answers: Parameters<typeof fakeFeedApi>[0] = {}) {
  const api = fakeFeedApi({
    'UserSessionResource get': sessionOf(user),
    'UserInterestsResource get': () => [interest('1', 'Baking', true), interest('2', 'Travel', false), interest('3', 'Gardening', false)],
    'InterestFollowResource create': (o) => ({ interest_id: o.interest_id, followed: true }),
    'InterestFollowResource delete': (o) => ({ interest_id: o.interest_id, followed: false }),
    ...answers,
  });
  render(
    <QueryRoot>
      <TunePage />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  return api;
}

const group = (name: string) => screen.getByRole('region', { name });
const names = (name: string) =>
  within(group(name))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe("'Tune your home feed'", () => {
  it('asks a visitor to log in, with the way back here', async () => {
    const api = show(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Log in to tune your home feed' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tune your home feed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fedit');
    expect(api.named('UserInterestsResource get')).toEqual([]);
  });

  it('lists the interests the viewer follows and the others, each linking to its topic', async () => {
    show(viewer());
    await screen.findByRole('region', { name: 'Interests you follow' });
    expect(names('Interests you follow')).toEqual(['Baking']);
    expect(names('More interests')).toEqual(['Travel', 'Gardening']);
    expect(screen.getByRole('link', { name: 'Travel' }).getAttribute('href')).toBe('/ideas/travel/2/');
    expect(screen.getByRole('button', { name: 'Unfollow Baking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Travel' })).toBeTruthy();
  });

  it('follows an interest: the call, the move to the followed list with focus, and a stale home feed', async () => {
    const api = show(viewer());
    const home = resourceKey('HomefeedResource', { page_size: 25 });
    pageQueryClient().setQueryData(home, { pages: [], pageParams: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Travel' }));
    expect(names('Interests you follow')).toEqual(['Baking', 'Travel']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unfollow Travel' }));
    await waitFor(() => expect(api.named('InterestFollowResource create')).toHaveLength(1));
    expect(api.named('InterestFollowResource create')[0]?.options).toEqual({ interest_id: '2' });
    await waitFor(() => expect(pageQueryClient().getQueryState(home)?.isInvalidated).toBe(true));
  });

  it('unfollows an interest with InterestFollowResource delete', async () => {
    const api = show(viewer());
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow Baking' }));
    expect(names('More interests')).toContain('Baking');
    expect(screen.getByText(/You don’t follow any interests yet/)).toBeTruthy();
    await waitFor(() => expect(api.named('InterestFollowResource delete')[0]?.options).toEqual({ interest_id: '1' }));
  });

  it("keeps a row busy until its own change is answered, while another row's change comes and goes", async () => {
    let answerTravel = () => {};
    // The server's own list, which a finished change makes the page read again.
    const followed = new Set(['1']);
    const api = show(viewer(), {
      'UserInterestsResource get': () =>
        [interest('1', 'Baking', false), interest('2', 'Travel', false), interest('3', 'Gardening', false)].map((i) => ({
          ...i,
          followedByMe: followed.has(i.id),
        })),
      'InterestFollowResource create': (o) => {
        const id = String(o.interest_id);
        const follow = () => {
          followed.add(id);
          return { interest_id: id, followed: true };
        };
        return id === '2' ? new Promise((resolve) => (answerTravel = () => resolve(follow()))) : follow();
      },
    });
    const travel = () => screen.getByRole('button', { name: /Follow Travel$/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Travel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow Gardening' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow Gardening' }).getAttribute('aria-busy')).toBe('false'));
    expect(travel().getAttribute('aria-busy')).toBe('true');
    // Pressed again while its follow is on its way: nothing more is sent.
    fireEvent.click(travel());
    act(() => answerTravel());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow Travel' }).getAttribute('aria-busy')).toBe('false'));
    expect(api.named('InterestFollowResource create').map((call) => call.options)).toEqual([{ interest_id: '2' }, { interest_id: '3' }]);
    expect(api.named('InterestFollowResource delete')).toEqual([]);
  });

  it('puts a refused change back and says why in a toast', async () => {
    const api = show(viewer(), {
      'InterestFollowResource create': () => {
        throw new ApiCallError(404, 'not_found', 'That topic was not found.', undefined, true);
      },
    });
    const toasts: string[] = [];
    api.events.on('toast/requested', ({ message }) => toasts.push(message));
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Gardening' }));
    await waitFor(() => expect(toasts).toEqual(['That topic was not found.']));
    await waitFor(() => expect(names('More interests')).toContain('Gardening'));
    expect(names('Interests you follow')).toEqual(['Baking']);
  });

  it('says when the interests could not be read, and reads them again', async () => {
    let fail = true;
    show(viewer(), {
      'UserInterestsResource get': () => {
        if (fail) throw new Error('offline');
        return [interest('2', 'Travel', false)];
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! Something went wrong on our end.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('button', { name: 'Follow Travel' })).toBeTruthy();
  });
});
