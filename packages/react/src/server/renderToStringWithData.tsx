import type { DehydratedQueryState, Storefront } from '@storefront-kit/core';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StorefrontProvider } from '../provider/StorefrontProvider';

/**
 * The markup of `element` once everything in it has resolved: React's `prerender`, which waits
 * for `lazy` components and other Suspense boundaries (`renderToString` would send their
 * fallbacks, and the browser would render them from scratch).
 */
export async function prerenderToString(element: ReactNode): Promise<string> {
  // Every boundary in place, however large: React would otherwise send a big one after the page
  // with an inline script to move it (which a strict CSP blocks).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Options of {@link renderToStringWithData}. */
export interface RenderWithDataOptions {
  /**
   * Render passes at most: data can reveal more queries (a product, then its related
   * products), each pass fetches what the last one observed. @default 4
   */
  maxPasses?: number;
  /** The renderer of one pass. @default prerenderToString (waits for `lazy` parts) */
  render?: (element: ReactNode) => string | Promise<string>;
}

/** What {@link renderToStringWithData} gives. */
export interface RenderWithDataResult {
  /** The markup of the last pass, rendered with every query it observed settled. */
  readonly html: string;
  /** The queries it rendered with, for the page (see `serializeServerState`, `readServerState`). */
  readonly queries: DehydratedQueryState;
  /** Passes rendered (1 when the tree observed no query). */
  readonly passes: number;
  /**
   * False when the last pass still left a Suspense boundary unrendered (its fallback is in
   * `html`): `maxPasses` was too few. Send the page unrendered then.
   */
  readonly complete: boolean;
}

/**
 * A boundary that the pass did not render: `renderToString` met a `lazy` part whose code was
 * not loaded yet and left it to the browser (`<!--$!-->` and the fallback), or a streaming
 * renderer sent its fallback to be replaced by a script (`<!--$?-->`).
 */
const suspended = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/**
 * Renders `element` on a server with its data: a pass renders the tree inside a
 * `StorefrontProvider` of `storefront` (created with `ssr: true`, so its query cache collects
 * what the render observes), the observed queries are fetched, and the tree renders again,
 * until a pass observes nothing new and leaves no `lazy` part unrendered. The hooks read as a
 * guest with an empty cart, as the
 * browser's first render does while hydrating (see `useHydrated`).
 *
 * @example
 * const storefront = createStorefront({ baseUrl: 'http://127.0.0.1:8787/api/v1', ssr: true });
 * try {
 *   const { html, queries } = await renderToStringWithData(<App url={url} />, storefront);
 *   page = template.replace('<!--app-->', html).replace('<!--state-->', serializeServerState(queries));
 * } finally {
 *   storefront.dispose();
 * }
 */
export async function renderToStringWithData(
  element: ReactNode,
  storefront: Storefront,
  options: RenderWithDataOptions = {},
): Promise<RenderWithDataResult> {
  const { maxPasses = 4, render = prerenderToString } = options;
  const tree = <StorefrontProvider storefront={storefront}>{element}</StorefrontProvider>;
  let html = await render(tree);
  let passes = 1;
  while (passes < maxPasses) {
    // Another pass when the last one observed new queries, or left a `lazy` part to the browser
    // (met for the first time by a renderer that cannot wait: loaded now, it renders next).
    const fetched = await storefront.queries.prefetchObserved();
    if (fetched === 0 && !suspended(html)) break;
    html = await render(tree);
    passes += 1;
  }
  return {
    html,
    queries: storefront.queries.dehydrate(),
    passes,
    complete: !suspended(html),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The queries as JSON that is safe inside `<script type="application/json">` (no `</script>`,
 * no HTML comment, whatever the data holds). A JSON data block is not executed, so it needs no
 * CSP exception; `readServerState` reads it back in the browser.
 *
 * @example `<script type="application/json" id="sk-state">${serializeServerState(queries)}</script>`
 */
export function serializeServerState(queries: DehydratedQueryState): string {
  return JSON.stringify(queries).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}
