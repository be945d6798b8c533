// The typed bus: events and commands (commandBus.ts); one instance per page because page-runtime is a Module
// Federation singleton (each area imports this module and gets the shell's copy). Each event name is an rxjs
// Subject: `on$` hands it out as a typed Observable for operators (debounce, throttle, buffer), and `on`/`emit`
// keep the plain calls most areas need. rxjs is bundled here, inside the page runtime, so the page carries the
// few operators it uses once, tree-shaken, rather than the whole library as a shared module.

import { Observable, Subject } from 'rxjs';
import { createCommandBus, type CommandBus } from './commandBus';
import type { CommandMap, EventMap } from 'shared-contracts/platform';

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
  /** The events of that name as an Observable (held ones first, as `on` hears them), for rxjs operators. */
  on$: <K extends keyof M>(name: K) => Observable<M[K]>;
  /** Calls the observer with every event, whatever its name (the employee debug panel); returns the unsubscribe function. */
  tap: (observer: (event: TappedEvent<M>) => void) => () => void;
  /** Keeps events of these names, from now until released, for handlers that subscribe meanwhile. */
  hold: (names: readonly (keyof M)[]) => EventHold;
}

function callSafely(call: () => void, what: string): void {
  try {
    call();
  } catch (error) {
    console.error(`[bus] ${what} threw`, error);
  }
}

export function createEventBus<M>(): EventBus<M> {
  const subjects = new Map<keyof M, Subject<unknown>>();
  const every = new Subject<TappedEvent<M>>();
  const holds = new Set<{ names: ReadonlySet<keyof M>; held: TappedEvent<M>[] }>();

  const subjectOf = (name: keyof M): Subject<unknown> => {
    let subject = subjects.get(name);
    if (!subject) subjects.set(name, (subject = new Subject()));
    return subject;
  };

  const on$: EventBus<M>['on$'] = <K extends keyof M>(name: K) =>
    new Observable<M[K]>((subscriber) => {
      const live = (subjectOf(name) as Subject<M[K]>).subscribe(subscriber);
      const late = [...holds].flatMap((open) => open.held.filter((event) => event.name === name));
      if (late.length > 0) {
        // After the subscribing call returns, as a live event would arrive; not if unsubscribed by then.
        queueMicrotask(() => {
          for (const event of late) if (!subscriber.closed) subscriber.next(event.payload as M[K]);
        });
      }
      return live;
    });

  return {
    emit(name, payload) {
      const event = { name, payload } as TappedEvent<M>;
      for (const open of holds) if (open.names.has(name)) open.held.push(event);
      // A Subject delivers to a copy of its subscribers: a handler may subscribe or unsubscribe meanwhile.
      subjects.get(name)?.next(payload);
      every.next(event);
    },
    on$,
    on(name, handler) {
      // One area's failing handler must not stop the others from hearing the event.
      const subscription = on$(name).subscribe((payload) => callSafely(() => handler(payload), `a handler of ${String(name)}`));
      return () => subscription.unsubscribe();
    },
    tap(observer) {
      // An observer that throws must not break the bus for the areas.
      const subscription = every.subscribe((event) => callSafely(() => observer(event), 'an observer of every event'));
      return () => subscription.unsubscribe();
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
