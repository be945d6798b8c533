// Commands beside events (design: 'commands beside events'). What has exactly one owner and an
// answer (save, unsave) is a command: one area handles it, the caller awaits the answer with a
// bound, and a typed fallback runs when no area is there to handle it. What many may hear
// (saved, hidden, impressions) stays an event.

/** The name of each command, what it takes and what it answers. */
export type CommandSpec<P, A> = { payload: P; answer: A };

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
}

export function createCommandBus<C>(): CommandBus<C> {
  const handlers = new Map<keyof C, (payload: unknown) => Promise<unknown>>();
  return {
    handle(name, handler) {
      if (handlers.has(name)) throw new CommandHandlerConflictError(String(name));
      const registered = handler as (payload: unknown) => Promise<unknown>;
      handlers.set(name, registered);
      return () => {
        if (handlers.get(name) === registered) handlers.delete(name);
      };
    },
    handles: (name) => handlers.has(name),
    request(name, payload, { timeoutMs, fallback, onLateAnswer }) {
      const handler = handlers.get(name) ?? fallback;
      if (!handler) return Promise.reject(new NoCommandHandlerError(String(name)));
      return new Promise((resolve, reject) => {
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          reject(new CommandTimeoutError(String(name), timeoutMs));
        }, timeoutMs);
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
      });
    },
  };
}
