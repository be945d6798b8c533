// A server-rendered form sends nothing until the page has hydrated it (its submit button is
// disabled until then): a person presses it once it is enabled.
import type { ChainablePromiseElement } from 'webdriverio';
import type { Browser } from './browser';

export async function pressWhenEnabled(button: ChainablePromiseElement): Promise<void> {
  await button.waitForEnabled({ timeout: 15_000, timeoutMsg: 'the button never became enabled' });
  await button.click();
}

/**
 * The form control (input, select or textarea) a person finds by its label's words: a label naming
 * it with `for`, or around it (its own words, not its options' or value's). Classic WebDriver's
 * aria/ selector finds only inputs and textareas.
 */
export function controlLabelled(scope: Browser | ChainablePromiseElement, label: string): ChainablePromiseElement {
  if (label.includes('"')) throw new Error(`a label with a double quote cannot be looked up: ${label}`);
  const named = `normalize-space() = "${label}"`;
  return scope.$(`.//*[self::input or self::select or self::textarea][@id = //label[${named}]/@for or ancestor::label[text()[${named}]]]`);
}
