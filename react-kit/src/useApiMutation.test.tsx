import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiCallError } from 'page-runtime';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { QueryRoot } from './QueryRoot';
import { pageQueryClient, resourceKey } from './queryCache';
import { useApiMutation } from './useApiMutation';

const wrapper = ({ children }: { children: ReactNode }) => <QueryRoot>{children}</QueryRoot>;

afterEach(() => pageQueryClient().clear());

/** A write that waits until the test lets it answer. */
function heldWrite<R>() {
  const calls: Array<{ variables: string; answer: (value: R) => void; fail: (error: unknown) => void }> = [];
  const write = (variables: string) =>
    new Promise<R>((answer, fail) => {
      calls.push({ variables, answer, fail });
    });
  return { calls, write };
}

describe('useApiMutation', () => {
  it('is busy while the write runs, answers it, and invalidates the reads it names', async () => {
    const { calls, write } = heldWrite<{ id: string }>();
    const client = pageQueryClient();
    client.setQueryData(resourceKey('UserResource', { username: 'demo' }), { followerCount: 1 });
    client.setQueryData(resourceKey('BoardsResource', {}), []);
    const { result } = renderHook(() => useApiMutation(write, { invalidates: ['UserResource'] }), { wrapper });
    expect(result.current.busy).toBe(false);
    let answered: Promise<{ id: string } | undefined> | undefined;
    act(() => {
      answered = result.current.run('follow');
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    // Which write runs: a list shows the busy state on its own row.
    expect(result.current.pending).toBe('follow');
    expect(calls.map((c) => c.variables)).toEqual(['follow']);
    await act(async () => calls[0]?.answer({ id: '7' }));
    await expect(answered).resolves.toEqual({ id: '7' });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.pending).toBeUndefined();
    expect(result.current.succeeded).toBe(true);
    expect(client.getQueryState(resourceKey('UserResource', { username: 'demo' }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(resourceKey('BoardsResource', {}))?.isInvalidated).toBe(false);
  });

  it.each<[string, ApiCallError, string, string | null]>([
    ['the API’s own words', new ApiCallError(400, 'invalid', 'That name is taken.', 'name', true), 'That name is taken.', 'name'],
    [
      'the spec’s generic message when the server explained nothing',
      new ApiCallError(0, 'network_error', 'x', undefined, false),
      GENERIC_ERROR_MESSAGE,
      null,
    ],
  ])(
    'on a failure, says %s with the field it names, tells onError, resolves undefined and invalidates nothing',
    async (_case, failure, message, field) => {
      const { calls, write } = heldWrite<string>();
      const client = pageQueryClient();
      client.setQueryData(resourceKey('UserResource', { username: 'demo' }), { followerCount: 1 });
      const told: Array<[string, string, string | null]> = [];
      const { result } = renderHook(
        () =>
          useApiMutation(write, {
            invalidates: ['UserResource'],
            onError: (text, variables, named) => told.push([text, variables, named]),
          }),
        { wrapper },
      );
      let answered: Promise<string | undefined> | undefined;
      act(() => {
        answered = result.current.run('unfollow');
      });
      await waitFor(() => expect(calls).toHaveLength(1));
      await act(async () => calls[0]?.fail(failure));
      await expect(answered).resolves.toBeUndefined();
      await waitFor(() => expect(result.current.error).toBe(message));
      expect(result.current.errorField).toBe(field);
      expect(result.current.succeeded).toBe(false);
      expect(told).toEqual([[message, 'unfollow', field]]);
      expect(client.getQueryState(resourceKey('UserResource', { username: 'demo' }))?.isInvalidated).toBe(false);
      act(() => result.current.reset());
      await waitFor(() => expect(result.current.error).toBeNull());
    },
  );
});
