// The save flow as a person sees it, shared by the suites that save: a card still to save, the
// board picker, and the toast that says where a pin went.
import type { ChainablePromiseElement } from 'webdriverio';
import type { Browser } from './browser';

/** The id of the first card in reading order whose button still says Save, or null. */
export function firstUnsavedCardId(browser: Browser, skip: string[] = []): Promise<string | null> {
  return browser.execute(
    (taken: string[]) =>
      [...document.querySelectorAll('[role="listitem"]')]
        .filter((c) => !taken.includes(c.getAttribute('data-pin-id') ?? ''))
        .find((c) => [...c.querySelectorAll('button')].some((b) => b.textContent === 'Save'))
        ?.getAttribute('data-pin-id') ?? null,
    skip,
  );
}

/** The open board picker, once it shows. */
export async function boardPicker(browser: Browser): Promise<ChainablePromiseElement> {
  const dialog = await browser.$('dialog[open][aria-labelledby]');
  await dialog.waitForDisplayed({ timeout: 10_000 });
  expect(await dialog.$('h2').getText()).toBe('Save to board');
  return dialog;
}

/** The toast, once it says `expected`. */
export async function toastSaying(browser: Browser, expected: string): Promise<ChainablePromiseElement> {
  const toast = await browser.$('#area-mf_experiences div[role="status"]');
  await browser.waitUntil(async () => (await toast.isExisting()) && (await toast.getText()).includes(expected), {
    timeout: 10_000,
    timeoutMsg: `no toast '${expected}'`,
  });
  return toast;
}
