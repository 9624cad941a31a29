import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on a server or hydrates a server-rendered page, true in every
 * other render (after hydration, or in a page rendered only in the browser). What exists only
 * on the shopper's device (the session, the cart in `localStorage`) is shown once it is true,
 * so the first render in the browser matches the server's HTML, then updates at once.
 *
 * @example
 * const hydrated = useHydrated();
 * return <span>{hydrated ? user?.name : null}</span>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
