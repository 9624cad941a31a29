import { PREFETCH_KEY } from '../script/prefetchKey';

type Prefetched = Map<string, Promise<Response>>;

/** Takes the loader's answer for `url` out of the page's store, once. */
const takeFrom =
  (win: Window) =>
  (url: string): Promise<Response> | undefined => {
    const prefetched = (win as unknown as Record<symbol, Prefetched | undefined>)[PREFETCH_KEY];
    const ahead = prefetched?.get(url);
    if (ahead) prefetched?.delete(url);
    return ahead;
  };

/**
 * The answer the script-tag loader already asked for at `url` (a GET of the page's cards'
 * products: loader.ts, `PREFETCH_KEY`), taken once; `undefined` when there is none. Core's
 * `preloaded` option: the card's first read then needs neither the transport's code nor a
 * request of its own. An answer that is not a success is put back for the transport, which core
 * then asks and which reads it as its own (the status, the server's message) without asking again.
 */
export function takePrefetched(
  win: Window = window,
): (url: string) => Promise<Response> | undefined {
  const take = takeFrom(win);
  return (address) => {
    // Keyed by absolute URL, as the loader asked (core joins `data-api` and the path).
    const url = new URL(address, win.location.href).href;
    return take(url)?.then((response) => {
      if (!response.ok) {
        const prefetched = (win as unknown as Record<symbol, Prefetched | undefined>)[PREFETCH_KEY];
        prefetched?.set(url, Promise.resolve(response));
      }
      return response;
    });
  };
}

/**
 * A `fetch` for the page's storefront that first takes, once, an answer the script-tag loader
 * already asked for (the products of the page's cards: loader.ts, `PREFETCH_KEY`), and otherwise
 * fetches. Only for a GET of the very same URL; an answer that failed to arrive is asked for
 * again. Core checks the answer as any other (status, envelope, schema).
 */
export function prefetchedFetch(win: Window = window): typeof fetch {
  const take = takeFrom(win);
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = request ? request.url : input instanceof URL ? input.href : String(input);
    const ahead = method === 'GET' ? take(url) : undefined;
    if (!ahead) return win.fetch(input, init);
    return ahead.catch(() => win.fetch(input, init));
  };
}
