import type { DehydratedQueryState } from '@storefront-kit/core';

/**
 * The queries a server rendered the page with (`serializeServerState` of
 * `@storefront-kit/react/server`, in `<script type="application/json" id="…">`), for
 * `createStorefront({ initialQueries })` before hydrating. Undefined when the page has no such
 * script or its content is not the expected JSON (the page then loads its data itself).
 *
 * @example
 * const storefront = createStorefront({ baseUrl: '/api/v1', initialQueries: readServerState() });
 */
export function readServerState(
  id = 'sk-state',
  root: Pick<Document, 'getElementById'> = document,
): DehydratedQueryState | undefined {
  const text = root.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      value &&
      typeof value === 'object' &&
      Array.isArray((value as DehydratedQueryState).queries)
    ) {
      return value as DehydratedQueryState;
    }
  } catch {
    // Corrupt: render from scratch rather than fail the page.
  }
  return undefined;
}
