import { startTransition, useEffect, useState } from 'react';
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

/**
 * False on a server and while the browser hydrates a server-rendered page; true once the route
 * (and the site's footer) has hydrated (`layout/MarkHydrated` marks `<html data-hydrated>`
 * then). A plain check, not a hook that changes: a re-render of a page that still holds dehydrated server markup below it
 * would throw that markup away. So `useModule` belongs in parts that hydrate with the header or
 * the route (the layout's boundaries), not inside a `Suspense` boundary of the page that
 * hydrates later.
 */
const pageHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');

function useDeferredModule<T>(store: ModuleStore<T>, start: DeferredStart): T | undefined {
  // A server render and the hydration of its page show the placeholder (the server never loads
  // the module, and the browser's first render must match it); later renders (a client-side
  // navigation) show a loaded module at once.
  const [loaded, setLoaded] = useState(() => (pageHydrated() ? store.snapshot() : undefined));
  useEffect(() => {
    // The module's arrival renders as a transition: React renders the part in slices and yields
    // between them, instead of one long task that blocks the phone's main thread.
    const show = () => startTransition(() => setLoaded(store.snapshot));
    const unsubscribe = store.subscribe(show);
    if (store.snapshot() !== undefined) show();
    return unsubscribe;
  }, [store]);
  useEffect(() => {
    if (loaded || start === 'interaction') return;
    // A failed load leaves the placeholder; an interaction tries again.
    const go = () => void store.load().catch(() => undefined);
    if (start === 'idle') return whenIdle(go);
    go();
  }, [loaded, start, store]);
  return loaded;
}
