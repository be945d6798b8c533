import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { provideFrameOrigins } from 'page-runtime';
import type { ApiExperience } from 'shared-contracts/api';
import type { EventMap } from 'shared-contracts/platform';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { ExperienceLayer } from './ExperienceLayer';

const experience = (
  placement: string,
  id: string,
  type: number,
  display_data: Record<string, unknown>,
  triggers: string[] = [],
): ApiExperience => ({
  experience_id: id,
  placement_id: placement,
  placed_experience_id: `${placement}:${id}`,
  type,
  status: 'not_viewed',
  display_data,
  triggerable_placed_exps: triggers,
  metadata: {},
});

function layerApi(experiences: ApiExperience[]) {
  let left = experiences;
  const api = fakeExperiencesApi({
    'UserSessionResource get': sessionOf(viewer({})),
    'UserExperienceResource get': () => Object.fromEntries(left.map((e) => [e.placement_id, e])),
    'UserExperienceViewedResource update': (o) => ({ placed_experience_id: o.placed_experience_id, viewed: true }),
    'UserExperienceCompletedResource update': (o) => {
      left = left.filter((e) => e.placed_experience_id !== o.placed_experience_id);
      return { placed_experience_id: o.placed_experience_id, completed: true };
    },
    'UserExperienceResource delete': (o) => {
      left = left.filter((e) => e.placed_experience_id !== o.placed_experience_id);
      return { placed_experience_id: o.placed_experience_id, dismissed: true };
    },
    'PUT /v3/experiences/1000162%3A503101/trigger/': () => ({ placed_experience_id: '1000162:503101', triggered: true }),
  });
  return api;
}

beforeEach(() => window.history.pushState(null, '', '/'));
afterEach(() => jest.useRealTimers());

describe('ExperienceLayer', () => {
  it("asks for the home page's placements and shows a toast after 100 ms, recording the view once", async () => {
    const api = layerApi([experience('1000162', '500863', 10, { text: 'Welcome back!', duration: 60_000 })]);
    const stepped: Array<EventMap['experience/stepped']> = [];
    api.events.on('experience/stepped', (e) => stepped.push(e));
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    // The live region is there first, empty; then its words come (so they are announced).
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Welcome back!'));
    expect(api.named('UserExperienceResource get')[0]?.options).toMatchObject({
      placement_ids: ['1000162', '1000075', '1000421', '1000160', '1000161'],
    });
    await waitFor(() => expect(api.named('UserExperienceViewedResource update')).toHaveLength(1));
    expect(stepped).toEqual([{ placedExperienceId: '1000162:500863', step: 'view' }]);
  });

  it('a modal: Escape dismisses it, it is fetched again and does not return', async () => {
    const api = layerApi([
      experience('1000075', '502722', 14, { title: 'Organize', body: 'Make boards.', complete_button_text: 'Create a board' }),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Organize' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.named('UserExperienceResource delete').map((c) => c.options.placed_experience_id)).toEqual(['1000075:502722']);
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(2));
  });

  it('completing a modal records it and triggers the experiences it lists', async () => {
    const api = layerApi([
      experience('1000075', '502722', 14, { title: 'Organize', body: 'Make boards.', complete_button_text: 'Create a board' }, [
        '1000162:503101',
      ]),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Create a board' }));
    await waitFor(() => expect(api.named('PUT /v3/experiences/1000162%3A503101/trigger/')).toHaveLength(1));
    expect(api.named('UserExperienceCompletedResource update')).toHaveLength(1);
  });

  it('renders nothing for an experience without its required display data', async () => {
    const api = layerApi([experience('1000075', '502722', 14, { title: 'No body, no button' })]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a banner waits while the cookie banner is up, then shows its message with {0} links', async () => {
    const banner = experience('1000161', '500735', 5, {
      component_type: 1,
      title_text: 'Shopping is here',
      message: 'Read the {0}.',
      links: ['/shopping/'],
      linkTitles: ['shopping guide'],
      buttons: [{ text: 'Start shopping', uri: '/shopping/' }],
    });
    const api = layerApi([banner]);
    const view = render(<ExperienceLayer cookieBannerUp />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Shopping is here' })).toBeNull();
    view.rerender(<ExperienceLayer cookieBannerUp={false} />);
    const region = await screen.findByRole('region', { name: 'Shopping is here' });
    expect(region.textContent).toContain('Read the shopping guide.');
    expect(screen.getByRole('link', { name: 'shopping guide' }).getAttribute('href')).toBe('/shopping/');
  });

  it("newbie's first home: one thing asking at a time, after the cookie banner: the modal, the survey, the banner, then the toast", async () => {
    const api = layerApi([
      experience('1000162', '500863', 10, { text: 'Welcome back!', duration: 60_000 }),
      experience('1000075', '502722', 14, { title: 'Organize', body: 'Make boards.', complete_button_text: 'Create a board' }),
      experience('1000421', '504210', 5, {
        anket: true,
        title_text: 'Quick question',
        subtitle_text: 'How relevant?',
        delay: 0,
        link: { href: 'https://survey.example.com/s/1', text: 'Take the survey' },
      }),
      experience('1000161', '500735', 5, {
        component_type: 1,
        title_text: 'Shopping is here',
        message: 'Shop.',
        buttons: [{ text: 'Maybe later', uri: '' }],
      }),
    ]);
    const view = render(<ExperienceLayer cookieBannerUp />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    const up = () => ({
      modal: screen.queryByRole('dialog') !== null,
      survey: screen.queryByRole('region', { name: 'Survey' }) !== null,
      banner: screen.queryByRole('region', { name: 'Shopping is here' }) !== null,
      toast: (screen.queryByRole('status')?.textContent ?? '').includes('Welcome back!'),
    });
    const none = { modal: false, survey: false, banner: false, toast: false };
    // While the cookie question is open, nothing else is even mounted (not the toast's live region).
    expect(screen.queryByRole('status')).toBeNull();
    expect(up()).toEqual(none);

    view.rerender(<ExperienceLayer cookieBannerUp={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Organize' });
    expect(up()).toEqual({ ...none, modal: true });

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    const survey = await screen.findByRole('region', { name: 'Survey' });
    expect(up()).toEqual({ ...none, survey: true });

    fireEvent.click(within(survey).getByRole('button', { name: 'No thanks' }));
    const banner = await screen.findByRole('region', { name: 'Shopping is here' });
    expect(up()).toEqual({ ...none, banner: true });

    fireEvent.click(within(banner).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(up()).toEqual({ ...none, toast: true }));
    expect(api.named('UserExperienceResource delete').map((c) => c.options.placed_experience_id)).toEqual([
      '1000075:502722',
      '1000421:504210',
      '1000161:500735',
    ]);
  });

  it("asks for the secret boards tip's placement on the viewer's own boards only", async () => {
    window.history.pushState(null, '', '/maya/');
    const api = layerApi([]);
    const view = render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    expect(api.named('UserExperienceResource get')[0]?.options).toMatchObject({ placement_ids: ['1000281'] });
    view.unmount();
    window.history.pushState(null, '', '/demo/');
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(2));
    expect(api.named('UserExperienceResource get')[1]?.options).toMatchObject({ placement_ids: ['1000282', '1000290'] });
  });

  it("a pulsar at its anchor: clicking it shows the tooltip, announced; 'Got it' completes it", async () => {
    window.history.pushState(null, '', '/pin/1001/');
    const anchor = document.createElement('button');
    anchor.dataset.experienceAnchor = 'save-button';
    document.body.append(anchor);
    const api = layerApi([
      experience('1000155', '501041', 8, {
        has_pulsar: true,
        has_tooltip: true,
        anchor: 'save-button',
        tooltip: { mainText: 'Save ideas.', confirmButtonText: 'Got it' },
      }),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Show a tip about this' }));
    expect(screen.getByRole('status').textContent).toContain('Save ideas.');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(api.named('UserExperienceCompletedResource update')).toHaveLength(1));
    anchor.remove();
  });

  it('an upsell callout closes with its button', async () => {
    window.history.pushState(null, '', '/pin/1001/');
    const api = layerApi([experience('1000281', '506010', 28, { type: 'upsell', message: 'Sign up to save this idea.' })]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    const callout = await screen.findByRole('complementary', { name: 'Pinboard' });
    expect(callout.textContent).toContain('Sign up to save this idea.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.named('UserExperienceResource delete')).toHaveLength(1));
  });

  function withAnchor(name: string) {
    const anchor = document.createElement('button');
    anchor.dataset.experienceAnchor = name;
    anchor.textContent = name;
    document.body.append(anchor);
    return anchor;
  }

  it('an educational popover at its anchor: its title and words, Got it completes it', async () => {
    window.history.pushState(null, '', '/demo/');
    const anchor = withAnchor('board-create-button');
    const api = layerApi([
      experience('1000290', '505300', 29, {
        anchor: 'board-create-button',
        title_text: 'New: sections',
        detailed_text: 'Split a big board.',
      }),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('New: sections'));
    expect(screen.getByRole('status').textContent).toContain('Split a big board.');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(api.named('UserExperienceCompletedResource update')).toHaveLength(1));
    anchor.remove();
  });

  it('an anchored flyout goes when its anchor is clicked', async () => {
    window.history.pushState(null, '', '/search/pins/');
    const anchor = withAnchor('search-scopes');
    const api = layerApi([
      experience('1000300', '505410', 8, {
        component_type: 2,
        text: 'Switch between Pins and boards here.',
        anchors_by_platform: { web: { anchor: 'search-scopes', placement: '1000300' } },
      }),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Switch between Pins and boards here.'));
    fireEvent.click(anchor);
    await waitFor(() => expect(api.named('UserExperienceResource delete')).toHaveLength(1));
    anchor.remove();
  });

  it('a tooltip goes by itself after its disappearTime', async () => {
    window.history.pushState(null, '', '/pin/1001/');
    const anchor = withAnchor('save-button');
    const api = layerApi([
      experience('1000155', '501041', 8, {
        has_tooltip: true,
        anchor: 'save-button',
        tooltip: { mainText: 'Save ideas.' },
        disappearTime: 50,
      }),
    ]);
    // What the tooltip said, noted as it shows: on a busy machine its 50 ms may be over before a
    // poll would look, so the test waits for the event it means (the dismissal) instead.
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[role="status"]');
      if (status?.textContent) said.push(status.textContent);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    await waitFor(() => expect(api.named('UserExperienceResource delete')).toHaveLength(1));
    observer.disconnect();
    expect(said.some((text) => text.includes('Save ideas.'))).toBe(true);
    expect(screen.queryByText('Save ideas.')).toBeNull();
    anchor.remove();
  });

  it('an educational banner (type 5): its title and subtitle; the button with nowhere to go dismisses it', async () => {
    const api = layerApi([
      experience('1000161', '500111', 5, {
        title_text: 'Boards, your way',
        subtitle_text: 'Sort them by name or last saved.',
        buttons: [
          { text: 'Show me', uri: '/demo/' },
          { text: 'No thanks', uri: '' },
        ],
      }),
    ]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    const banner = await screen.findByRole('region', { name: 'Boards, your way' });
    expect(banner.textContent).toContain('Sort them by name or last saved.');
    expect(screen.getByRole('link', { name: 'Show me' }).getAttribute('href')).toBe('/demo/');
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(api.named('UserExperienceResource delete')).toHaveLength(1));
  });

  it('an error callout names itself for screen readers', async () => {
    window.history.pushState(null, '', '/pin/1001/');
    const api = layerApi([experience('1000281', '505999', 27, { type: 'error-callout', message: 'That board is full.' })]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    expect((await screen.findByRole('complementary', { name: 'Error' })).textContent).toContain('That board is full.');
  });

  it("a survey shows only when its frame says 'surveyLoaded' from the survey's origin, completes on 'surveyFinished'", async () => {
    const survey = (id: string) =>
      experience('1000421', id, 5, { anket: true, delay: 0, link: { href: 'https://survey.example.com/s/1' } });
    // The site's content policy names the survey's site (PINBOARD_SURVEY_ORIGINS): it is framed.
    provideFrameOrigins(['https://survey.example.com']);
    const api = layerApi([survey('504210')]);
    render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
    const frame = await screen.findByTitle('Survey');
    expect(frame.getAttribute('src')).toBe('https://survey.example.com/s/1');
    const region = () => screen.queryByRole('region', { name: 'Survey' });
    expect(region()).toBeNull();
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: 'surveyLoaded', origin: 'https://evil.example.com' })));
    expect(region()).toBeNull();
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: 'surveyLoaded', origin: 'https://survey.example.com' })));
    expect(region()).not.toBeNull();
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: 'surveyFinished', origin: 'https://survey.example.com' })));
    await waitFor(() => expect(api.named('UserExperienceCompletedResource update')).toHaveLength(1));
    provideFrameOrigins([]);
  });
});
