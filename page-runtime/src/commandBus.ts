// Commands beside events (design: 'commands beside events'). What has exactly one owner and an
// answer (save, unsave) is a command: one area handles it, the caller awaits the answer with a
// bound, and a typed fallback runs when no area is there to handle it. What many may hear
// (saved, hidden, impressions) stays an event.

import type { CommandSpec } from 'shared-contracts/platform';

export type CommandHandler<C, K extends keyof C> = C[K] extends CommandSpec<infer P, infer A> ? (payload: P) => Promise<A> : never;
export type CommandPayload<C, K extends keyof C> = C[K] extends CommandSpec<infer P, unknown> ? P : never;
export type CommandAnswer<C, K extends keyof C> = C[K] extends CommandSpec<unknown, infer A> ? A : never;

export interface RequestOptions<C, K extends keyof C> {
  /** How long to wait for the handler's answer; past it the request fails with CommandTimeoutError. */
  timeoutMs: number;
  /** What answers when no area handles the command (its area is down or not loaded). */
  fallback?: CommandHandler<C, K>;
  /**
   * The handler's answer when it comes after the bound: the request has failed by then, but what
   * the handler did (a save made in a picker left open) still happened and may need saying.
   */
  onLateAnswer?: (answer: CommandAnswer<C, K>) => void;
}

export class CommandTimeoutError extends Error {
  constructor(command: string, timeoutMs: number) {
    super(`${command} got no answer in ${timeoutMs} ms.`);
    this.name = 'CommandTimeoutError';
  }
}

export class NoCommandHandlerError extends Error {
  constructor(command: string) {
    super(`No area handles ${command}.`);
    this.name = 'NoCommandHandlerError';
  }
}

export class CommandHandlerConflictError extends Error {
  constructor(command: string) {
    super(`${command} already has a handler: a command has exactly one owner.`);
    this.name = 'CommandHandlerConflictError';
  }
}

export interface CommandBus<C> {
  /** Makes this area the command's one handler; returns the function that gives it up. */
  handle: <K extends keyof C>(name: K, handler: CommandHandler<C, K>) => () => void;
  /** Whether some area handles the command now. */
  handles: (name: keyof C) => boolean;
  request: <K extends keyof C>(name: K, payload: CommandPayload<C, K>, options: RequestOptions<C, K>) => Promise<CommandAnswer<C, K>>;
  /**
   * An area that handles these commands once it is loaded (design: 'areas activated by messages'):
   * a request that finds no handler calls `activate` (the shell loads and mounts the area) and waits,
   * within its own bound, for the area's handler; only when the area cannot come does the fallback answer.
   */
  activateOn: (names: readonly (keyof C)[], activate: () => Promise<void>) => void;
}

/** How long after its area has mounted a command's handler may still take to register (React runs effects after mounting). */
export const HANDLER_GRACE_MS = 1000;

export function createCommandBus<C>(): CommandBus<C> {
  const handlers = new Map<keyof C, (payload: unknown) => Promise<unknown>>();
  const activations = new Map<keyof C, () => Promise<void>>();
  const waiting = new Map<keyof C, Set<() => void>>();

  /** The handler once its area has come, or undefined when the area failed or never took the command. */
  const handlerAfter = (name: keyof C, activate: () => Promise<void>) =>
    new Promise<((payload: unknown) => Promise<unknown>) | undefined>((resolve) => {
      let set = waiting.get(name);
      if (!set) waiting.set(name, (set = new Set()));
      const done = () => {
        set.delete(done);
        resolve(handlers.get(name));
      };
      set.add(done);
      activate().then(
        () => setTimeout(done, HANDLER_GRACE_MS),
        () => done(),
      );
    });

  return {
    handle(name, handler) {
      if (handlers.has(name)) throw new CommandHandlerConflictError(String(name));
      const registered = handler as (payload: unknown) => Promise<unknown>;
      handlers.set(name, registered);
      for (const wake of [...(waiting.get(name) ?? [])]) wake();
      return () => {
        if (handlers.get(name) === registered) handlers.delete(name);
      };
    },
    handles: (name) => handlers.has(name),
    activateOn(names, activate) {
      for (const name of names) activations.set(name, activate);
    },
    request(name, payload, { timeoutMs, fallback, onLateAnswer }) {
      const present = handlers.get(name);
      const activate = present ? undefined : activations.get(name);
      if (!present && !activate && !fallback) return Promise.reject(new NoCommandHandlerError(String(name)));
      return new Promise((resolve, reject) => {
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          reject(new CommandTimeoutError(String(name), timeoutMs));
        }, timeoutMs);
        const run = (handler: ((payload: unknown) => Promise<unknown>) | undefined) => {
          if (timedOut) return;
          if (!handler) {
            clearTimeout(timer);
            reject(new NoCommandHandlerError(String(name)));
            return;
          }
          let answered: Promise<unknown>;
          // The handler starts at once (as an event's would); one that throws fails the request like one that rejects.
          try {
            answered = handler(payload);
          } catch (error) {
            answered = Promise.reject(error instanceof Error ? error : new Error(String(error)));
          }
          answered
            .then(
              (answer) => {
                if (timedOut) onLateAnswer?.(answer as CommandAnswer<C, typeof name>);
                else resolve(answer as CommandAnswer<C, typeof name>);
              },
              (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
            )
            .finally(() => clearTimeout(timer));
        };
        const fallbackHandler = fallback as ((payload: unknown) => Promise<unknown>) | undefined;
        if (present) run(present);
        else if (activate) void handlerAfter(name, activate).then((handler) => run(handler ?? fallbackHandler));
        else run(fallbackHandler);
      });
    },
  };
}
