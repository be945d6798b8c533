// One read, with its state: loading, ready, missing (a 404: not there, or not the viewer's to
// see) or failed. A new key loads again; `replace` lets a screen apply its own edits.

import { useCallback, useEffect, useState } from 'react';
import { ApiCallError, messageForPerson } from 'shared-contracts';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'failed'; message: string };

export interface LoadHandle<T> {
  state: Loaded<T>;
  replace: (update: (data: T) => T) => void;
  reload: () => void;
}

export function useLoad<T>(key: string, load: () => Promise<T>): LoadHandle<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ key, loaded: { status: 'loading' } });
    load().then(
      (data) => live && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiCallError && error.status === 404;
        setState({ key, loaded: missing ? { status: 'missing' } : { status: 'failed', message: messageForPerson(error) } });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when it means something new.
  }, [key, version]);

  const replace = useCallback((update: (data: T) => T) => {
    setState((current) =>
      current.loaded.status === 'ready' ? { key: current.key, loaded: { status: 'ready', data: update(current.loaded.data) } } : current,
    );
  }, []);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  // A render with a new key, before its effect runs, is already loading.
  return { state: state.key === key ? state.loaded : { status: 'loading' }, replace, reload };
}
