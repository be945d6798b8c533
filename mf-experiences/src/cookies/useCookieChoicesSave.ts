// Saving the cookie banner's answer: the three settings with UserSettingsResource update (a user's,
// or a visitor's kept under their visitor id; the API gives the browser its copy), the spec's 3 s
// toast, and the user read again (spec sections 4, 8).

import { useCallback } from 'react';
import { COOKIE_SAVED_MESSAGE, COOKIE_TOAST_MS, type CookieChoices } from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useExperiencesDeps } from '../deps';

export interface CookieChoicesSave {
  saving: boolean;
  error: string | null;
  /** Saves the choices; true once saved (the banner then closes). */
  save: (choices: CookieChoices, surfaceTag: string) => Promise<boolean>;
}

/** `onSaved`: told once the choices are saved (useCookieConsent's `answered`). */
export function useCookieChoicesSave(onSaved: () => void): CookieChoicesSave {
  const { client, session, events } = useExperiencesDeps();
  const saving = useApiMutation(async ({ choices, surfaceTag }: { choices: CookieChoices; surfaceTag: string }) => {
    await client.write('UserSettingsResource', 'update', { ...choices, surface_tag: surfaceTag });
    onSaved();
    events.emit('toast/requested', { message: COOKIE_SAVED_MESSAGE, durationMs: COOKIE_TOAST_MS });
    // Spec section 4: 'refreshes the user'. A failed refresh leaves the saved choice saved.
    await session.refresh().catch(() => undefined);
    return true;
  });
  const { run } = saving;
  const save = useCallback(async (choices: CookieChoices, surfaceTag: string) => (await run({ choices, surfaceTag })) === true, [run]);
  return { saving: saving.busy, error: saving.error, save };
}
