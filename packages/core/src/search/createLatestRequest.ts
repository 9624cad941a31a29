/** One request of a {@link LatestRequest}. */
export interface RequestTicket {
  /** Aborted as soon as a newer request starts or the owner is disposed. */
  readonly signal: AbortSignal;
  /** True while no newer request has started: a late settlement must be dropped otherwise. */
  isLatest(): boolean;
}

/** Tracks the newest of a series of requests (search as you type, listing pages). */
export interface LatestRequest {
  /** Aborts the previous request, then starts tracking a new one. */
  next(): RequestTicket;
  /** Aborts the current request; its settlement is dropped. */
  abort(): void;
}

/**
 * Only the newest request may update state: starting one aborts the previous one AND marks it
 * stale, so a slow earlier answer can never overwrite a later one, even when the transport
 * ignores the signal (after Algolia's `createConcurrentSafePromise`).
 *
 * @example
 * const latest = createLatestRequest();
 * const { signal, isLatest } = latest.next();
 * const answer = await fetchSomething({ signal });
 * if (isLatest()) show(answer);
 */
export function createLatestRequest(): LatestRequest {
  let current: AbortController | undefined;
  const abort = () => {
    current?.abort();
    current = undefined;
  };
  return {
    next() {
      abort();
      const controller = new AbortController();
      current = controller;
      return { signal: controller.signal, isLatest: () => current === controller };
    },
    abort,
  };
}
