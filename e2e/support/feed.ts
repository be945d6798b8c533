// What a person sees of the feed: the grid, its cards and their controls, found by role and name.
import type { ChainablePromiseElement } from 'webdriverio';
import type { Browser } from './browser';
import { pressWhenEnabled } from './forms';

export type Element = ChainablePromiseElement;

/** The home feed's grid, once it shows its first cards. */
export async function feedGrid(browser: Browser, name = 'Home feed: Pins'): Promise<Element> {
  const grid = await browser.$(`[role="list"][aria-label="${name}"]`);
  await grid.waitForExist({ timeout: 15_000 });
  await browser.waitUntil(async () => (await grid.$$('[role="listitem"]').length) > 0, {
    timeout: 15_000,
    timeoutMsg: 'no pin cards appeared',
  });
  return grid;
}

/** The card in reading order at `index` (0 = top left). */
export async function cardAt(browser: Browser, index = 0): Promise<Element> {
  const grid = await feedGrid(browser);
  const cards = await grid.$$('[role="listitem"]');
  const card = cards[index];
  if (!card) throw new Error(`there is no card ${index}`);
  return card;
}

export async function cardPinId(card: Element): Promise<string> {
  return (await card.getAttribute('data-pin-id')) ?? '';
}

export async function cardWithPinId(browser: Browser, pinId: string): Promise<Element> {
  const card = await browser.$(`[role="listitem"][data-pin-id="${pinId}"]`);
  await card.waitForExist({ timeout: 10_000 });
  return card;
}

/** A button of a card (they show on hover or focus). */
export async function cardButton(card: Element, name: string): Promise<Element> {
  await card.moveTo();
  const button = await card.$(`button=${name}`);
  if (await button.isExisting()) return button;
  return card.$(`button[aria-label="${name}"]`);
}

/** Logs in through the login form, as a person would, and waits to be back on `next`. */
export async function logIn(browser: Browser, siteUrl: string, username: string, password: string, next = '/'): Promise<void> {
  await browser.url(`${siteUrl}/login?next=${encodeURIComponent(next)}`);
  await (await browser.$('input[name="username"]')).setValue(username);
  await (await browser.$('input[name="password"]')).setValue(password);
  await pressWhenEnabled(browser.$('button[type="submit"]'));
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === next, {
    timeout: 15_000,
    timeoutMsg: 'login did not return to the page',
  });
}

/** Opens the card at `index` by clicking its picture, as a person would; returns its pin id. */
export async function openPinCard(browser: Browser, index = 0): Promise<string> {
  const card = await cardAt(browser, index);
  const pinId = await cardPinId(card);
  await (await card.$('img')).click();
  return pinId;
}

/** The closeup of `pinId` once it shows, read as a person reads it: its heading. */
export async function closeupOf(browser: Browser, pinId: string): Promise<string> {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.startsWith(`/pin/${pinId}`), {
    timeout: 15_000,
    timeoutMsg: `the closeup of pin ${pinId} never opened`,
  });
  const heading = await browser.$('#area-mf_closeup article h1');
  await heading.waitForDisplayed({ timeout: 15_000 });
  return heading.getText();
}
