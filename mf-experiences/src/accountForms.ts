// What the login and sign-up forms share: a text field's value, and what follows a new session
// (the page told, then back to where the person was going).

import { navigate } from 'page-runtime';
import { type ApiSession } from 'shared-contracts/api';
import { nextPathOf } from 'shared-contracts/rules';
import type { AreaDeps } from 'react-kit';

/** A text field's value (a file input would give a File, which these forms have none of). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** `deps`: the page's session and bus, from the form's useExperiencesDeps(). */
export function continueSignedIn(signedIn: ApiSession, deps: Pick<AreaDeps, 'session' | 'events'>): void {
  const viewer = signedIn.viewer;
  // The page it returns to (the repin or edit path) must know who is signed in as it opens.
  deps.session.accept(signedIn);
  deps.events.emit('auth/changed', { isAuth: true, userId: viewer.isAuth ? viewer.id : null });
  navigate(nextPathOf(window.location.search));
}
