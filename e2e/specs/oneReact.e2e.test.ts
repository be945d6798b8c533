// The page runs React 19 itself, once: every area renders with the shell's one react-dom. Counted
// the way React's own devtools do, through the hook each renderer registers with as it loads.
import { requestsTo, type Browser } from '../support/browser';
import { cardPinId, closeupOf, feedGrid } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  // Before any page script: a stand-in for the devtools' hook that records each renderer.
  await browser.addInitScript(() => {
    const versions: string[] = [];
    const hook = {
      supportsFiber: true,
      renderers: new Map<number, unknown>(),
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        versions.push(`${renderer.rendererPackageName ?? 'unknown'}@${renderer.version ?? 'unknown'}`);
        hook.renderers.set(versions.length, renderer);
        return versions.length;
      },
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook, __renderersSeen: versions });
  });
});
afterAll(() => closeSession({ site, browser }));

const renderersSeen = () => browser.execute(() => (window as unknown as { __renderersSeen?: string[] }).__renderersSeen ?? []);

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

    const seen = await renderersSeen();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^react-dom@19\./);
  });
});
