// The page runs React 19 itself, once: every area renders with the shell's one react-dom. Counted
// the way React's own devtools do, through the hook each renderer registers with as it loads.
import { requestsTo, type Browser } from '../support/browser';
import { cardPinId, closeupOf, feedGrid } from '../support/feed';
import { reactRenderersSeen, watchReactRenderers } from '../support/reactRenderers';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await watchReactRenderers(browser);
});
afterAll(() => closeSession({ site, browser }));

describe('React in the page', () => {
  it('is one react-dom 19 for every area on the page, as areas come and go', async () => {
    // A board page mounts two areas at once: the boards area and the feed's grid inside it.
    await browser.url(`${site.url}/demo/garden-plans/`);
    const grid = await feedGrid(browser, 'Garden Plans: Pins');
    expect(await requestsTo(browser, 'mf_boards')).not.toEqual([]);
    expect(await requestsTo(browser, 'mf_feed')).not.toEqual([]);
    // Then a third, the closeup, in the same document.
    const card = grid.$('[role="listitem"]');
    const pinId = await cardPinId(card);
    await card.$('img').click();
    await closeupOf(browser, pinId);
    expect(await requestsTo(browser, 'mf_closeup')).not.toEqual([]);

    const seen = await reactRenderersSeen(browser);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^react-dom@19\./);
  });
});
