// What an area's components talk to: the page's API client, session and bus, plus whatever else the
// area names. A context, so a component test hands in a client of its own; on the site the defaults
// are the page runtime's singletons. Every area makes its own with createAreaDeps.

import { createContext, useContext, type Context } from 'react';
import { api, type ApiClient, bus, type PageBus, session, type SessionStore } from 'page-runtime';

export interface AreaDeps {
  client: ApiClient;
  session: SessionStore;
  /** The page's bus: its events, and the commands the area handles or sends. */
  events: PageBus;
}

export interface AreaDepsKit<D extends AreaDeps> {
  /** Provided by component tests; the site leaves the defaults. */
  Context: Context<D>;
  useDeps: () => D;
}

/** An area's deps context: the page's client, session and bus, and `extra` (the business area's acting-as store). */
export function createAreaDeps<E extends object = Record<never, never>>(extra?: E): AreaDepsKit<AreaDeps & E> {
  const Context = createContext<AreaDeps & E>({ client: api, session, events: bus, ...(extra as E) });
  // Its name in React's developer tools, and how the registry recognises react-kit bundled into a build.
  Context.displayName = 'PinboardAreaDeps';
  return { Context, useDeps: () => useContext(Context) };
}
