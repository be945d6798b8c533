import { CommandHandlerConflictError, CommandTimeoutError, createCommandBus, HANDLER_GRACE_MS, NoCommandHandlerError } from './commandBus';
import type { CommandSpec } from 'shared-contracts/platform';
import { EVENTUALLY_MS } from 'test-support/eventually';

interface TestCommands {
  'pin/save': CommandSpec<{ pinId: string }, { kind: 'saved'; savedPinId: string } | { kind: 'failed'; message: string }>;
}

describe('the command bus', () => {
  afterEach(() => jest.useRealTimers());

  it("answers with its one handler's answer (success)", async () => {
    const bus = createCommandBus<TestCommands>();
    bus.handle('pin/save', async ({ pinId }) => ({ kind: 'saved', savedPinId: `${pinId}0` }));
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: 1000 })).resolves.toEqual({ kind: 'saved', savedPinId: '70' });
  });

  it("passes on the handler's failure", async () => {
    const bus = createCommandBus<TestCommands>();
    bus.handle('pin/save', async () => {
      throw new Error('board is full');
    });
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: 1000 })).rejects.toThrow('board is full');
  });

  it('refuses a second handler: a command has exactly one owner', () => {
    const bus = createCommandBus<TestCommands>();
    bus.handle('pin/save', async () => ({ kind: 'saved', savedPinId: '1' }));
    expect(() => bus.handle('pin/save', async () => ({ kind: 'saved', savedPinId: '2' }))).toThrow(CommandHandlerConflictError);
  });

  it('lets a handler go, after which another area may take the command', async () => {
    const bus = createCommandBus<TestCommands>();
    const off = bus.handle('pin/save', async () => ({ kind: 'saved', savedPinId: '1' }));
    expect(bus.handles('pin/save')).toBe(true);
    off();
    expect(bus.handles('pin/save')).toBe(false);
    bus.handle('pin/save', async () => ({ kind: 'saved', savedPinId: '2' }));
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: 1000 })).resolves.toEqual({ kind: 'saved', savedPinId: '2' });
  });

  it('runs the typed fallback when no area handles the command, and fails without one', async () => {
    const bus = createCommandBus<TestCommands>();
    const fallback = jest.fn(async () => ({ kind: 'saved' as const, savedPinId: 'profile' }));
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: EVENTUALLY_MS, fallback })).resolves.toEqual({
      kind: 'saved',
      savedPinId: 'profile',
    });
    expect(fallback).toHaveBeenCalledWith({ pinId: '7' });
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: 1000 })).rejects.toBeInstanceOf(NoCommandHandlerError);
  });

  it('does not run the fallback while an area handles the command', async () => {
    const bus = createCommandBus<TestCommands>();
    bus.handle('pin/save', async () => ({ kind: 'failed', message: 'no' }));
    const fallback = jest.fn(async () => ({ kind: 'saved' as const, savedPinId: 'profile' }));
    await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: EVENTUALLY_MS, fallback })).resolves.toEqual({
      kind: 'failed',
      message: 'no',
    });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('fails a request that gets no answer within its bound', async () => {
    jest.useFakeTimers();
    const bus = createCommandBus<TestCommands>();
    bus.handle('pin/save', () => new Promise(() => undefined));
    const answer = bus.request('pin/save', { pinId: '7' }, { timeoutMs: 5000 });
    const settled = expect(answer).rejects.toBeInstanceOf(CommandTimeoutError);
    await jest.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('hands an answer that comes after the bound to onLateAnswer', async () => {
    jest.useFakeTimers();
    const bus = createCommandBus<TestCommands>();
    let answer: (a: { kind: 'saved'; savedPinId: string }) => void = () => undefined;
    bus.handle('pin/save', () => new Promise((resolve) => (answer = resolve)));
    const late = jest.fn();
    const request = bus.request('pin/save', { pinId: '7' }, { timeoutMs: 5000, onLateAnswer: late });
    const settled = expect(request).rejects.toBeInstanceOf(CommandTimeoutError);
    await jest.advanceTimersByTimeAsync(5000);
    await settled;
    answer({ kind: 'saved', savedPinId: '70' });
    await jest.advanceTimersByTimeAsync(0);
    expect(late).toHaveBeenCalledWith({ kind: 'saved', savedPinId: '70' });
  });

  describe('an area activated by its commands', () => {
    it('loads the area on the first request and answers with the handler it registers: no request is lost', async () => {
      const bus = createCommandBus<TestCommands>();
      let activations = 0;
      bus.activateOn(['pin/save'], async () => {
        activations += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        bus.handle('pin/save', async ({ pinId }) => ({ kind: 'saved', savedPinId: `${pinId}1` }));
      });
      const fallback = jest.fn(async () => ({ kind: 'failed' as const, message: 'fallback' }));
      await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: EVENTUALLY_MS, fallback })).resolves.toEqual({
        kind: 'saved',
        savedPinId: '71',
      });
      expect(activations).toBe(1);
      expect(fallback).not.toHaveBeenCalled();
    });

    it('waits for a handler registered after the area has mounted (React runs effects later)', async () => {
      const bus = createCommandBus<TestCommands>();
      bus.activateOn(['pin/save'], async () => {
        setTimeout(() => bus.handle('pin/save', async () => ({ kind: 'saved', savedPinId: 'late' })), 30);
      });
      await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: EVENTUALLY_MS })).resolves.toEqual({
        kind: 'saved',
        savedPinId: 'late',
      });
    });

    it('answers with the fallback when the area cannot be loaded', async () => {
      const bus = createCommandBus<TestCommands>();
      bus.activateOn(['pin/save'], () => Promise.reject(new Error('mf_boards is down')));
      await expect(
        bus.request(
          'pin/save',
          { pinId: '7' },
          { timeoutMs: 1000, fallback: async () => ({ kind: 'failed', message: 'saved to profile' }) },
        ),
      ).resolves.toEqual({ kind: 'failed', message: 'saved to profile' });
    });

    it('answers with the fallback when the mounted area never takes the command', async () => {
      jest.useFakeTimers();
      const bus = createCommandBus<TestCommands>();
      bus.activateOn(['pin/save'], async () => undefined);
      const answer = bus.request(
        'pin/save',
        { pinId: '7' },
        { timeoutMs: 60_000, fallback: async () => ({ kind: 'failed', message: 'none' }) },
      );
      await jest.advanceTimersByTimeAsync(HANDLER_GRACE_MS);
      await expect(answer).resolves.toEqual({ kind: 'failed', message: 'none' });
    });

    it('fails with the timeout when the area takes longer than the request may wait', async () => {
      const bus = createCommandBus<TestCommands>();
      bus.activateOn(['pin/save'], () => new Promise(() => undefined));
      await expect(bus.request('pin/save', { pinId: '7' }, { timeoutMs: 20 })).rejects.toBeInstanceOf(CommandTimeoutError);
    });
  });
});
