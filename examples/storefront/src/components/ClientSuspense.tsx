import { useHydrated } from '@storefront-kit/react';
import { type ReactNode, Suspense } from 'react';

/**
 * `Suspense` around a part whose code loads in the browser after the first paint (`lazy`): a
 * server render, and the hydration of its page, show `fallback` (a server cannot wait for the
 * chunk, and the browser's first render must match the server's); the part renders right after.
 * In a page rendered in the browser it is a plain `Suspense`.
 *
 * A part that belongs in the server's HTML (the footer's links) takes a plain `Suspense`
 * instead: the server render waits for its code, and hydration keeps that markup until the
 * code arrives in the browser.
 */
export function ClientSuspense({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
