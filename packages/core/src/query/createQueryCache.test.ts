import { effect } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import type { User } from '../schemas/auth';
import type { AuthChangeEvent } from '../session/types';
import { createQueryCache, type QueryFetchContext } from './createQueryCache';

interface Call<T> {
  context: QueryFetchContext;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A fetcher whose answers the test gives by hand, one per call. */
function deferred<T>() {
  const calls: Call<T>[] = [];
  const fetcher = vi.fn(
    (context: QueryFetchContext) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ context, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

/** Lets pending promise callbacks (and microtasks) run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** A session stub: `as(user)` switches the user and broadcasts like the real one. */
function fakeSession(initial: string | null) {
  let user: User | null = initial ? ({ id: initial, name: initial } as User) : null;
  const listeners = new Set<(event: AuthChangeEvent) => void>();
  return {
    user: () => user,
    subscribe(listener: (event: AuthChangeEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    as(id: string | null, type: AuthChangeEvent['type'] = id ? 'login' : 'logout') {
      user = id ? ({ id, name: id } as User) : null;
      for (const listener of listeners) listener({ type });
    },
    listeners,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryCache: observing', () => {
  it('reads loading before the first fetch, then success with the data', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const product = cache.observe({ key: ['product', 'p1'], fetcher });
    expect(product.state.value.status).toBe('loading');
    expect(fetcher).not.toHaveBeenCalled();

    product.subscribe();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(calls[0]?.context.key).toEqual(['product', 'p1']);
    expect(product.state.value).toMatchObject({ status: 'loading', data: undefined });

    calls[0]?.resolve('Relay');
    await flush();
    expect(product.state.value).toMatchObject({
      status: 'success',
      data: 'Relay',
      error: undefined,
      updatedAt: Date.now(),
      invalidated: false,
    });
  });

  it('reads idle, and does not fetch, while disabled; enabling fetches', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const product = cache.observe({ key: ['product', 'p1'], fetcher, enabled: false });
    product.subscribe();
    expect(product.state.value.status).toBe('idle');
    expect(fetcher).not.toHaveBeenCalled();

    product.setOptions({ enabled: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
    product.setOptions({ enabled: true }); // no change, no second fetch
    calls[0]?.resolve('Relay');
    await flush();
    expect(product.state.value.data).toBe('Relay');
    product.setOptions({ enabled: false });
    expect(product.state.value.status).toBe('success');
  });

  it('enabling an unsubscribed observer does not fetch', () => {
    const cache = createQueryCache();
    const { fetcher } = deferred<string>();
    const product = cache.observe({ key: ['product', 'p1'], fetcher, enabled: false });
    product.setOptions({ enabled: true });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('notifies subscribers of every state, through the signal', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<number>();
    const query = cache.observe({ key: ['n'], fetcher });
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(query.state.value.status);
    });
    query.subscribe();
    calls[0]?.resolve(1);
    await flush();
    const refetched = query.refetch();
    expect(seen).toEqual(['loading', 'success', 'refreshing']);
    calls[1]?.resolve(2);
    await refetched;
    expect(seen).toEqual(['loading', 'success', 'refreshing', 'success']);
    stop();
  });
});

describe('createQueryCache: deduplication and staleness', () => {
  it('runs one fetch for concurrent observers and fetch() calls of one key', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const a = cache.observe({ key: ['orders', { page_no: 1, search: undefined }], fetcher });
    const b = cache.observe({ key: ['orders', { page_no: 1 }], fetcher });
    a.subscribe();
    b.subscribe();
    const direct = cache.fetch({ key: ['orders', { page_no: 1 }], fetcher });
    const again = a.refetch();
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]?.resolve('page 1');
    await expect(direct).resolves.toBe('page 1');
    await expect(again).resolves.toMatchObject({ status: 'success', data: 'page 1' });
    expect(b.state.value.data).toBe('page 1');
  });

  it('keeps the data shown while refetching, and refetches on subscribe once stale', async () => {
    const cache = createQueryCache({ staleTime: 1000 });
    const { fetcher, calls } = deferred<string>();
    const first = cache.observe({ key: ['banners'], fetcher });
    const stop = first.subscribe();
    calls[0]?.resolve('v1');
    await flush();
    stop();

    // Fresh: a new observer shows the cached data without fetching.
    const second = cache.observe({ key: ['banners'], fetcher });
    expect(second.state.value).toMatchObject({ status: 'success', data: 'v1' });
    const stopSecond = second.subscribe();
    expect(fetcher).toHaveBeenCalledTimes(1);
    stopSecond();

    await vi.advanceTimersByTimeAsync(1000);
    const third = cache.observe({ key: ['banners'], fetcher });
    third.subscribe();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(third.state.value).toMatchObject({ status: 'refreshing', data: 'v1' });
    calls[1]?.resolve('v2');
    await flush();
    expect(third.state.value).toMatchObject({ status: 'success', data: 'v2' });
  });

  it("honours a query's own staleTime over the cache's", async () => {
    const cache = createQueryCache({ staleTime: 0 });
    const { fetcher, calls } = deferred<string>();
    const options = { key: ['menu'], fetcher, staleTime: Number.POSITIVE_INFINITY };
    cache.observe(options).subscribe();
    calls[0]?.resolve('tree');
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    cache.observe(options).subscribe();
    await expect(cache.fetch(options)).resolves.toBe('tree');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('createQueryCache: aborting and collecting', () => {
  it('aborts the fetch when the last subscriber leaves, and goes back to idle', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const a = cache.observe({ key: ['product', 'p1'], fetcher });
    const b = cache.observe({ key: ['product', 'p1'], fetcher });
    const stopA = a.subscribe();
    const stopB = b.subscribe();
    const signal = calls[0]?.context.signal;
    stopA();
    await flush();
    expect(signal?.aborted).toBe(false);
    stopB();
    stopB(); // a second call changes nothing
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(cache.getState(['product', 'p1'])?.status).toBe('idle');
    // A late answer of the aborted fetch is dropped.
    calls[0]?.resolve('late');
    await flush();
    expect(cache.getState(['product', 'p1'])?.data).toBeUndefined();
  });

  it('keeps the request when a subscriber leaves and one comes back in the same tick', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['product', 'p1'], fetcher });
    query.subscribe()();
    query.subscribe();
    await flush();
    expect(calls[0]?.context.signal.aborted).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]?.resolve('Relay');
    await flush();
    expect(query.state.value.data).toBe('Relay');
  });

  it('holds one subscription per subscribe() call', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['k'], fetcher });
    const stopOne = query.subscribe();
    const stopTwo = query.subscribe();
    stopOne();
    await flush();
    expect(calls[0]?.context.signal.aborted).toBe(false);
    stopTwo();
    await flush();
    expect(calls[0]?.context.signal.aborted).toBe(true);
  });

  it('collects an unobserved query after gcTime, not before', async () => {
    const cache = createQueryCache({ gcTime: 1000 });
    const { fetcher, calls } = deferred<string>();
    const stop = cache.observe({ key: ['k'], fetcher }).subscribe();
    calls[0]?.resolve('data');
    await flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cache.getState(['k'])?.data).toBe('data'); // observed: never collected
    stop();
    await vi.advanceTimersByTimeAsync(999);
    expect(cache.getState(['k'])?.data).toBe('data');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.getState(['k'])).toBeUndefined();
  });

  it('a re-subscribe before gcTime keeps the query', async () => {
    const cache = createQueryCache({ gcTime: 1000, staleTime: Number.POSITIVE_INFINITY });
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['k'], fetcher });
    query.subscribe()();
    query.subscribe();
    calls[0]?.resolve('data');
    await vi.advanceTimersByTimeAsync(5000);
    expect(cache.getState(['k'])?.data).toBe('data');
  });

  it('collects a fetch() result after gcTime, waiting for a fetch in flight', async () => {
    const cache = createQueryCache({ gcTime: 100 });
    const { fetcher, calls } = deferred<string>();
    const pending = cache.fetch({ key: ['k'], fetcher, gcTime: 200 });
    await vi.advanceTimersByTimeAsync(500);
    expect(cache.getState(['k'])?.status).toBe('loading'); // still fetching: kept
    calls[0]?.resolve('data');
    await expect(pending).resolves.toBe('data');
    await vi.advanceTimersByTimeAsync(199);
    expect(cache.getState(['k'])?.data).toBe('data');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.getState(['k'])).toBeUndefined();
  });

  it('never collects with gcTime Infinity', async () => {
    const cache = createQueryCache({ gcTime: Number.POSITIVE_INFINITY });
    cache.setData(['k'], () => 'kept');
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(cache.getState(['k'])?.data).toBe('kept');
  });

  it('an observer that outlives a collection attaches to a new entry on subscribe', async () => {
    const cache = createQueryCache({ gcTime: 10 });
    const { fetcher, calls } = deferred<string>();
    cache.setData(['k'], () => 'old');
    const query = cache.observe({ key: ['k'], fetcher, staleTime: Number.POSITIVE_INFINITY });
    expect(query.state.value.data).toBe('old');
    await vi.advanceTimersByTimeAsync(10);
    expect(cache.getState(['k'])).toBeUndefined();
    query.subscribe();
    expect(query.state.value.status).toBe('loading');
    calls[0]?.resolve('new');
    await flush();
    expect(query.state.value.data).toBe('new');
  });
});

describe('createQueryCache: errors', () => {
  it('keeps the ApiError as the cause, with its kind and the server message', async () => {
    const cache = createQueryCache();
    const error = new ApiError(
      'Network Error: API Error: 404 - …',
      404,
      {
        meta: { status: false, message: 'Order not found' },
      },
      'Not Found',
    );
    const query = cache.observe({
      key: ['orders', 'detail', 'x'],
      fetcher: () => Promise.reject(error),
      errorMessage: 'Failed to fetch order details. Please try again.',
    });
    query.subscribe();
    await flush();
    expect(query.state.value).toMatchObject({
      status: 'error',
      data: undefined,
      error: { kind: 'not-found', message: 'Order not found', cause: error },
    });
  });

  it('gives a network failure the query fallback message; refetch retries it', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['k'], fetcher, errorMessage: 'Failed to load product' });
    query.subscribe();
    calls[0]?.reject(new NetworkError('Network Error: Failed to fetch'));
    await flush();
    expect(query.state.value.error).toMatchObject({
      kind: 'network',
      message: 'Failed to load product',
    });

    const retried = query.refetch();
    expect(query.state.value).toMatchObject({ status: 'loading', error: undefined });
    calls[1]?.resolve('Relay');
    await expect(retried).resolves.toMatchObject({ status: 'success', data: 'Relay' });
  });

  it('keeps the data of an earlier success when a refetch fails', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['k'], fetcher });
    query.subscribe();
    calls[0]?.resolve('v1');
    await flush();
    void query.refetch();
    calls[1]?.reject(new ApiError('Network Error: API Error: 500 - boom', 500, 'boom', ''));
    await flush();
    expect(query.state.value).toMatchObject({
      status: 'error',
      data: 'v1',
      error: { kind: 'server', message: 'Server error. Please try again later.' },
    });
  });

  it('an errored query is refetched by the next subscriber even when fresh', async () => {
    const cache = createQueryCache({ staleTime: Number.POSITIVE_INFINITY });
    const { fetcher, calls } = deferred<string>();
    cache.observe({ key: ['k'], fetcher }).subscribe();
    calls[0]?.reject(new Error('boom'));
    await flush();
    cache.observe({ key: ['k'], fetcher }).subscribe();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('treats a fetcher resolving undefined as an invalid response', async () => {
    const cache = createQueryCache();
    const query = cache.observe({ key: ['k'], fetcher: () => Promise.resolve(undefined) });
    query.subscribe();
    await flush();
    expect(query.state.value.error?.kind).toBe('invalid-response');
    expect(query.state.value.error?.message).toBe('Invalid response format from server');
    expect(query.state.value.error?.cause).toBeInstanceOf(ResponseValidationError);
  });

  it('catches a fetcher that throws synchronously', async () => {
    const cache = createQueryCache();
    const query = cache.observe<string>({
      key: ['k'],
      fetcher: () => {
        throw new TypeError('bad');
      },
      errorMessage: 'Failed to load',
    });
    query.subscribe();
    await flush();
    expect(query.state.value.error).toMatchObject({ kind: 'unknown', message: 'Failed to load' });
  });

  it('fetch() rejects with the cause', async () => {
    const cache = createQueryCache();
    const error = new NetworkError('Network Error: offline');
    await expect(cache.fetch({ key: ['k'], fetcher: () => Promise.reject(error) })).rejects.toBe(
      error,
    );
  });
});

describe('createQueryCache: invalidate, setData, remove', () => {
  it('invalidate refetches observed queries under the prefix and marks the others stale', async () => {
    const cache = createQueryCache({ staleTime: Number.POSITIVE_INFINITY });
    const list = deferred<string>();
    const product = deferred<string>();
    const other = deferred<string>();
    const reviews = cache.observe({
      key: ['reviews', 'p1', { page_no: 1 }],
      fetcher: list.fetcher,
    });
    reviews.subscribe();
    list.calls[0]?.resolve('r1');
    cache.setData(['reviews', 'p1', { page_no: 2 }], () => 'page 2');
    cache.observe({ key: ['reviews', 'p2'], fetcher: other.fetcher }).subscribe();
    other.calls[0]?.resolve('other');
    await flush();

    const done = cache.invalidate(['reviews', 'p1']);
    expect(reviews.state.value).toMatchObject({ status: 'refreshing', data: 'r1' });
    expect(cache.getState(['reviews', 'p1', { page_no: 2 }])).toMatchObject({
      status: 'success',
      invalidated: true,
    });
    expect(other.fetcher).toHaveBeenCalledTimes(1);
    list.calls[1]?.resolve('r2');
    await done;
    expect(reviews.state.value).toMatchObject({
      status: 'success',
      data: 'r2',
      invalidated: false,
    });

    // The invalidated page is refetched by its next observer despite staleTime Infinity.
    const page2 = cache.observe({
      key: ['reviews', 'p1', { page_no: 2 }],
      fetcher: product.fetcher,
    });
    page2.subscribe();
    expect(product.fetcher).toHaveBeenCalledTimes(1);
  });

  it('invalidate restarts a fetch in flight, whose (older) answer is dropped', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    const pending = cache.fetch({ key: ['k'], fetcher });
    const done = cache.invalidate();
    expect(calls[0]?.context.signal.aborted).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[0]?.resolve('before the change');
    calls[1]?.resolve('after the change');
    await done;
    await expect(pending).resolves.toBe('after the change');
  });

  it('setData writes data (keeping a fetch in flight) and ignores an undefined answer', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<number>();
    const query = cache.observe({ key: ['count'], fetcher });
    query.subscribe();
    cache.setData<number>(['count'], (previous) => (previous ?? 0) + 1);
    expect(query.state.value).toMatchObject({ status: 'refreshing', data: 1 });
    cache.setData<number>(['count'], () => undefined);
    expect(query.state.value.data).toBe(1);
    calls[0]?.resolve(5);
    await flush();
    cache.setData<number>(['count'], (previous) => (previous ?? 0) + 1);
    expect(query.state.value).toMatchObject({ status: 'success', data: 6 });
  });

  it('remove forgets unobserved queries and restarts observed ones', async () => {
    const cache = createQueryCache();
    const { fetcher, calls } = deferred<string>();
    cache.setData(['catalog', 'menu'], () => 'tree');
    const brands = cache.observe({ key: ['catalog', 'brands'], fetcher });
    brands.subscribe();
    calls[0]?.resolve('8 brands');
    await flush();
    cache.remove(['catalog']);
    expect(cache.getState(['catalog', 'menu'])).toBeUndefined();
    expect(brands.state.value).toMatchObject({ status: 'loading', data: undefined });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('dispose aborts every fetch and empties the cache', async () => {
    const session = fakeSession('u1');
    const cache = createQueryCache({ session });
    const { fetcher, calls } = deferred<string>();
    const query = cache.observe({ key: ['k'], fetcher });
    const stop = query.subscribe();
    cache.dispose();
    expect(calls[0]?.context.signal.aborted).toBe(true);
    expect(cache.getState(['k'])).toBeUndefined();
    expect(session.listeners.size).toBe(0);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createQueryCache: user-scoped queries', () => {
  it("drops the user's data when another user signs in, and refetches for the new one", async () => {
    const session = fakeSession('asha');
    const cache = createQueryCache({ session, staleTime: Number.POSITIVE_INFINITY });
    const orders = deferred<string>();
    const catalog = deferred<string>();
    const list = cache.observe({ key: ['orders'], fetcher: orders.fetcher, userScoped: true });
    list.subscribe();
    cache.observe({ key: ['catalog'], fetcher: catalog.fetcher }).subscribe();
    cache.setData(['orders', 'detail', 'o1'], () => "Asha's order", { userScoped: true });
    orders.calls[0]?.resolve("Asha's orders");
    catalog.calls[0]?.resolve('catalogue');
    await flush();

    session.as('asha', 'token-change'); // same user: nothing is dropped
    expect(list.state.value.data).toBe("Asha's orders");

    session.as('ravi');
    expect(list.state.value).toMatchObject({ status: 'loading', data: undefined });
    expect(cache.getState(['orders', 'detail', 'o1'])).toBeUndefined();
    expect(cache.getState(['catalog'])?.data).toBe('catalogue');
    orders.calls[1]?.resolve("Ravi's orders");
    await flush();
    expect(list.state.value.data).toBe("Ravi's orders");
  });

  it('drops user data on logout and ignores an answer that arrives afterwards', async () => {
    const session = fakeSession('asha');
    const cache = createQueryCache({ session });
    const { fetcher, calls } = deferred<string>();
    const pending = cache.fetch({ key: ['rewards'], fetcher, userScoped: true });
    session.as(null);
    expect(calls[0]?.context.signal.aborted).toBe(true);
    calls[0]?.resolve("Asha's points");
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(cache.getState(['rewards'])).toBeUndefined();
  });

  it('a query flagged user-scoped by any observer stays user-scoped', async () => {
    const session = fakeSession(null);
    const cache = createQueryCache({ session });
    cache.setData(['dashboard'], () => 'stats');
    cache.setData(['dashboard'], () => 'stats', { userScoped: true });
    session.as('asha');
    expect(cache.getState(['dashboard'])).toBeUndefined();
  });

  it('without a session nothing is user-scoped', async () => {
    const cache = createQueryCache();
    cache.setData(['orders'], () => 'list', { userScoped: true });
    expect(cache.getState(['orders'])?.data).toBe('list');
  });
});
