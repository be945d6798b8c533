// The one way a component writes through the API: TanStack Query's useMutation with what every
// write on the site needs. `busy` while it runs (a button disables itself, so a second click sends
// nothing twice), `error` as the words a person reads (the API's own message, else the spec's
// generic one) and the field the API named, and the reads it changes invalidated once it
// succeeds, so every area that shows them asks again.

import { useCallback } from 'react';
import { ApiCallError, messageForPerson } from 'page-runtime';
import type { ResourceName } from 'shared-contracts/api';
import { invalidateResources } from './queryCache';
import { useMutation, useQueryClient } from './queryLibrary';

export interface ApiMutationOptions<V, R> {
  /** The resources whose reads the write changes (RESOURCES_A_SAVE_CHANGES ...). */
  invalidates?: readonly ResourceName[];
  onSuccess?: (answer: R, variables: V) => void;
  /** Told of a failure with its message for a person and the field the API named; `error` holds them as well. */
  onError?: (message: string, variables: V, field: string | null) => void;
}

/** A write that takes nothing (its variables are unknown) is run without any. */
type RunArguments<V> = unknown extends V ? [variables?: V] : [variables: V];

export interface ApiMutation<V, R> {
  /** Sends the write; resolves with its answer, or undefined when it failed (see `error`). */
  run: (...variables: RunArguments<V>) => Promise<R | undefined>;
  busy: boolean;
  /** What to tell the person about the last failure; null after a success, a new run or reset(). */
  error: string | null;
  /** The field the API named in that failure (a form shows the error beside it); null when none. */
  errorField: string | null;
  /** What the running write was given (which row's button is busy); undefined when none runs. */
  pending: V | undefined;
  /** The last write succeeded (a form that moves on after it stays disabled until it has). */
  succeeded: boolean;
  reset: () => void;
}

const fieldOf = (error: unknown): string | null => (error instanceof ApiCallError ? (error.field ?? null) : null);

export function useApiMutation<V, R>(write: (variables: V) => Promise<R>, options: ApiMutationOptions<V, R> = {}): ApiMutation<V, R> {
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, onError } = options;
  const mutation = useMutation({
    mutationFn: write,
    onSuccess: async (answer: R, variables: V) => {
      if (invalidates.length > 0) await invalidateResources(queryClient, invalidates);
      onSuccess?.(answer, variables);
    },
    onError: (error: unknown, variables: V) => onError?.(messageForPerson(error), variables, fieldOf(error)),
  });
  const { mutateAsync, isPending, isSuccess, error, variables, reset } = mutation;
  const run = useCallback((...[next]: RunArguments<V>) => mutateAsync(next as V).catch(() => undefined), [mutateAsync]);
  return {
    run,
    busy: isPending,
    error: error ? messageForPerson(error) : null,
    errorField: fieldOf(error),
    pending: isPending ? variables : undefined,
    succeeded: isSuccess,
    reset,
  };
}
