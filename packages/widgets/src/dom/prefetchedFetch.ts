import { PREFETCH_KEY } from '../script/prefetchKey';

type Prefetched = Map<string, Promise<Response>>;

/**
 * The answer the script-tag loader already asked for at `url` (a GET of the page's cards'
 * products: loader.ts, `PREFETCH_KEY`), taken once; `undefined` when there is none. Core's
 * `preloaded` option: the card's first read then needs neither the transport's code nor a
 * request of its own (an answer that is not a success is asked for again by the transport, which
 * reports it as its own).
 */
export function takePrefetched(
  win: Window = window,
): (url: string) => Promise<Response> | undefined {
  return (address) => {
    // Keyed by absolute URL, as the loader asked (core joins `data-api` and the path).
    const url = new URL(address, win.location.href).href;
    const prefetched = (win as unknown as Record<symbol, Prefetched | undefined>)[PREFETCH_KEY];
    const ahead = prefetched?.get(url);
    if (ahead) prefetched?.delete(url);
    return ahead;
  };
}
