// The typed bus: events and commands (commandBus.ts); one instance per page because shared-contracts is a Module
// Federation singleton (each area imports this module and gets the shell's copy). Events are a map of handler
// sets: the bus needs no stream operators, so it carries no stream library into every page.

import { createCommandBus, type CommandBus } from './commandBus';
import type { CommandMap, EventMap } from './events';

/** One event as it crossed the bus: its name and payload, for observers of every event. */
export type TappedEvent<M> = { [K in keyof M]: { name: K; payload: M[K] } }[keyof M];

/**
 * Events kept for handlers that are not there yet: an area the shell is loading because of them
 * (design: 'areas activated by messages'). Every handler of one of these names that subscribes
 * while the hold is open hears what was held, in order, once; `release` closes it.
 */
export interface EventHold {
  release: () => void;
}

export interface EventBus<M> {
  emit: <K extends keyof M>(name: K, payload: M[K]) => void;
  /** Calls the handler for each event of that name; returns the unsubscribe function. */
  on: <K extends keyof M>(name: K, handler: (payload: M[K]) => void) => () => void;
  /** Calls the observer with every event, whatever its name (the employee debug panel); returns the unsubscribe function. */
  tap: (observer: (event: TappedEvent<M>) => void) => () => void;
  /** Keeps events of these names, from now until released, for handlers that subscribe meanwhile. */
  hold: (names: readonly (keyof M)[]) => EventHold;
}

type AnyHandler = (payload: unknown) => void;

function callSafely(call: () => void, what: string): void {
  try {
    call();
  } catch (error) {
    console.error(`[bus] ${what} threw`, error);
  }
}

export function createEventBus<M>(): EventBus<M> {
  const handlers = new Map<keyof M, Set<AnyHandler>>();
  const observers = new Set<(event: TappedEvent<M>) => void>();
  const holds = new Set<{ names: ReadonlySet<keyof M>; held: TappedEvent<M>[] }>();

  return {
    emit(name, payload) {
      const event = { name, payload } as TappedEvent<M>;
      for (const open of holds) if (open.names.has(name)) open.held.push(event);
      // A copy: a handler may subscribe or unsubscribe while the event is delivered.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        // One area's failing handler must not stop the others from hearing the event.
        callSafely(() => handler(payload), `a handler of ${String(name)}`);
      }
      // An observer that throws must not break the bus for the areas.
      for (const observer of [...observers]) callSafely(() => observer(event), 'an observer of every event');
    },
    on(name, handler) {
      const registered = handler as AnyHandler;
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(registered);
      const late = [...holds].flatMap((open) => open.held.filter((event) => event.name === name));
      if (late.length > 0) {
        // After the subscribing call returns, as a live event would arrive; not if unsubscribed by then.
        queueMicrotask(() => {
          for (const event of late) if (set.has(registered)) callSafely(() => registered(event.payload), `a handler of ${String(name)}`);
        });
      }
      return () => {
        set.delete(registered);
      };
    },
    tap(observer) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
    hold(names) {
      const open = { names: new Set(names), held: [] as TappedEvent<M>[] };
      holds.add(open);
      return {
        release: () => {
          holds.delete(open);
        },
      };
    },
  };
}

/** The page's bus: events anyone may hear, and commands with one owner each. */
export type PageBus = EventBus<EventMap> & CommandBus<CommandMap>;

export function createPageBus(): PageBus {
  return { ...createEventBus<EventMap>(), ...createCommandBus<CommandMap>() };
}

export const bus: PageBus = createPageBus();
