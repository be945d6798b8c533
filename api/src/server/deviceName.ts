// The browser and system a session is started in, as a person names them ('Chrome on Linux'), for
// the settings page's list of where an account is logged in. Reading a user agent is a solved
// problem with a long tail of odd strings: bowser (MIT, kept up to date with new browsers) does it.

import Bowser from 'bowser';

/** A stored name never grows past this, whatever a client calls itself. */
const MAX_LENGTH = 60;

/** 'Firefox on Windows', 'Safari on iOS', 'Chrome' (no system known); null when nothing is known. */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim();
  const system = os.name?.trim();
  const described = name && system ? `${name} on ${system}` : (name ?? (system ? `A browser on ${system}` : null));
  return described ? described.slice(0, MAX_LENGTH) : null;
}
