/**
 * Fakes only the date (Date.now and new Date), from now: a test moves it with
 * jest.setSystemTime or jest.advanceTimersByTime while timers and I/O stay real, so a real API
 * and database keep working. Call it before starting the API, whose budgets read the date.
 */
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
