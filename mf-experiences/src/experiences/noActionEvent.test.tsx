import { render, waitFor } from '@testing-library/react';
import { type EventMap, NO_ACTION_EVENT_MS } from 'shared-contracts';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { ExperienceLayer } from './ExperienceLayer';

// Real time: the spec's 4000 ms, so these two take about 9 s.

function setUp() {
  window.history.pushState(null, '', '/');
  const api = fakeExperiencesApi({
    'UserSessionResource get': sessionOf(viewer({})),
    'UserExperienceResource get': () => ({}),
  });
  const heard: Array<EventMap['experience/no-action']> = [];
  api.events.on('experience/no-action', (e) => heard.push(e));
  const view = render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
  return { api, heard, view };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the no-action placement event (spec section 4: 'after 4000 ms unless aborted')", () => {
  it("names the page's placements that had nothing to show, 4000 ms after the answer", async () => {
    // Timed from before the page asks: the answer, and the 4000 ms from it, can only come later.
    const started = Date.now();
    const { api, heard } = setUp();
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    await waitFor(() => expect(heard).toHaveLength(1));
    // Less a few ms: timers and Date.now() count whole milliseconds on clocks of their own.
    expect(Date.now() - started).toBeGreaterThanOrEqual(NO_ACTION_EVENT_MS - 10);
    expect(heard).toEqual([{ placementIds: ['1000162', '1000075', '1000421', '1000160', '1000161'], path: '/' }]);
  });

  it('is not said when the page moves on first', async () => {
    const { api, heard, view } = setUp();
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    await wait(500);
    view.unmount();
    await wait(NO_ACTION_EVENT_MS);
    expect(heard).toEqual([]);
  });
});
