// Areas activated by messages (design: 'areas activated by messages'): an area whose build declares
// the bus commands and events it handles is loaded the first time one of them is sent, not on every
// route. What is sent meanwhile waits for it: a command's request waits for the area's handler (the
// command bus), an event is held and handed to the area's handlers as they subscribe (the event bus).
// Once on the page the area stays, on every route, as it did when it was loaded everywhere.

import { HANDLER_GRACE_MS, type PageBus } from 'page-runtime';
import type { AreaHandles } from 'shared-contracts/platform';

export interface MessageActivation {
  /** True once a message asked for the area or it mounted for its own route: from then it stays on every route. */
  readonly active: () => boolean;
  /** Starts the area (or joins the start under way); settles when it has mounted or failed. */
  readonly activate: () => Promise<void>;
  /** The host's news: the area mounted, or its failure region is showing. */
  readonly mounted: () => void;
  readonly failed: (reason: string) => void;
}

export function createMessageActivation(bus: PageBus, handles: AreaHandles, mount: () => void): MessageActivation {
  let active = false;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let started: Promise<void> | undefined;
  const hold = bus.hold(handles.events);

  const activate = () => {
    started ??= new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
      if (!active) {
        active = true;
        mount();
      }
    });
    return started;
  };
  // Handlers subscribe from React effects, which run a little after the area mounts: keep the held
  // events for them that long, then let go.
  const release = () => setTimeout(() => hold.release(), HANDLER_GRACE_MS);

  bus.activateOn(handles.commands, activate);
  const events = new Set<string>(handles.events);
  bus.tap((event) => {
    if (!active && events.has(event.name)) void activate().catch(() => undefined);
  });

  return {
    active: () => active,
    activate,
    mounted: () => {
      active = true;
      settle?.resolve();
      settle = undefined;
      started ??= Promise.resolve();
      release();
    },
    failed: (reason) => {
      settle?.reject(new Error(reason));
      settle = undefined;
      release();
    },
  };
}
