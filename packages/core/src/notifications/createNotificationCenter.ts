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
   * restarts with this notification's duration.
   */
  readonly notify: Notifier;
  dismiss(id: number): void;
  clear(): void;
  /** Stops every timer and removes every toast. */
  dispose(): void;
}

// setTimeout fires at once for delays beyond a signed 32-bit int.
const MAX_DELAY = 2 ** 31 - 1;

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
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const stop = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const dismiss = (id: number) => {
    stop(id);
    const list = toasts.peek();
    const rest = list.filter((toast) => toast.id !== id);
    if (rest.length !== list.length) toasts.value = rest;
  };
  const clear = () => {
    for (const id of timers.keys()) stop(id);
    toasts.value = [];
  };

  return {
    toasts,
    notify({ kind, message, duration: ms = duration }) {
      // peek: a store may notify from inside an effect, which must not subscribe to the toasts.
      const list = toasts.peek();
      const same = list.find((toast) => toast.kind === kind && toast.message === message);
      // A repeat keeps its id and place, but is a new object so the UI can restart its timer.
      const toast: Toast = { id: same?.id ?? nextId++, kind, message, duration: ms };
      const next = same ? list.map((item) => (item === same ? toast : item)) : [...list, toast];
      for (const dropped of next.splice(0, next.length - max)) stop(dropped.id);
      toasts.value = next;
      stop(toast.id);
      if (ms > 0 && ms <= MAX_DELAY) {
        timers.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), ms),
        );
      }
    },
    dismiss,
    clear,
    dispose: clear,
  };
}
