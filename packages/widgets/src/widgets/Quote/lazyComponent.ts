import type { ComponentType } from 'react';

/** A component whose code is imported on first use (a dialog opened by a click). */
export interface LazyComponent<Props> {
  /** The component once its code has arrived, else `undefined`. */
  peek(): ComponentType<Props> | undefined;
  /**
   * Imports the code once (callers share the import in flight); a failed import is forgotten,
   * so the next call tries again.
   */
  load(): Promise<ComponentType<Props>>;
}

/**
 * Wraps a dynamic `import()` so a widget loads a dialog's code only when it is opened (the
 * script-tag bundle puts it in its own chunk). Unlike `React.lazy`, a failed import can be retried
 * and needs no error boundary: `useLazyDialog` reports it as a state.
 *
 * @example
 * const quoteModal = lazyComponent(() => import('./QuoteModalWidget').then((m) => m.QuoteModalWidget));
 */
export function lazyComponent<Props>(
  factory: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  return {
    peek: () => loaded,
    load() {
      pending ??= factory().then(
        (component) => {
          loaded = component;
          return component;
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
