// The first-run step on a new person's home (issue 60, item 12): five topics or more before Done,
// Skip at any time, and either one ends it: home is the feed again.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiTopic } from 'shared-contracts/api';
import { QueryRoot } from 'react-kit';
import { fakeFeedApi, sessionOf, viewer } from '../testing/fakeFeedApi';
import { FirstRunGate } from './FirstRunGate';

const NAMES = ['Art', 'Food', 'Gardening', 'Home Decor', 'Travel', 'Weddings'];
const TOPICS: ApiTopic[] = NAMES.map((name, i) => ({
  interest: { id: String(i + 1), name, urlName: name.toLowerCase() },
  pinCount: 10,
  covers: [{ url: `/media/236x/${i}.jpg`, width: 236, height: 236 }],
  followedByMe: false,
}));

function show(step: 'InterestPicker' | null) {
  const newcomer = viewer({ firstName: 'Ada', onboardingStep: step });
  const done = viewer({ firstName: 'Ada', onboardingStep: null });
  const api = fakeFeedApi({
    'UserSessionResource get': sessionOf(newcomer),
    'TopicsResource get': () => TOPICS,
    'OnboardingInterestsResource update': () => done,
    'OnboardingInterestsResource delete': () => done,
  });
  render(
    <QueryRoot>
      <FirstRunGate>
        <p>The home feed</p>
      </FirstRunGate>
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  return api;
}

const topic = (name: string) => within(screen.getByRole('list', { name: 'Topics' })).getByRole('button', { name });
const progress = () => screen.getByRole('status').textContent;

it('asks a new person for five topics or more, then follows them and shows the home feed', async () => {
  const api = show('InterestPicker');
  expect(await screen.findByRole('heading', { level: 1, name: 'What are you interested in?' })).toBeTruthy();
  expect(screen.getByText(/^Welcome, Ada!/)).toBeTruthy();
  await screen.findByRole('list', { name: 'Topics' });
  const done = screen.getByRole('button', { name: 'Done' });
  expect([progress(), done.hasAttribute('disabled')]).toEqual(['Pick 5 or more', true]);
  for (const name of ['Art', 'Food', 'Gardening', 'Travel']) fireEvent.click(topic(name));
  expect([progress(), done.hasAttribute('disabled')]).toEqual(['Pick 1 more', true]);
  fireEvent.click(topic('Food'));
  expect(topic('Food').getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(topic('Food'));
  fireEvent.click(topic('Weddings'));
  expect([progress(), done.hasAttribute('disabled'), topic('Weddings').getAttribute('aria-pressed')]).toEqual(['5 picked', false, 'true']);
  fireEvent.click(done);
  expect(await screen.findByText('The home feed')).toBeTruthy();
  expect(api.named('OnboardingInterestsResource update')[0]?.options).toEqual({ interest_ids: ['1', '3', '5', '2', '6'] });
});

it('can be skipped', async () => {
  const api = show('InterestPicker');
  fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
  expect(await screen.findByText('The home feed')).toBeTruthy();
  expect(api.named('OnboardingInterestsResource delete')).toHaveLength(1);
});

it('is not shown once done', async () => {
  const api = show(null);
  await waitFor(() => expect(api.named('UserSessionResource get')).toHaveLength(1));
  expect(screen.getByText('The home feed')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'What are you interested in?' })).toBeNull();
});
