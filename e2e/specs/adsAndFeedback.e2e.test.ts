// Issue 38, items 8 and 10: ads say they are ads, a report asks why and can be undone, and hiding
// a Pin says what spec section 8 says for why it was shown, by the feedback priority of section 4:
// a followed board's or person's Pin offers to unfollow them and says so; a followed topic's says
// the topic; one no follow put there says 'Got it! …'. The real site, API and SQLite in Chromium.
import { startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
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

/** Organic: an ad says who paid for it instead (the first of the spec's priorities). */
const organic = (f: PinFacts) => f.promoted === 0;

/** Scrolls the home feed until a card whose pin `wanted` accepts is on the page. */
async function homeCardWhere(wanted: (facts: PinFacts) => boolean): Promise<{ pinId: string; facts: PinFacts }> {
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  for (let screen = 0; screen < 30; screen++) {
    const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    for (const id of shown) {
      const facts = id === null ? undefined : factsOf(id);
      if (id !== null && facts && wanted(facts)) return { pinId: id, facts };
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
    const { pinId, facts } = await homeCardWhere((f) => organic(f) && f.boardFollowed === 1);
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    await (await overlay.$('button=Unfollow')).click();
    await browser.waitUntil(async () => (await overlay.getText()).includes('You unfollowed the board'), { timeout: 10_000 });
    expect(await overlay.getText()).toContain(`You unfollowed the board ${facts.board} and won't see Pins saved to it anymore.`);
    expect(factsOf(pinId)?.boardFollowed).toBe(0);
  });

  it('from a person the person follows (and not their board): Unfollow unfollows them, and says so', async () => {
    const { pinId, facts } = await homeCardWhere((f) => organic(f) && f.boardFollowed === 0 && f.pinnerFollowed === 1);
    const overlay = await hide(pinId);
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    await (await overlay.$('button=Unfollow')).click();
    await browser.waitUntil(async () => (await overlay.getText()).includes('You unfollowed'), { timeout: 10_000 });
    expect(await overlay.getText()).toContain(`You unfollowed ${facts.pinner} and won't see Pins they save anymore.`);
    expect(factsOf(pinId)?.pinnerFollowed).toBe(0);
  });

  it('from a topic the person follows (and nothing else they follow): the topic message', async () => {
    const { pinId, facts } = await homeCardWhere(
      (f) => organic(f) && f.boardFollowed === 0 && f.pinnerFollowed === 0 && f.topicFollowed === 1,
    );
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

describe('ads', () => {
  const promoted = () =>
    queryDb<{ id: number; promoter: string }>(
      site,
      `SELECT p.id, u.full_name AS promoter FROM pins p JOIN users u ON u.id = p.promoter_id
        WHERE p.is_promoted = 1 AND json_extract(p.content, '$.isDownstreamPromotion') IS NOT 1 ORDER BY p.feed_rank, p.id`,
    );

  it("say 'Promoted by {advertiser}' on their card and their closeup, with the spec's ad label", async () => {
    const ads = promoted();
    const { pinId } = await homeCardWhere((f) => ads.some((ad) => ad.id === f.id));
    const promoter = ads.find((ad) => String(ad.id) === pinId)?.promoter ?? '';
    const card = await cardWithPinId(browser, pinId);
    expect(await card.getText()).toContain(`Promoted by ${promoter}`);
    await browser.url(`${site.url}/pin/${pinId}/`);
    const closeup = await browser.$('#area-mf_closeup article');
    await closeup.waitForDisplayed({ timeout: 15_000 });
    await browser.waitUntil(async () => (await closeup.getText()).includes(`Promoted by ${promoter}`), { timeout: 10_000 });
    expect(await closeup.getText()).toContain(`${promoter} has paid to have this pin show up where you'd be more likely to notice it.`);
  });

  it('a banner shows in its own colours, its main button readable on them', async () => {
    const visitor = await startBrowser({ person: true });
    try {
      await asReturningVisitor(visitor, site.url);
      await visitor.url(`${site.url}/`);
      const banner = await visitor.$('section*=Get your next great idea');
      await banner.waitForDisplayed({ timeout: 20_000 });
      const look = await visitor.execute(() => {
        const section = [...document.querySelectorAll('section')].find((s) => s.textContent?.includes('Get your next great idea'));
        const button = section?.querySelector('a.pb-button--primary');
        const style = (element: Element | null | undefined) => (element ? getComputedStyle(element) : null);
        return {
          background: style(section)?.backgroundColor,
          text: style(section)?.color,
          buttonBackground: style(button)?.backgroundColor,
          buttonText: style(button)?.color,
        };
      });
      expect(look).toEqual({
        background: 'rgb(230, 0, 35)',
        text: 'rgb(255, 255, 255)',
        buttonBackground: 'rgb(255, 255, 255)',
        buttonText: 'rgb(17, 17, 17)',
      });
    } finally {
      await visitor.deleteSession().catch(() => undefined);
    }
  });
});

describe('reporting a Pin', () => {
  it('asks why first, says thanks, and Undo takes the report back and shows the Pin again', async () => {
    const { pinId } = await homeCardWhere((f) => organic(f) && f.topic !== null);
    const card = await cardWithPinId(browser, pinId);
    await card.scrollIntoView({ block: 'center' });
    await (await cardButton(card, 'More options')).click();
    await (await browser.$('[role="menuitem"]=Report Pin')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Report Pin');
    expect(await dialog.getText()).toContain('Why are you reporting this Pin?');
    await (await dialog.$('button=Report')).click();
    const alert = await dialog.$('[role="alert"]');
    await browser.waitUntil(async () => (await alert.getText()) === 'Choose why you are reporting this Pin.', {
      timeout: 5_000,
      timeoutMsg: 'no word on the missing reason',
    });
    const reports = () =>
      queryDb<{ reason: string }>(
        site,
        'SELECT reason FROM pin_feedback WHERE user_id = 1 AND pin_id = ? AND feedback_type = 2',
        Number(pinId),
      );
    expect(reports()).toEqual([]);
    await (await dialog.$('label*=Spam')).click();
    await (await dialog.$('button=Report')).click();
    await dialog.waitForExist({ reverse: true, timeout: 10_000 });
    const overlay = await (await cardWithPinId(browser, pinId)).$('[role="group"][aria-label="Reported"]');
    await overlay.waitForDisplayed();
    expect(await overlay.getText()).toContain('Thanks! Your feedback helps us keep the community safe.');
    expect(reports()).toEqual([{ reason: 'spam' }]);
    expect(queryDb(site, 'SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(pinId))).toHaveLength(1);

    await (await overlay.$('button=Undo')).click();
    await overlay.waitForExist({ reverse: true, timeout: 10_000 });
    expect(reports()).toEqual([]);
    expect(queryDb(site, 'SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(pinId))).toHaveLength(0);
  });
});
