/**
 * Where the script-tag loader leaves the answers it asked for ahead, by request URL (a
 * registered symbol on the window): the page's storefront (dom/prefetchedFetch.ts, core's
 * `preloaded`) takes each one once, instead of sending the same request after the widget code
 * has arrived.
 */
export const PREFETCH_KEY = Symbol.for('storefront-kit.prefetch');
