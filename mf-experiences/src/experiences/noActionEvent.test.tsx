import { render, waitFor } from '@testing-library/react';
import { type EventMap } from 'shared-contracts/platform';
import { NO_ACTION_EVENT_MS } from 'shared-contracts/rules';
import { fakeExperiencesApi, sessionOf, viewer } from '../testing/fakeExperiencesApi';
import { ExperienceLayer } from './ExperienceLayer';

// Real time: the spec's 4000 ms, so these two take about 9 s.

function setUp() {
  window.history.pushState(null, '', '/');
  // When the answer was given and the event said, stamped where each happens, not when the test
  // next looks: on a loaded machine that can be long after.
  const at = { answered: 0, heard: 0 };
  const api = fakeExperiencesApi({
    'UserSessionResource get': sessionOf(viewer({})),
    'UserExperienceResource get': () => {
      at.answered = Date.now();
      return {};
    },
  });
  const heard: Array<EventMap['experience/no-action']> = [];
  api.events.on('experience/no-action', (e) => {
    at.heard = Date.now();
    heard.push(e);
  });
  const view = render(<ExperienceLayer cookieBannerUp={false} />, { wrapper: api.wrapper });
  return { api, at, heard, view };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the no-action placement event (spec section 4: 'after 4000 ms unless aborted')", () => {
  it("names the page's placements that had nothing to show, 4000 ms after the answer", async () => {
    const { api, at, heard } = setUp();
    await waitFor(() => expect(api.named('UserExperienceResource get')).toHaveLength(1));
    await waitFor(() => expect(heard).toHaveLength(1));
    // The answer reaches the page after the fake gives it, so this is the least the wait can be.
    // Less a few ms: timers and Date.now() count whole milliseconds on clocks of their own.
    expect(at.heard - at.answered).toBeGreaterThanOrEqual(NO_ACTION_EVENT_MS - 10);
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
