import type { ComponentType } from 'react';

/** A value (a dialog's component, a feature's code) imported on first use. */
export interface LazyValue<Value> {
  /** The value once its code has arrived, else `undefined`. */
  peek(): Value | undefined;
  /**
   * Imports the code once (callers share the import in flight); a failed import is forgotten,
   * so the next call tries again.
   */
  load(): Promise<Value>;
}

/** A component whose code is imported on first use (a dialog opened by a click). */
export type LazyComponent<Props> = LazyValue<ComponentType<Props>>;

/**
 * Wraps a dynamic `import()` so a widget loads code only when it is needed (the script-tag
 * bundle puts it in its own chunk). A failed import can be retried.
 *
 * @example
 * const wishlistCode = lazyValue(() => import('./cardWishlist').then((m) => m.wishlistFeature));
 */
export function lazyValue<Value>(factory: () => Promise<Value>): LazyValue<Value> {
  let loaded: Value | undefined;
  let pending: Promise<Value> | undefined;
  return {
    peek: () => loaded,
    load() {
      pending ??= factory().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A dialog's component loaded on first use: unlike `React.lazy`, a failed import can be retried
 * and needs no error boundary (`useLazyDialog` reports it as a state).
 *
 * @example
 * const quoteModal = lazyComponent(() => import('./QuoteModalWidget').then((m) => m.QuoteModalWidget));
 */
export const lazyComponent: <Props>(
  factory: () => Promise<ComponentType<Props>>,
) => LazyComponent<Props> = lazyValue;
