import { PREFETCH_KEY } from '../script/prefetchKey';

type Prefetched = Map<string, Promise<Response>>;

/**
 * A `fetch` for the page's storefront that first takes, once, an answer the script-tag loader
 * already asked for (the products of the page's cards: loader.ts, `PREFETCH_KEY`), and otherwise
 * fetches. Only for a GET of the very same URL; an answer that failed to arrive is asked for
 * again. Core checks the answer as any other (status, envelope, schema).
 */
export function prefetchedFetch(win: Window = window): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = request ? request.url : input instanceof URL ? input.href : String(input);
    const prefetched = (win as unknown as Record<symbol, Prefetched | undefined>)[PREFETCH_KEY];
    const ahead = method === 'GET' ? prefetched?.get(url) : undefined;
    if (!ahead) return win.fetch(input, init);
    prefetched?.delete(url);
    return ahead.catch(() => win.fetch(input, init));
  };
}
