import { useHydrated } from '@storefront-kit/react';
import { useEffect } from 'react';

/** The parts of the page that have hydrated (each layout's boundaries; see `MarkHydrated`). */
const hydratedParts = new Set<string>();

/**
 * Marks the page interactive (`<html data-hydrated>`) once its route has hydrated and shows
 * what only the browser knows (the session, the cart). The browser tests wait for it, and
 * `deferred.ts` reads it. It sits beside the route in each layout (in the site's, inside its
 * innermost boundary, so it commits with the page, after the header; in the dashboard's) and in
 * the error page that replaces a layout.
 *
 * A layout whose server-rendered markup hydrates in more than one part names them: each part
 * renders a marker with its own `part` and the others' names in `waitFor`, and the page is
 * marked when the last of them has hydrated. The site's footer is such a part (its code may
 * arrive after the page's): until it hydrates, a link in it is still the server's plain link,
 * and its markup must still match what the browser renders.
 */
export function MarkHydrated({
  part = 'page',
  waitFor = [],
}: {
  /** The name of the part this marker hydrates with. @default 'page' */
  part?: string;
  /** The parts that must have hydrated too before the page is marked. */
  waitFor?: readonly string[];
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    hydratedParts.add(part);
    if (waitFor.every((name) => hydratedParts.has(name))) {
      document.documentElement.setAttribute('data-hydrated', '');
    }
  }, [hydrated, part, waitFor]);
  return null;
}
