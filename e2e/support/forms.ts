// A server-rendered form sends nothing until the page has hydrated it (its submit button is
// disabled until then): a person presses it once it is enabled.
import type { ChainablePromiseElement } from 'webdriverio';

export async function pressWhenEnabled(button: ChainablePromiseElement): Promise<void> {
  await button.waitForEnabled({ timeout: 15_000, timeoutMsg: 'the button never became enabled' });
  await button.click();
}
