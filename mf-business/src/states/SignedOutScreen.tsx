// What a visitor sees on any business page: what the tools are and the way in, coming back here
// after logging in (the API would only answer 401).

import { LogInScreen } from 'react-kit';

export const BUSINESS_LOGIN_HEADING = 'Log in to use business tools';

export function SignedOutScreen() {
  return (
    <LogInScreen
      heading={BUSINESS_LOGIN_HEADING}
      text="Your business profiles, how their Pins are doing, their catalogs and the people who work on them are here once you log in."
    />
  );
}
