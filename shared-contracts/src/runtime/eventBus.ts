// The typed bus: events (rxjs inside) and commands (commandBus.ts); one instance per page because shared-contracts is a Module
// Federation singleton (each area imports this module and gets the shell's copy).

import { Subject, filter, map, type Observable } from 'rxjs';
import { createCommandBus, type CommandBus } from './commandBus';
import type { CommandMap, EventMap } from './events';

/** One event as it crossed the bus: its name and payload, for observers of every event. */
export type TappedEvent<M> = { [K in keyof M]: { name: K; payload: M[K] } }[keyof M];

export interface EventBus<M> {
  emit: <K extends keyof M>(name: K, payload: M[K]) => void;
  /** Calls the handler for each event of that name; returns the unsubscribe function. */
  on: <K extends keyof M>(name: K, handler: (payload: M[K]) => void) => () => void;
  stream: <K extends keyof M>(name: K) => Observable<M[K]>;
  /** Calls the observer with every event, whatever its name (the employee debug panel); returns the unsubscribe function. */
  tap: (observer: (event: TappedEvent<M>) => void) => () => void;
}

export function createEventBus<M>(): EventBus<M> {
  const subject = new Subject<TappedEvent<M>>();
  const stream = <K extends keyof M>(name: K): Observable<M[K]> =>
    subject.pipe(
      filter((e) => e.name === name),
      map((e) => e.payload as M[K]),
    );
  return {
    emit(name, payload) {
      subject.next({ name, payload });
    },
    on(name, handler) {
      // One area's failing handler must not stop the others from hearing the event.
      const subscription = stream(name).subscribe((payload) => {
        try {
          handler(payload);
        } catch (error) {
          console.error(`[bus] a handler of ${String(name)} threw`, error);
        }
      });
      return () => subscription.unsubscribe();
    },
    stream,
    tap(observer) {
      // An observer that throws must not break the bus for the areas.
      const subscription = subject.subscribe((event) => {
        try {
          observer(event);
        } catch (error) {
          console.error('[bus] an observer of every event threw', error);
        }
      });
      return () => subscription.unsubscribe();
    },
  };
}

/** The page's bus: events anyone may hear, and commands with one owner each. */
export type PageBus = EventBus<EventMap> & CommandBus<CommandMap>;

export function createPageBus(): PageBus {
  return { ...createEventBus<EventMap>(), ...createCommandBus<CommandMap>() };
}

export const bus: PageBus = createPageBus();
