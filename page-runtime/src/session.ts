// The page's session (who is looking), read once from UserSessionResource and shared by every
// area through the page-runtime singleton; read again when the bus says auth changed.

import { api, type ApiClient } from './apiClient';
import type { ApiSession, ApiViewer } from 'shared-contracts/api';
import { bus } from './eventBus';

export interface SessionStore {
  /** The session once loaded; null before. */
  snapshot: () => ApiSession | null;
  subscribe: (listener: () => void) => () => void;
  /** Loads it if nobody has yet; the same promise for every caller. */
  load: () => Promise<ApiSession>;
  refresh: () => Promise<ApiSession>;
  /** A session the API has just answered (a login or sign-up): every area sees it at once, before the next page reads it. */
  accept: (session: ApiSession) => void;
  /** Back to unknown (a server render for a visitor whose session was not read: nobody else's shows). */
  forget: () => void;
}

export function createSessionStore(client: ApiClient): SessionStore {
  let current: ApiSession | null = null;
  let pending: Promise<ApiSession> | null = null;
  const listeners = new Set<() => void>();

  // Bumped by accept(): a read sent before a login must not put the visitor's session back.
  let generation = 0;

  const fetchSession = () => {
    const sentAt = generation;
    const request = client.read('UserSessionResource').then(
      (page) => {
        if (sentAt !== generation && current) return current;
        current = page.data;
        listeners.forEach((listener) => listener());
        return page.data;
      },
      (error: unknown) => {
        // A failed read is retried by the next caller rather than remembered.
        pending = null;
        throw error;
      },
    );
    pending = request;
    return request;
  };

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => pending ?? fetchSession(),
    refresh: fetchSession,
    accept(next) {
      generation += 1;
      current = next;
      pending = Promise.resolve(next);
      listeners.forEach((listener) => listener());
    },
    forget() {
      generation += 1;
      current = null;
      pending = null;
    },
  };
}

export const session: SessionStore = createSessionStore(api);
bus.on('auth/changed', () => void session.refresh().catch(() => undefined));

/** The signed-in viewer, or null for a visitor (or before the session is known). */
export function signedInViewer(current: ApiSession | null): ApiViewer | null {
  return current && current.viewer.isAuth ? current.viewer : null;
}
