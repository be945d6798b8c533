// Issue 38, item 10: hiding a Pin says what spec section 8 says for why it was shown, by the
// feedback priority of section 4: a followed board's or person's Pin offers to unfollow them and
// says so; a followed topic's says the topic; one no follow put there says 'Got it! …'. The real
// site, API and SQLite in Chromium.
import type { Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

interface PinFacts {
  id: number;
  board: string;
  pinner: string;
  topic: string | null;
  boardFollowed: number;
  pinnerFollowed: number;
  topicFollowed: number;
  promoted: number;
}

/** What demo follows of each pin: its board, its pinner, its topic. */
const factsOf = (pinId: string): PinFacts | undefined =>
  queryDb<PinFacts>(
    site,
    `SELECT p.id, p.is_promoted AS promoted, b.name AS board, u.full_name AS pinner, i.name AS topic,
        EXISTS (SELECT 1 FROM board_follows f WHERE f.user_id = 1 AND f.board_id = p.board_id) AS boardFollowed,
        EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = 1 AND f.followee_id = p.pinner_id) AS pinnerFollowed,
        EXISTS (SELECT 1 FROM interest_follows f WHERE f.user_id = 1 AND f.interest_id = p.interest_id) AS topicFollowed
       FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = p.pinner_id LEFT JOIN interests i ON i.id = p.interest_id
      WHERE p.id = ?`,
    Number(pinId),
  )[0];

/** Scrolls the home feed until a card whose pin `wanted` accepts is on the page. */
async function homeCardWhere(wanted: (facts: PinFacts) => boolean): Promise<{ pinId: string; facts: PinFacts }> {
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  for (let screen = 0; screen < 30; screen++) {
    const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    for (const id of shown) {
      const facts = id === null ? undefined : factsOf(id);
      // An ad says who paid for it instead (the first of the spec's priorities).
      if (id !== null && facts && facts.promoted === 0 && wanted(facts)) return { pinId: id, facts };
    }
    await browser.execute(() => window.scrollBy(0, window.innerHeight));
    await browser.waitUntil(async () => browser.execute(() => document.querySelector('[role="list"][aria-busy="true"]') === null), {
      timeout: 10_000,
    });
  }
  throw new Error('no such card on the home feed');
}

/** Hides the card from its options menu, as a person does, and answers its overlay. */
async function hide(pinId: string) {
  const card = await cardWithPinId(browser, pinId);
  await card.scrollIntoView({ block: 'center' });
  await (await cardButton(card, 'More options')).click();
  await (await browser.$('[role="menuitem"]=Hide Pin')).click();
  const overlay = await (await cardWithPinId(browser, pinId)).$('[role="group"][aria-label="Pin hidden"]');
  await overlay.waitForDisplayed();
  return overlay;
}

describe('hiding a Pin from the home feed', () => {
  it('from a board the person follows: Unfollow unfollows the board, and says so', async () => {
    const { pinId, facts } = await homeCardWhere((f) => f.boardFollowed === 1);
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    await (await overlay.$('button=Unfollow')).click();
    await browser.waitUntil(async () => (await overlay.getText()).includes('You unfollowed the board'), { timeout: 10_000 });
    expect(await overlay.getText()).toContain(`You unfollowed the board ${facts.board} and won't see Pins saved to it anymore.`);
    expect(factsOf(pinId)?.boardFollowed).toBe(0);
  });

  it('from a person the person follows (and not their board): Unfollow unfollows them, and says so', async () => {
    const { pinId, facts } = await homeCardWhere((f) => f.boardFollowed === 0 && f.pinnerFollowed === 1);
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    await (await overlay.$('button=Unfollow')).click();
    await browser.waitUntil(async () => (await overlay.getText()).includes('You unfollowed'), { timeout: 10_000 });
    expect(await overlay.getText()).toContain(`You unfollowed ${facts.pinner} and won't see Pins they save anymore.`);
    expect(factsOf(pinId)?.pinnerFollowed).toBe(0);
  });

  it('from a topic the person follows (and nothing else they follow): the topic message', async () => {
    const { pinId, facts } = await homeCardWhere((f) => f.boardFollowed === 0 && f.pinnerFollowed === 0 && f.topicFollowed === 1);
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain(`We'll show you less Pins from ${facts.topic ?? ''} in the future.`);
  });
});

describe('hiding a Pin that no follow put there', () => {
  it("on search: 'Got it! …', and nothing to unfollow", async () => {
    await browser.url(`${site.url}/search/pins/?q=ideas`);
    await browser.$('[role="list"] [role="listitem"]').waitForExist({ timeout: 15_000 });
    const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    const pinId = shown.find((id) => id !== null && factsOf(id)?.topic !== null);
    if (!pinId) throw new Error('no search result with a topic');
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    expect(await overlay.$('button=Unfollow').isExisting()).toBe(false);
  });
});
