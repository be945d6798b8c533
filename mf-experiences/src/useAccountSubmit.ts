// The login and sign-up forms' submit: the form's fields to one API call, busy meanwhile (and
// after success, which the call itself follows up: the person goes on or is told what next); on
// failure the server's words (and the field they name), or the generic message.

import type { FormEvent } from 'react';
import { useApiMutation, useHydrated } from 'react-kit';

export interface AccountFormError {
  field: string | null;
  message: string;
}

/** onFailed: told each failure as the form shows it (the login form learns the server wants a code). */
export function useAccountSubmit(call: (form: FormData) => Promise<void>, onFailed?: (error: AccountFormError) => void) {
  const sending = useApiMutation(call, { onError: (message, _form, field) => onFailed?.({ field, message }) });
  // A server-rendered form sends nothing until the page can send it: before then a submit would be
  // the browser's own, with the password in the address.
  const ready = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sending.run(new FormData(event.currentTarget));
  };
  const error: AccountFormError | null = sending.error === null ? null : { field: sending.errorField, message: sending.error };
  return { error, busy: sending.busy || sending.succeeded, ready, submit };
}
