import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs every test of the file or `describe` it is called in on vitest's fake timers, in a way
 * testing-library (waitFor, user-event) copes with: its async wrapper waits with `setTimeout(0)` and advances fake
 * timers only through a global `jest`, so a `jest.advanceTimersByTime` is stubbed to vitest's.
 * After each test the timers are real again and every stubbed global (also the test's own,
 * e.g. `matchMedia`) is restored. Pair it with `setupUser()`; a test may `vi.useRealTimers()`.
 *
 * @example
 * fakeTimersInEachTest();
 * it('closes after 150 ms', async () => {
 *   const user = setupUser();
 *   render(<Menu />);
 *   await user.hover(trigger());
 *   advance(150);
 * });
 */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** user-event whose delays advance vitest's fake timers (see `fakeTimersInEachTest`). */
export function setupUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Advances the fake timers by `ms` inside React's `act`, so what they change is rendered. */
export function advance(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}
