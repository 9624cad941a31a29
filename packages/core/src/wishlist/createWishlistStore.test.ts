import { makeProduct } from '@storefront-kit/test-utils/factories';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFakeSession } from '../../test/helpers/fakeCartApi';
import type { WishlistApi } from '../api/wishlistApi';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import type { Notifier } from '../notifications/types';
import { productSchema } from '../schemas/catalog';
import type { WishlistEntry } from '../schemas/wishlist';
import { createWishlistStore } from './createWishlistStore';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const USER = { id: 'u1', name: 'Asha Verma' };
const entry = (id: string): WishlistEntry => ({
  _id: `w-${id}`,
  addedAt: '2026-01-01T00:00:00.000Z',
  product: z.parse(productSchema, makeProduct({ _id: id })),
});
type ListAnswer = Awaited<ReturnType<WishlistApi['list']>>;
const list = (ids: string[], totalRows = ids.length, totalPages = 1): ListAnswer => ({
  meta: {
    status: true,
    message: 'OK',
    pagination: { per_page: 12, page_no: 1, total_rows: totalRows, total_pages: totalPages },
  },
  data: ids.map(entry),
});
const status = (isInWishlist: boolean) => ({
  meta: { status: true, message: 'OK' },
  data: { isInWishlist },
});

let api: {
  toggle: Mock<WishlistApi['toggle']>;
  check: Mock<WishlistApi['check']>;
  list: Mock<WishlistApi['list']>;
};
let notify: Mock<Notifier>;
const disposers: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  api = { toggle: vi.fn(), check: vi.fn(), list: vi.fn() };
  notify = vi.fn<Notifier>();
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(user: typeof USER | null = USER) {
  const session = createFakeSession(user);
  const store = createWishlistStore({ client: { wishlist: api }, session, notify });
  disposers.push(store.dispose);
  return { session, store };
}

describe('createWishlistStore', () => {
  it('loads nothing until a heart needs it, then the ids and count in one request', async () => {
    api.list.mockResolvedValue(list(['a', 'b'], 2));
    const { store } = setup();
    expect(api.list).not.toHaveBeenCalled();
    store.ensureLoaded();
    store.ensureLoaded();
    expect(store.state.value.status).toBe('loading');
    await flush();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.list).toHaveBeenCalledWith({ page_no: 1, per_page: 1000 });
    expect(store.state.value).toMatchObject({ status: 'ready', count: 2 });
    expect(store.isWishlisted('a')).toBe(true);
    expect(store.isWishlisted('z')).toBe(false);
  });

  it('takes the count from the pagination when the ids are more than one load', async () => {
    api.list.mockResolvedValue(list(['a'], 1500));
    const { store } = setup();
    await store.load();
    expect(store.state.value.count).toBe(1500);
  });

  it("keeps a load failure's message without telling the shopper (spec: logged only)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.list.mockRejectedValue(new NetworkError('Network Error: offline'));
    const { store } = setup();
    await store.load();
    expect(store.state.value).toMatchObject({
      status: 'error',
      error: 'Failed to load wishlist items',
    });
    expect(notify).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('flips the heart at once, then shows the server truth from the toggle answer', async () => {
    api.list.mockResolvedValue(list([]));
    const { store } = setup();
    await store.load();
    const answer = deferred<Awaited<ReturnType<WishlistApi['toggle']>>>();
    api.toggle.mockReturnValue(answer.promise);
    const result = store.toggle({ id: 'p1' });
    expect(store.isWishlisted('p1')).toBe(true);
    expect(store.isPending('p1')).toBe(true);
    expect(store.state.value.count).toBe(1);
    answer.resolve(status(false));
    await expect(result).resolves.toEqual({ status: 'removed' });
    expect(store.isWishlisted('p1')).toBe(false);
    expect(store.isPending('p1')).toBe(false);
    expect(store.state.value.count).toBe(0);
    expect(api.toggle).toHaveBeenCalledWith('p1');
  });

  it('ignores a second toggle of the same product while one is in flight (double click)', async () => {
    const { store } = setup();
    const answer = deferred<Awaited<ReturnType<WishlistApi['toggle']>>>();
    api.toggle.mockReturnValue(answer.promise);
    const first = store.toggle('p1');
    await expect(store.toggle('p1')).resolves.toEqual({ status: 'busy' });
    expect(api.toggle).toHaveBeenCalledTimes(1);
    // Another product is not blocked.
    api.toggle.mockResolvedValueOnce(status(true));
    await expect(store.toggle('p2')).resolves.toEqual({ status: 'added' });
    answer.resolve(status(true));
    await expect(first).resolves.toEqual({ status: 'added' });
    expect(store.state.value.ids).toEqual({ p1: true, p2: true });
  });

  it("rolls back on failure with the spec's message", async () => {
    api.list.mockResolvedValue(list(['p1']));
    const { store } = setup();
    await store.load();
    const error = new ApiError('Network Error: API Error: 500 - x', 500, null, 'Server Error');
    api.toggle.mockRejectedValue(error);
    await expect(store.toggle('p1')).resolves.toEqual({
      status: 'error',
      error,
      message: 'Failed to update wishlist. Please login to your account.',
    });
    expect(store.isWishlisted('p1')).toBe(true);
    expect(store.state.value.count).toBe(1);
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to update wishlist. Please login to your account.',
    });
  });

  it('keeps the local flip when the answer carries no data to read (spec: detail page)', async () => {
    const { store } = setup();
    api.toggle.mockRejectedValue(
      new ResponseValidationError('Invalid', 'POST wishlist/toggle', [], {}),
    );
    await expect(store.toggle('p1')).resolves.toEqual({ status: 'added' });
    expect(store.isWishlisted('p1')).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells a guest to log in and sends nothing', async () => {
    const { store } = setup(null);
    await expect(store.toggle('p1')).resolves.toEqual({ status: 'login-required' });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to update wishlist. Please login to your account.',
    });
    expect(api.toggle).not.toHaveBeenCalled();
    await store.load();
    await store.loadPage(1);
    await expect(store.check('p1')).resolves.toBeUndefined();
    expect(api.list).not.toHaveBeenCalled();
    expect(api.check).not.toHaveBeenCalled();
  });

  it("clears on logout and drops the answers of the previous user's requests", async () => {
    api.list.mockResolvedValue(list(['a']));
    const { store, session } = setup();
    await store.load();
    const answer = deferred<Awaited<ReturnType<WishlistApi['toggle']>>>();
    api.toggle.mockReturnValue(answer.promise);
    const result = store.toggle('p1');
    session.logout();
    expect(store.state.value).toMatchObject({ status: 'idle', ids: {}, count: 0, pending: {} });
    answer.resolve(status(true));
    await expect(result).resolves.toEqual({ status: 'skipped' });
    expect(store.state.value.ids).toEqual({});

    // A failure that arrives for the previous user is not reported either.
    session.login(USER);
    const failing = deferred<Awaited<ReturnType<WishlistApi['toggle']>>>();
    api.toggle.mockReturnValue(failing.promise);
    api.list.mockResolvedValue(list(['b']));
    const second = store.toggle('p2');
    session.login({ id: 'u2', name: 'Ravi' });
    failing.reject(new NetworkError('offline'));
    await expect(second).resolves.toEqual({ status: 'skipped' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('reloads what is in use when a user logs in, and drops a load of the previous user', async () => {
    const first = deferred<ListAnswer>();
    api.list.mockReturnValueOnce(first.promise);
    const { store, session } = setup();
    store.ensureLoaded();
    session.logout();
    first.resolve(list(['old']));
    await flush();
    expect(store.state.value.status).toBe('idle');
    api.list.mockResolvedValue(list(['new']));
    session.login({ id: 'u2', name: 'Ravi' });
    await flush();
    expect(store.state.value).toMatchObject({ status: 'ready', ids: { new: true } });
  });

  it('does not load for a login when no heart or page ever needed it', async () => {
    const { session } = setup(null);
    session.login(USER);
    await flush();
    expect(api.list).not.toHaveBeenCalled();
  });

  it('loads pages of 12 and refetches the page after a toggle', async () => {
    api.list.mockResolvedValue(list(['a', 'b'], 14, 2));
    const { store } = setup();
    await store.loadPage(2);
    expect(api.list).toHaveBeenLastCalledWith({ page_no: 2, per_page: 12 });
    expect(store.state.value.page).toMatchObject({
      status: 'loaded',
      page: 2,
      totalPages: 2,
      totalRows: 14,
    });
    api.toggle.mockResolvedValue(status(false));
    api.list.mockClear();
    await store.remove('a');
    expect(store.state.value.ids).toEqual({});
    // 'a' was not known as wishlisted: nothing to remove yet.
    expect(api.toggle).not.toHaveBeenCalled();
    api.list.mockResolvedValue(list(['a']));
    await store.load();
    api.list.mockClear();
    api.list.mockResolvedValue(list(['b'], 13, 2));
    await expect(store.remove('a')).resolves.toEqual({ status: 'removed' });
    await flush();
    expect(api.list).toHaveBeenCalledWith({ page_no: 2, per_page: 12 });
  });

  it('shows the page before when the last entry of the last page is gone', async () => {
    api.list.mockResolvedValueOnce(list([], 12, 1)).mockResolvedValueOnce(list(['a'], 12, 1));
    const { store } = setup();
    await store.loadPage(2);
    expect(api.list.mock.calls.map(([params]) => params?.page_no)).toEqual([2, 1]);
    expect(store.state.value.page).toMatchObject({ status: 'loaded', page: 1 });
  });

  it('reads an answer without pagination and keeps only the newest page request', async () => {
    const slow = deferred<ListAnswer>();
    api.list.mockReturnValueOnce(slow.promise).mockResolvedValueOnce({
      meta: { status: true, message: 'OK' },
      data: [entry('x')],
    });
    const { store } = setup();
    const first = store.loadPage(1);
    await store.loadPage(3);
    slow.resolve(list(['stale']));
    await first;
    expect(store.state.value.page).toMatchObject({ page: 3, totalPages: 1, totalRows: 1 });
    expect(store.state.value.page.entries.map((e) => e.product.id)).toEqual(['x']);
  });

  it("fails a page with 'Failed to load wishlist items'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.list.mockRejectedValue(new NetworkError('offline'));
    const { store } = setup();
    await store.loadPage(1);
    expect(store.state.value.page).toMatchObject({
      status: 'error',
      error: 'Failed to load wishlist items',
    });
    warn.mockRestore();
  });

  it("reports a failed removal from the wishlist page with 'Failed to remove from wishlist'", async () => {
    api.list.mockResolvedValue(list(['a']));
    const { store } = setup();
    await store.load();
    api.toggle.mockRejectedValue(new NetworkError('offline'));
    await expect(store.remove('a')).resolves.toMatchObject({
      status: 'error',
      message: 'Failed to remove from wishlist',
    });
    expect(store.isWishlisted('a')).toBe(true);
  });

  it('checks one product, and survives a failing check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup();
    api.check.mockResolvedValueOnce(status(true)).mockRejectedValueOnce(new Error('x'));
    await expect(store.check('p9')).resolves.toBe(true);
    expect(store.isWishlisted('p9')).toBe(true);
    await expect(store.check('p9')).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('stops following the session once disposed', async () => {
    const { store, session } = setup();
    store.dispose();
    expect(session.listenerCount()).toBe(0);
  });
});
