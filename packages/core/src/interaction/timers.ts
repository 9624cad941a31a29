/**
 * The timer functions a controller schedules with. Inject your own to drive time by hand;
 * the default calls the global `setTimeout`/`clearTimeout` at call time, so fake timers
 * installed after import (`vi.useFakeTimers()`) are honoured.
 *
 * @example
 * const timers: Timers = { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: window.clearTimeout };
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up on every call. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
