import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { Session } from '../session/types';
import { hashQueryKey, matchesQueryKey, type QueryKey } from './queryKey';
import { initialQueryState, type QueryAction, type QueryState, queryReducer } from './queryReducer';
import { type QueryErrorKind, toQueryError } from './toQueryError';

/** Options of {@link createQueryCache}. */
export interface QueryCacheOptions {
  /**
   * The session whose user owns the `userScoped` queries: when the user changes (a logout, or
   * a sign-in as someone else) those queries are forgotten, so one customer's orders are never
   * shown to the next.
   */
  session?: Pick<Session, 'subscribe' | 'user'>;
  /** Milliseconds a query's data counts as fresh, unless the query sets its own. @default 0 */
  staleTime?: number;
  /**
   * Milliseconds an unobserved query is kept before it is collected, unless the query sets its
   * own. `Infinity` keeps it. @default 300000 (5 minutes)
   */
  gcTime?: number;
  /** The embedder's message overrides (for 'An unexpected error occurred'). */
  messages?: MessageOverrides;
  /** Clock in epoch ms. @default Date.now */
  now?: () => number;
  /**
   * Server rendering: remember every enabled, shared (not user-scoped) query that is observed (a render creates the
   * observers; nothing subscribes on a server), so {@link QueryCache.prefetchObserved} can
   * fetch them before the next render pass. @default false
   */
  collect?: boolean;
  /** Data fetched elsewhere (the server's {@link QueryCache.dehydrate}), put in at once. */
  initialState?: DehydratedQueryState;
}

/** One query as the server rendered it: its data, or the failure it showed. */
export type DehydratedQuery =
  | { readonly key: QueryKey; readonly data: unknown; readonly updatedAt: number }
  | {
      readonly key: QueryKey;
      readonly error: { readonly kind: QueryErrorKind; readonly message: string };
    };

/**
 * The shared (not user-scoped) queries of a cache as plain JSON, to render on a server and
 * carry to the browser: `JSON.stringify(cache.dehydrate())` there, `cache.hydrate(…)` here.
 */
export interface DehydratedQueryState {
  readonly queries: readonly DehydratedQuery[];
}

/** What a fetcher gets: abort when `signal` fires (the last observer left, or the user changed). */
export interface QueryFetchContext {
  readonly signal: AbortSignal;
  readonly key: QueryKey;
}

/** One query: its key, how to fetch it, and its cache rules. */
export interface QueryOptions<T> {
  /** @example ['product', 'prd_000042'] */
  key: QueryKey;
  /**
   * Fetches the data; must not resolve `undefined` (a `ResponseValidationError` then). Retries
   * are the client's job (GETs already retry), so the cache never retries.
   * @example ({ signal }) => client.catalog.product(id, { signal }).then((answer) => answer.data)
   */
  fetcher: (context: QueryFetchContext) => Promise<T>;
  /** When false, observing does not fetch (`refetch()` still does). @default true */
  enabled?: boolean;
  /** Milliseconds the data counts as fresh. @default the cache's (0) */
  staleTime?: number;
  /** Milliseconds it is kept once unobserved. @default the cache's (5 minutes) */
  gcTime?: number;
  /** The data belongs to the signed-in user: forgotten when the user changes. @default false */
  userScoped?: boolean;
  /** The message of a failure when the server gave none, e.g. 'Failed to load product'. */
  errorMessage?: string;
}

/** A view of one query that UI code subscribes to (one per component and key). */
export interface QueryObserver<T> {
  readonly key: QueryKey;
  /**
   * The query's state. Before the first fetch of an enabled query it already reads `loading`
   * (a fetch starts as soon as it is subscribed), so a UI never flashes an idle state.
   */
  readonly state: ReadonlySignal<QueryState<T>>;
  /**
   * Starts observing: fetches when enabled and the data is missing, stale or invalidated.
   * Returns the unsubscribe function; when the last observer leaves, the fetch in flight is
   * aborted and the query is collected after its `gcTime`.
   */
  subscribe(): () => void;
  /** Updates the fetcher and rules (not the key); enabling a subscribed observer may fetch. */
  setOptions(options: Partial<Omit<QueryOptions<T>, 'key'>>): void;
  /** Fetches now, whatever the staleness (joining a fetch in flight), and returns the new state. */
  refetch(): Promise<QueryState<T>>;
}

/** The cache of server data shared by one page: queries by key, deduplicated and collected. */
export interface QueryCache {
  /**
   * A new observer of a query. Creating it has no effect; `subscribe()` does the work.
   * @example
   * const product = cache.observe({ key: ['product', id], fetcher });
   * const stop = product.subscribe();
   * effect(() => render(product.state.value));
   */
  observe<T>(options: QueryOptions<T>): QueryObserver<T>;
  /**
   * The data of a query: the cached copy when fresh, else fetched (deduplicated with a fetch
   * in flight). Rejects with the error as thrown by the fetcher (`ApiError`, …).
   */
  fetch<T>(options: QueryOptions<T>): Promise<T>;
  /** The state of a query, or undefined when it is not cached. The caller names `T`. */
  getState<T>(key: QueryKey): QueryState<T> | undefined;
  /**
   * Writes a query's data by hand (e.g. with a mutation's answer). An updater answer of
   * `undefined` changes nothing.
   * @example cache.setData<Order>(['orders', 'detail', id], (order) => order && { ...order, order_status: 'paid' })
   */
  setData<T>(
    key: QueryKey,
    updater: (previous: T | undefined) => T | undefined,
    options?: Pick<QueryOptions<T>, 'userScoped' | 'gcTime'>,
  ): void;
  /**
   * Marks every query under `prefix` stale and refetches the observed ones (a fetch in flight
   * is restarted, as its answer may predate the change). Resolves when they have settled.
   * @example await cache.invalidate(['reviews', productId]);
   */
  invalidate(prefix?: QueryKey): Promise<void>;
  /** Forgets every query under `prefix` (observed ones start again from scratch). */
  remove(prefix?: QueryKey): void;
  /**
   * The shared queries that settled, as JSON-safe data (user-scoped queries never leave the
   * cache): successes with their data, failures with their kind and message.
   */
  dehydrate(): DehydratedQueryState;
  /**
   * Puts in what {@link dehydrate} gave (e.g. parsed from a server-rendered page), so the first
   * render shows the same data as the server did. A query this cache already holds newer data
   * for is left alone; malformed entries are skipped. A hydrated failure is refetched by its
   * first observer.
   */
  hydrate(state: DehydratedQueryState): void;
  /**
   * With `collect`: fetches every query observed since the last call that has no data yet, and
   * resolves with how many it fetched (0: nothing new, the render is complete). Failures are
   * kept as the queries' error states, never thrown.
   */
  prefetchObserved(): Promise<number>;
  /** Aborts every fetch, stops every timer and empties the cache. */
  dispose(): void;
}

interface Fetching {
  readonly controller: AbortController;
  promise: Promise<void>;
}

interface Link {
  readonly options: () => QueryOptions<unknown>;
  readonly enabled: () => boolean;
}

interface Entry {
  readonly key: QueryKey;
  readonly hash: string;
  readonly state: Signal<QueryState<unknown>>;
  readonly observers: Set<Link>;
  userScoped: boolean;
  gcTime: number;
  /** The options of the last fetch (to restart it when invalidated with no observer). */
  options: QueryOptions<unknown> | undefined;
  fetching: Fetching | undefined;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
}

const DEFAULT_GC_TIME = 5 * 60 * 1000;

const sameState = <T>(a: QueryState<T>, b: QueryState<T>) =>
  a.status === b.status &&
  a.data === b.data &&
  a.error === b.error &&
  a.updatedAt === b.updatedAt &&
  a.invalidated === b.invalidated;

const abortError = () => new DOMException('The query was cancelled', 'AbortError');

/**
 * Creates the page's query cache (in the spirit of TanStack's query-core, small): queries by
 * serialisable key, each a signal of `{ status, data, error, updatedAt }` driven by a pure
 * reducer. Concurrent fetches of a key are deduplicated; data stays shown while it refreshes;
 * `staleTime` decides when an observer refetches; the fetch's `AbortSignal` fires when the
 * last observer leaves; unobserved queries are collected after `gcTime`; `userScoped` queries
 * are dropped when the session's user changes. Errors keep the client's error as `cause`,
 * with a kind and a user-facing message (see `toQueryError`).
 *
 * @example
 * const cache = createQueryCache({ session });
 * const order = await cache.fetch({
 *   key: ['orders', 'detail', id],
 *   fetcher: ({ signal }) => client.orders.get(id, { signal }).then((answer) => answer.data),
 *   userScoped: true,
 * });
 */
export function createQueryCache(options: QueryCacheOptions = {}): QueryCache {
  const { session, now = Date.now, messages } = options;
  const defaultStaleTime = options.staleTime ?? 0;
  const defaultGcTime = options.gcTime ?? DEFAULT_GC_TIME;
  const t = createTranslator(apiMessages, messages);
  const entries = new Map<string, Entry>();
  /** With `collect`: the observed queries, by key hash, waiting for `prefetchObserved`. */
  const observed = new Map<string, QueryOptions<unknown>>();
  let disposed = false;

  const dispatch = (entry: Entry, action: QueryAction<unknown>) => {
    entry.state.value = queryReducer(entry.state.peek(), action);
  };

  function ensure(key: QueryKey, rules: Pick<QueryOptions<unknown>, 'userScoped' | 'gcTime'>) {
    const hash = hashQueryKey(key);
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        key,
        hash,
        state: signal(initialQueryState()),
        observers: new Set(),
        userScoped: false,
        gcTime: defaultGcTime,
        options: undefined,
        fetching: undefined,
        gcTimer: undefined,
      };
      entries.set(hash, entry);
      scheduleGc(entry);
    }
    // Once any observer says the data is the user's, it stays the user's; the longest gcTime wins.
    if (rules.userScoped) entry.userScoped = true;
    if (rules.gcTime !== undefined && rules.gcTime > entry.gcTime) entry.gcTime = rules.gcTime;
    return entry;
  }

  function scheduleGc(entry: Entry) {
    clearTimeout(entry.gcTimer);
    entry.gcTimer = undefined;
    if (disposed || entry.observers.size > 0 || !Number.isFinite(entry.gcTime)) return;
    entry.gcTimer = setTimeout(() => {
      entry.gcTimer = undefined;
      // A fetch in flight reschedules the collection when it settles.
      if (entry.observers.size > 0 || entry.fetching) return;
      if (entries.get(entry.hash) === entry) entries.delete(entry.hash);
    }, entry.gcTime);
  }

  function isStale(entry: Entry, staleTime = defaultStaleTime) {
    const state = entry.state.peek();
    return (
      state.data === undefined ||
      state.status === 'error' ||
      state.invalidated ||
      now() - state.updatedAt >= staleTime
    );
  }

  function run(entry: Entry, query: QueryOptions<unknown>, restart = false): Promise<void> {
    if (entry.fetching) {
      if (!restart) return entry.fetching.promise;
      // The new fetch replaces it: its answer is dropped, and the status stays 'loading'.
      entry.fetching.controller.abort();
    }
    const controller = new AbortController();
    const fetching: Fetching = { controller, promise: Promise.resolve() };
    const isCurrent = () => entry.fetching === fetching;
    entry.fetching = fetching;
    entry.options = query;
    dispatch(entry, { type: 'fetch' });
    fetching.promise = (async () => {
      try {
        const data = await query.fetcher({ signal: controller.signal, key: entry.key });
        if (!isCurrent()) return;
        if (data === undefined) {
          throw new ResponseValidationError(
            t('api.invalidResponse'),
            entry.hash,
            [{ path: [], code: 'invalid_type', message: 'The query resolved undefined' }],
            undefined,
          );
        }
        entry.fetching = undefined;
        dispatch(entry, { type: 'success', data, at: now() });
      } catch (cause) {
        // Aborted, superseded, or the user changed: this answer no longer belongs here.
        if (!isCurrent()) return;
        entry.fetching = undefined;
        dispatch(entry, {
          type: 'error',
          error: toQueryError(cause, { fallback: query.errorMessage, messages }),
        });
      }
      if (entry.observers.size === 0) scheduleGc(entry);
    })();
    return fetching.promise;
  }

  function cancel(entry: Entry) {
    if (!entry.fetching) return;
    entry.fetching.controller.abort();
    entry.fetching = undefined;
    dispatch(entry, { type: 'cancel' });
  }

  /** An observer that may fetch for the entry, if any. */
  const activeLink = (entry: Entry) => [...entry.observers].find((link) => link.enabled());

  function release(entry: Entry) {
    if (entry.observers.size > 0) return;
    // Deferred a microtask, so an immediate re-subscribe (React StrictMode, a remount in the
    // same tick) keeps the request instead of aborting and repeating it.
    queueMicrotask(() => {
      if (entry.observers.size === 0) cancel(entry);
    });
    scheduleGc(entry);
  }

  /** Forgets the entry's data: unobserved, it is deleted; observed, it starts from scratch. */
  function drop(entry: Entry) {
    if (entry.fetching) {
      entry.fetching.controller.abort();
      entry.fetching = undefined;
    }
    dispatch(entry, { type: 'reset' });
    if (entry.observers.size === 0) {
      clearTimeout(entry.gcTimer);
      if (entries.get(entry.hash) === entry) entries.delete(entry.hash);
      return;
    }
    const link = activeLink(entry);
    if (link) void run(entry, link.options());
  }

  const currentUser = () => session?.user()?.id ?? null;
  let userId = currentUser();
  const stopSession = session?.subscribe(() => {
    const next = currentUser();
    if (next === userId) return;
    userId = next;
    for (const entry of [...entries.values()]) if (entry.userScoped) drop(entry);
  });

  const matching = (prefix: QueryKey) =>
    [...entries.values()].filter((entry) => matchesQueryKey(entry.key, prefix));

  function observe<T>(initial: QueryOptions<T>): QueryObserver<T> {
    let query = initial as QueryOptions<unknown>;
    const hash = hashQueryKey(initial.key);
    // The signed-in user's data is never rendered on a server (it has no session).
    if (options.collect && initial.enabled !== false && !initial.userScoped) {
      observed.set(hash, query);
    }
    const enabled = signal(initial.enabled !== false);
    const current = signal<Entry | undefined>(entries.get(hash));
    // The entry this observer is subscribed to, and how many subscriptions it holds.
    let subscribed: Entry | undefined;
    let subscriptions = 0;
    const link: Link = { options: () => query, enabled: () => enabled.peek() };

    let last: QueryState<T> | undefined;
    const state = computed(() => {
      const value = (current.value?.state.value ?? initialQueryState()) as QueryState<T>;
      const next: QueryState<T> =
        value.status === 'idle' && enabled.value ? { ...value, status: 'loading' } : value;
      // The same state again (attaching to the entry, the fetch starting) notifies nobody.
      if (last && sameState(last, next)) return last;
      last = next;
      return next;
    });

    const attach = () => {
      const entry = ensure(initial.key, query);
      if (current.peek() !== entry) current.value = entry;
      return entry;
    };

    return {
      key: initial.key,
      state,
      subscribe() {
        const entry = attach();
        subscribed = entry;
        subscriptions += 1;
        entry.observers.add(link);
        clearTimeout(entry.gcTimer);
        if (enabled.peek() && isStale(entry, query.staleTime)) void run(entry, query);
        let active = true;
        return () => {
          if (!active) return;
          active = false;
          subscriptions -= 1;
          if (subscriptions > 0) return;
          subscribed = undefined;
          entry.observers.delete(link);
          release(entry);
        };
      },
      setOptions(next) {
        query = { ...query, ...next, key: initial.key };
        const on = query.enabled !== false;
        if (on === enabled.peek()) return;
        enabled.value = on;
        if (on && subscribed && isStale(subscribed, query.staleTime)) {
          void run(subscribed, query);
        }
      },
      async refetch() {
        const entry = attach();
        await run(entry, query);
        // A restart (invalidate) may have replaced the fetch: wait for the one that counts.
        while (entry.fetching) await entry.fetching.promise;
        return entry.state.peek() as QueryState<T>;
      },
    };
  }

  function hydrate(state: DehydratedQueryState) {
    const queries = Array.isArray(state?.queries) ? state.queries : [];
    for (const query of queries) {
      if (!query || typeof query !== 'object' || !Array.isArray(query.key)) continue;
      if ('data' in query) {
        if (query.data === undefined || typeof query.updatedAt !== 'number') continue;
        const entry = ensure(query.key, {});
        const at = Math.min(query.updatedAt, now());
        if (entry.state.peek().updatedAt >= at) continue;
        dispatch(entry, { type: 'success', data: query.data, at });
      } else if ('error' in query && query.error && typeof query.error.message === 'string') {
        const entry = ensure(query.key, {});
        if (entry.state.peek().status !== 'idle') continue;
        const { kind, message } = query.error;
        dispatch(entry, { type: 'error', error: { kind, message, cause: undefined } });
      }
    }
  }

  if (options.initialState) hydrate(options.initialState);

  async function fetchQuery<T>(query: QueryOptions<T>): Promise<T> {
    const entry = ensure(query.key, query as QueryOptions<unknown>);
    if (!isStale(entry, query.staleTime)) return entry.state.peek().data as T;
    await run(entry, query as QueryOptions<unknown>);
    // A restart (invalidate) may have replaced the fetch: wait for the one that counts.
    while (entry.fetching) await entry.fetching.promise;
    const state = entry.state.peek();
    if (state.status === 'error') throw state.error.cause;
    if (state.data === undefined) throw abortError();
    return state.data as T;
  }

  return {
    observe,
    hydrate,
    dehydrate() {
      const queries: DehydratedQuery[] = [];
      for (const entry of entries.values()) {
        if (entry.userScoped) continue;
        const state = entry.state.peek();
        if (state.status === 'error') {
          queries.push({
            key: entry.key,
            error: { kind: state.error.kind, message: state.error.message },
          });
        } else if (state.data !== undefined) {
          queries.push({ key: entry.key, data: state.data, updatedAt: state.updatedAt });
        }
      }
      return { queries };
    },
    async prefetchObserved() {
      const waiting = [...observed.entries()];
      observed.clear();
      const missing = waiting.filter(([hash]) => {
        const state = entries.get(hash)?.state.peek();
        return !state || (state.data === undefined && state.status !== 'error');
      });
      await Promise.all(missing.map(([, query]) => fetchQuery(query).catch(() => undefined)));
      return missing.length;
    },
    fetch: fetchQuery,
    getState: <T>(key: QueryKey) =>
      entries.get(hashQueryKey(key))?.state.peek() as QueryState<T> | undefined,
    setData(key, updater, rules = {}) {
      const entry = ensure(key, rules);
      const data = updater(entry.state.peek().data as Parameters<typeof updater>[0]);
      if (data === undefined) return;
      dispatch(entry, { type: 'set-data', data, at: now() });
    },
    async invalidate(prefix = []) {
      const refetches: Promise<void>[] = [];
      for (const entry of matching(prefix)) {
        dispatch(entry, { type: 'invalidate' });
        const link = activeLink(entry);
        const restartWith = link?.options() ?? (entry.fetching ? entry.options : undefined);
        if (restartWith) refetches.push(run(entry, restartWith, true));
      }
      await Promise.all(refetches);
    },
    remove(prefix = []) {
      for (const entry of matching(prefix)) drop(entry);
    },
    dispose() {
      disposed = true;
      stopSession?.();
      for (const entry of entries.values()) {
        entry.fetching?.controller.abort();
        entry.fetching = undefined;
        clearTimeout(entry.gcTimer);
      }
      entries.clear();
    },
  };
}
