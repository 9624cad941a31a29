import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { createQueryCache, type DehydratedQueryState } from './createQueryCache';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const notFound = () =>
  new ApiError(
    'Network Error: API Error: 404 - Not Found',
    404,
    { meta: { status: false, message: 'Product not found' } },
    'Not Found',
  );

describe('createQueryCache: server rendering (collect, prefetchObserved)', () => {
  it('fetches the queries a render observed, once each, and reports how many', async () => {
    const cache = createQueryCache({ collect: true });
    const product = vi.fn(async () => ({ id: 'p1', name: 'Relay' }));
    const banners = vi.fn(async () => ['b1']);
    // A render pass creates observers (nothing subscribes on a server): twice the same key.
    cache.observe({ key: ['product', 'p1'], fetcher: product });
    cache.observe({ key: ['product', 'p1'], fetcher: product });
    cache.observe({ key: ['content', 'banners'], fetcher: banners });
    cache.observe({ key: ['off'], fetcher: vi.fn(), enabled: false });

    await expect(cache.prefetchObserved()).resolves.toBe(2);
    expect(product).toHaveBeenCalledTimes(1);
    expect(banners).toHaveBeenCalledTimes(1);
    expect(cache.getState(['product', 'p1'])).toMatchObject({
      status: 'success',
      data: { id: 'p1', name: 'Relay' },
    });
    // The next pass observes the same (now cached) queries: nothing left to fetch.
    cache.observe({ key: ['product', 'p1'], fetcher: product });
    await expect(cache.prefetchObserved()).resolves.toBe(0);
    expect(product).toHaveBeenCalledTimes(1);
  });

  it('never collects user-scoped queries, nor any query without collect', async () => {
    const server = createQueryCache({ collect: true });
    const orders = vi.fn(async () => []);
    server.observe({ key: ['orders', 'list'], fetcher: orders, userScoped: true });
    await expect(server.prefetchObserved()).resolves.toBe(0);

    const browser = createQueryCache();
    const product = vi.fn(async () => 'p');
    browser.observe({ key: ['product', 'p1'], fetcher: product });
    await expect(browser.prefetchObserved()).resolves.toBe(0);
    expect(orders).not.toHaveBeenCalled();
    expect(product).not.toHaveBeenCalled();
  });

  it('keeps a failure as the query state instead of throwing', async () => {
    const cache = createQueryCache({ collect: true });
    cache.observe({
      key: ['product', 'gone'],
      fetcher: async () => {
        throw notFound();
      },
    });
    await expect(cache.prefetchObserved()).resolves.toBe(1);
    expect(cache.getState(['product', 'gone'])).toMatchObject({
      status: 'error',
      error: { kind: 'not-found', message: 'Product not found' },
    });
  });
});

describe('createQueryCache: dehydrate and hydrate', () => {
  it('carries shared data and failures to another cache through JSON, never user data', async () => {
    const server = createQueryCache();
    await server.fetch({
      key: ['product', 'p1'],
      fetcher: async () => ({ id: 'p1', price: 1200 }),
    });
    await server.fetch({
      key: ['orders', 'list'],
      fetcher: async () => ['mine'],
      userScoped: true,
    });
    await server
      .fetch({
        key: ['product', 'gone'],
        fetcher: async () => {
          throw notFound();
        },
      })
      .catch(() => undefined);

    const wire = JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedQueryState;
    expect(wire.queries).toEqual([
      { key: ['product', 'p1'], data: { id: 'p1', price: 1200 }, updatedAt: Date.now() },
      { key: ['product', 'gone'], error: { kind: 'not-found', message: 'Product not found' } },
    ]);

    const browser = createQueryCache({ initialState: wire });
    expect(browser.getState(['product', 'p1'])).toEqual({
      status: 'success',
      data: { id: 'p1', price: 1200 },
      error: undefined,
      updatedAt: Date.now(),
      invalidated: false,
    });
    expect(browser.getState(['product', 'gone'])).toMatchObject({
      status: 'error',
      data: undefined,
      error: { kind: 'not-found', message: 'Product not found', cause: undefined },
    });
    expect(browser.getState(['orders', 'list'])).toBeUndefined();
  });

  it('shows hydrated data without fetching while fresh, and refetches a hydrated failure', async () => {
    const cache = createQueryCache();
    cache.hydrate({
      queries: [
        { key: ['product', 'p1'], data: 'server copy', updatedAt: Date.now() },
        { key: ['product', 'gone'], error: { kind: 'server', message: 'Failed to load product' } },
      ],
    });
    const fresh = vi.fn(async () => 'new copy');
    const product = cache.observe({ key: ['product', 'p1'], fetcher: fresh, staleTime: 60_000 });
    expect(product.state.value).toMatchObject({ status: 'success', data: 'server copy' });
    const stop = product.subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(fresh).not.toHaveBeenCalled();

    const retry = vi.fn(async () => 'back');
    const failed = cache.observe({ key: ['product', 'gone'], fetcher: retry });
    expect(failed.state.value.status).toBe('error');
    const stopFailed = failed.subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(failed.state.value).toMatchObject({ status: 'success', data: 'back' });
    stop();
    stopFailed();
  });

  it('never lets a server clock ahead of the browser make data fresh for longer', () => {
    const cache = createQueryCache();
    cache.hydrate({ queries: [{ key: ['a'], data: 1, updatedAt: Date.now() + 3_600_000 }] });
    expect(cache.getState(['a'])?.updatedAt).toBe(Date.now());
  });

  it('keeps newer data it already holds', async () => {
    const cache = createQueryCache();
    await cache.fetch({ key: ['a'], fetcher: async () => 'newer' });
    cache.hydrate({ queries: [{ key: ['a'], data: 'older', updatedAt: Date.now() - 1000 }] });
    expect(cache.getState(['a'])?.data).toBe('newer');
  });

  it('skips malformed entries instead of failing', () => {
    const cache = createQueryCache();
    const junk = {
      queries: [
        null,
        'text',
        { key: 'not-a-list', data: 1, updatedAt: 1 },
        { key: ['no-data'], data: undefined, updatedAt: 1 },
        { key: ['no-time'], data: 1 },
        { key: ['bad-error'], error: { kind: 'server' } },
        { key: ['ok'], data: 'kept', updatedAt: 1 },
      ],
    } as unknown as DehydratedQueryState;
    expect(() => cache.hydrate(junk)).not.toThrow();
    expect(() => cache.hydrate({} as DehydratedQueryState)).not.toThrow();
    expect(() => cache.hydrate(null as unknown as DehydratedQueryState)).not.toThrow();
    expect(cache.dehydrate().queries).toEqual([{ key: ['ok'], data: 'kept', updatedAt: 1 }]);
  });
});
