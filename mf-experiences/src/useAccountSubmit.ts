// The login and sign-up forms' submit: the form's fields to one API call, busy meanwhile (and
// after success, which the call itself follows up: the person goes on or is told what next); on
// failure the server's words (and the field they name), or the generic message.

import { useState, type FormEvent } from 'react';
import { ApiCallError } from 'page-runtime';
import { useHydrated } from 'react-kit';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts';

export interface AccountFormError {
  field: string | null;
  message: string;
}

/** onFailed: told each failure as the form shows it (the login form learns the server wants a code). */
export function useAccountSubmit(call: (form: FormData) => Promise<void>, onFailed?: (error: AccountFormError) => void) {
  const [error, setError] = useState<AccountFormError | null>(null);
  const [busy, setBusy] = useState(false);
  // A server-rendered form sends nothing until the page can send it: before then a submit would be
  // the browser's own, with the password in the address.
  const ready = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    call(form).catch((failure: unknown) => {
      const shown =
        failure instanceof ApiCallError
          ? { field: failure.field ?? null, message: failure.message }
          : { field: null, message: GENERIC_ERROR_MESSAGE };
      setError(shown);
      setBusy(false);
      onFailed?.(shown);
    });
  };
  return { error, busy, ready, submit };
}
