import { createStorefront, type Storefront, type StorefrontOptions } from '@storefront-kit/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { StorefrontContextProvider } from './StorefrontContextProvider';

export type StorefrontProviderProps = {
  children?: ReactNode;
} & (
  | {
      /** A storefront created by the caller (e.g. shared with widgets on the page). */
      storefront: Storefront;
      options?: never;
    }
  | {
      storefront?: never;
      /**
       * Options of the storefront this provider creates (once) and disposes on unmount.
       * @example <StorefrontProvider options={{ baseUrl: '/api/v1', guestCart: 'login-required' }}>
       */
      options: StorefrontOptions;
    }
);

/**
 * Provides one storefront to the tree: the client, session, cart, coupon flow, toasts and the
 * embedder's message overrides. Pass `options` to let it create one, or `storefront` to share one.
 */
export function StorefrontProvider(props: StorefrontProviderProps) {
  const [owned] = useState(() => (props.storefront ? null : createStorefront(props.options)));
  const storefront = props.storefront ?? (owned as Storefront);
  // Disposed a task after unmount, unless mounted again first: StrictMode's simulated unmount
  // and remount (in development) must not leave the tree on a disposed storefront (no storage
  // listener, no expiry check, no subscribers).
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!owned) return;
    clearTimeout(pendingDispose.current);
    return () => {
      pendingDispose.current = setTimeout(() => owned.dispose(), 0);
    };
  }, [owned]);
  return (
    <StorefrontContextProvider storefront={storefront}>{props.children}</StorefrontContextProvider>
  );
}
