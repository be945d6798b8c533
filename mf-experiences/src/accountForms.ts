// What the login and sign-up forms share: a text field's value, and what follows a new session
// (the page told, then back to where the person was going).

import { bus, navigate, session as pageSession } from 'page-runtime';
import { type ApiSession, nextPathOf } from 'shared-contracts';

/** A text field's value (a file input would give a File, which these forms have none of). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function continueSignedIn(session: ApiSession): void {
  const viewer = session.viewer;
  // The page it returns to (the repin or edit path) must know who is signed in as it opens.
  pageSession.accept(session);
  bus.emit('auth/changed', { isAuth: true, userId: viewer.isAuth ? viewer.id : null });
  navigate(nextPathOf(window.location.search));
}
