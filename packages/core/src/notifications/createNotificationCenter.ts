import { type ReadonlySignal, signal } from '@preact/signals-core';
import { TOAST_DURATION_MS } from '../constants';
import type { Notifier, Toast } from './types';

/** Options of `createNotificationCenter`. */
export interface NotificationCenterOptions {
  /**
   * Milliseconds a toast stays when its notification gives no `duration`.
   * @default 5000
   */
  duration?: number;
  /**
   * Toasts shown at once; beyond it the oldest is dropped.
   * @default 5
   * @example createNotificationCenter({ max: 3 })
   */
  max?: number;
}

/** The toasts of a page: core's stores `notify`, the UI renders `toasts`. */
export interface NotificationCenter {
  /** Visible toasts, oldest first. */
  readonly toasts: ReadonlySignal<readonly Toast[]>;
  /**
   * Shows a toast. The same kind and message already visible is not repeated: its timer
   * restarts with this notification's duration. A notification with a `key` replaces the
   * visible toast of the same key, in its place.
   */
  readonly notify: Notifier;
  dismiss(id: number): void;
  /**
   * Stops the clock of one toast, or without `id` of every toast (those shown later too),
   * e.g. while the pointer is over the toasts or focus is inside them (WAI: a toast must
   * not vanish while it is being read). The time left is kept, not restarted.
   * @example region.onpointerenter = () => center.pause();
   */
  pause(id?: number): void;
  /**
   * Lifts `pause(id)` for that toast, or without `id` lifts `pause()`; a toast's clock runs
   * again, for the time it had left, once neither pause holds it.
   * @example region.onpointerleave = () => center.resume();
   */
  resume(id?: number): void;
  clear(): void;
  /**
   * Dismisses the toasts shown more than `maxAgeMs` ago: call it when the page changes, so
   * what was said about the page left goes, while what the change itself announced (shown
   * just before it, e.g. 'Payment successful!' on the way to /success) stays.
   * @default maxAgeMs 1000
   * @example router.subscribe(() => center.clearStale());
   */
  clearStale(maxAgeMs?: number): void;
  /** Stops every timer and removes every toast. */
  dispose(): void;
}

// setTimeout fires at once for delays beyond a signed 32-bit int.
const MAX_DELAY = 2 ** 31 - 1;

/** The clock of a toast that leaves by itself. */
interface Clock {
  /** Milliseconds left when it last stopped (or its duration). */
  remaining: number;
  /** When the running timer started (`Date.now()`). */
  startedAt: number;
  /** Set while the clock runs. */
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Holds the toasts that core's stores report (spec: 5000 ms, top-right), each dismissed after
 * its duration.
 *
 * @example
 * const center = createNotificationCenter();
 * const session = createSession({ notify: center.notify });
 * effect(() => render(center.toasts.value));
 */
export function createNotificationCenter({
  duration = TOAST_DURATION_MS,
  max = 5,
}: NotificationCenterOptions = {}): NotificationCenter {
  const toasts = signal<readonly Toast[]>([]);
  const clocks = new Map<number, Clock>();
  const pausedIds = new Set<number>();
  // When each visible toast was (last) shown, for clearStale.
  const shownAt = new Map<number, number>();
  let pausedAll = false;
  let nextId = 1;

  const isPaused = (id: number) => pausedAll || pausedIds.has(id);
  /** Starts the clock of a toast for its time left, unless it is paused or running. */
  const run = (id: number) => {
    const clock = clocks.get(id);
    if (!clock || clock.timer !== undefined || isPaused(id)) return;
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => dismiss(id), clock.remaining);
  };
  /** Stops the clock of a toast, keeping the time it has left. */
  const halt = (id: number) => {
    const clock = clocks.get(id);
    if (clock?.timer === undefined) return;
    clearTimeout(clock.timer);
    clock.timer = undefined;
    clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
  };
  const stop = (id: number) => {
    clearTimeout(clocks.get(id)?.timer);
    clocks.delete(id);
  };
  /** Drops everything held for a toast that leaves. */
  const forget = (id: number) => {
    stop(id);
    pausedIds.delete(id);
    shownAt.delete(id);
  };
  const dismiss = (id: number) => {
    forget(id);
    const list = toasts.peek();
    const rest = list.filter((toast) => toast.id !== id);
    if (rest.length !== list.length) toasts.value = rest;
  };
  const clear = () => {
    for (const id of clocks.keys()) stop(id);
    pausedIds.clear();
    shownAt.clear();
    toasts.value = [];
  };
  const visible = (id: number) => toasts.peek().some((toast) => toast.id === id);

  return {
    toasts,
    notify({ kind, message, duration: ms = duration, key }) {
      // peek: a store may notify from inside an effect, which must not subscribe to the toasts.
      const list = toasts.peek();
      const matches = list.filter(
        (toast) =>
          (key !== undefined && toast.key === key) ||
          (toast.kind === kind && toast.message === message),
      );
      const same = matches[0];
      // A repeat keeps its id and place, but is a new object so the UI can restart its timer;
      // new words in the place of the same subject get a new id (a new live announcement).
      const repeat = same && same.kind === kind && same.message === message;
      const toast: Toast = {
        id: repeat ? same.id : nextId++,
        kind,
        message,
        duration: ms,
        ...(key === undefined ? {} : { key }),
      };
      // Replaced in the place of the first match; any other match (the same words under
      // another key) goes, so one thing is never said twice.
      const next = same
        ? list.flatMap((item) => (item === same ? [toast] : matches.includes(item) ? [] : [item]))
        : [...list, toast];
      for (const gone of repeat ? matches.slice(1) : matches) forget(gone.id);
      for (const dropped of next.splice(0, next.length - max)) forget(dropped.id);
      toasts.value = next;
      shownAt.set(toast.id, Date.now());
      // A repeat's clock starts again with the new duration; a pause by id still holds it.
      stop(toast.id);
      if (ms > 0 && ms <= MAX_DELAY) {
        clocks.set(toast.id, { remaining: ms, startedAt: 0, timer: undefined });
        run(toast.id);
      }
    },
    dismiss,
    pause(id) {
      if (id === undefined) {
        pausedAll = true;
        for (const key of clocks.keys()) halt(key);
      } else if (visible(id)) {
        pausedIds.add(id);
        halt(id);
      }
    },
    resume(id) {
      if (id === undefined) pausedAll = false;
      else pausedIds.delete(id);
      for (const key of id === undefined ? [...clocks.keys()] : [id]) run(key);
    },
    clear,
    clearStale(maxAgeMs = 1000) {
      const now = Date.now();
      for (const toast of toasts.peek()) {
        if (now - (shownAt.get(toast.id) ?? 0) > maxAgeMs) dismiss(toast.id);
      }
    },
    dispose: clear,
  };
}
