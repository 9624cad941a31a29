import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from './whenIdle';

/** When a deferred module starts loading: after the first paint, at once, or on interaction. */
export type DeferredStart = 'idle' | 'now' | 'interaction';

/** A module a page loads after its first paint (see {@link deferred}). */
export interface Deferred<T> {
  /** Starts loading (once; a failed load is tried again on the next call). */
  load(): Promise<T>;
  /**
   * The module once loaded, else `undefined` (render a placeholder of the same size meanwhile).
   * Starts loading when the browser is first idle (`'idle'`, the default), at once (`'now'`),
   * or only when `load()` is called (`'interaction'`); every caller re-renders when it arrives.
   */
  useModule(start?: DeferredStart): T | undefined;
}

/**
 * A part of a page that its first paint does not need (below the fold, or behind an
 * interaction): its code is a chunk of its own, loaded after the first paint. Once loaded it
 * renders synchronously (no Suspense fallback in between), also on later visits.
 *
 * @example
 * const extras = deferred(() => import('./ProductExtras'));
 * const Extras = extras.useModule();
 * return Extras ? <Extras.ProductBelowFold /> : <div className="product-page-extras-placeholder" />;
 */
export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const store: ModuleStore<T> = {
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => module,
  };
  return { load, useModule: (start = 'idle') => useDeferredModule(store, start) };
}

interface ModuleStore<T> {
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
  snapshot(): T | undefined;
}

const none = () => undefined;

function useDeferredModule<T>(store: ModuleStore<T>, start: DeferredStart): T | undefined {
  // A server render and the hydration of its page show the placeholder (the server never loads
  // the module, and the browser's first render must match it); the module shows right after.
  const current = useSyncExternalStore(store.subscribe, store.snapshot, none);
  useEffect(() => {
    if (current || start === 'interaction') return;
    // A failed load leaves the placeholder; an interaction tries again.
    const go = () => void store.load().catch(() => undefined);
    if (start === 'idle') return whenIdle(go);
    go();
  }, [current, start, store]);
  return current;
}
