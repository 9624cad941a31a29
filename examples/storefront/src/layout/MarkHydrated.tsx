import { useHydrated } from '@storefront-kit/react';
import { useEffect } from 'react';

/**
 * Marks the page interactive (`<html data-hydrated>`) once its route has hydrated and shows
 * what only the browser knows (the session, the cart). The browser tests wait for it, and
 * `deferred.ts` reads it. It sits beside the route in each layout (in the site's, inside its
 * innermost boundary, so it commits with the page, after the header; in the dashboard's) and in
 * the error page that replaces a layout.
 */
export function MarkHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return null;
}
