import type { CartApi } from '../../src/api/cartApi';
import { applyMerge, type MergeTarget } from '../../src/cart/mergeCarts';
import { ApiError } from '../../src/errors/ApiError';
import { NetworkError } from '../../src/errors/NetworkError';
import { ResponseValidationError } from '../../src/errors/ResponseValidationError';
import type { User } from '../../src/schemas/auth';
import type { CartResponse } from '../../src/schemas/cart';
import type { AuthChangeEvent } from '../../src/session/types';
import type { StorageLike } from '../../src/storage/createSafeStorage';

interface ServerLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  maxQuantity: number;
}

export type Failure =
  | 'offline'
  | 'malformed'
  /** The server applies the change, then the answer is lost on the way back. */
  | 'lost-answer'
  | { status: number; message?: string };

/**
 * A server cart with the reference server's semantics (prices from its own catalogue,
 * summed quantities, merge ids applied once), and failures to inject per method.
 */
export function createFakeCartApi(catalog: Record<string, { name: string; price: number }>) {
  let cart: MergeTarget<ServerLine> = { items: [], appliedMergeIds: [] };
  let discount: { code: string; amount: number } | null = null;
  const failures = new Map<keyof CartApi | '*', Failure>();
  const calls: Array<{ method: keyof CartApi; body?: unknown }> = [];
  let gate: Promise<void> | undefined;

  const line = (id: string, quantity: number): ServerLine | null => {
    const product = catalog[id];
    return product ? { id, ...product, quantity, maxQuantity: 999 } : null;
  };
  const answer = (): CartResponse => ({
    meta: { status: true, message: 'OK' },
    data: {
      items: cart.items.map((item) => ({ ...item })),
      discount: discount?.amount ?? 0,
      discountCode: discount?.code ?? null,
    },
  });

  async function run(
    method: keyof CartApi,
    body: unknown,
    change: () => void,
  ): Promise<CartResponse> {
    calls.push({ method, body });
    await gate;
    const failure = failures.get(method) ?? failures.get('*');
    if (failure === 'offline') throw new NetworkError('Network Error: fetch failed');
    if (typeof failure === 'object') {
      const errorBody = { meta: { status: false, message: failure.message ?? 'Refused' } };
      throw new ApiError(
        `Network Error: API Error: ${failure.status} - ${JSON.stringify(errorBody)}`,
        failure.status,
        errorBody,
        '',
      );
    }
    change();
    if (failure === 'lost-answer') throw new NetworkError('Network Error: connection reset');
    if (failure === 'malformed') {
      throw new ResponseValidationError('Invalid response format from server', method, [], {});
    }
    return answer();
  }

  const setQuantity = (id: string, quantity: number) => {
    cart = {
      ...cart,
      items:
        quantity > 0
          ? cart.items.map((item) => (item.id === id ? { ...item, quantity } : item))
          : cart.items.filter((item) => item.id !== id),
    };
  };

  const api: CartApi = {
    get: () => run('get', undefined, () => {}),
    add: (body) =>
      run('add', body, () => {
        if (!catalog[body.id]) throw new Error('unknown product');
        cart = applyMerge(cart, [body], undefined, (l) => line(l.id, l.quantity));
      }),
    remove: (body) => run('remove', body, () => setQuantity(body.id, 0)),
    clear: () =>
      run('clear', undefined, () => {
        cart = { ...cart, items: [] };
        discount = null;
      }),
    updateQuantity: (body) =>
      run('updateQuantity', body, () => setQuantity(body.id, body.quantity)),
    sync: (body) =>
      run('sync', body, () => {
        cart = applyMerge(cart, body.items, body.merge_id, (l) => line(l.id, l.quantity));
      }),
  };

  return {
    api,
    calls,
    /** Quantities of the server cart, by id. */
    quantities: () => Object.fromEntries(cart.items.map((item) => [item.id, item.quantity])),
    seed(quantities: Record<string, number>) {
      cart = {
        ...cart,
        items: Object.entries(quantities).flatMap(([id, q]) => line(id, q) ?? []),
      };
    },
    setDiscount(next: { code: string; amount: number } | null) {
      discount = next;
    },
    fail(method: keyof CartApi | '*', failure: Failure | null) {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },
    /** Holds every request until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return release;
    },
  };
}

/** A session double with the `Session` contract's auth-change behaviour. */
export function createFakeSession(initial: User | null = null) {
  let user = initial;
  const listeners = new Set<(event: AuthChangeEvent) => void>();
  const emit = (event: AuthChangeEvent) => {
    for (const listener of listeners) listener(event);
  };
  return {
    isLoggedIn: () => user !== null,
    user: () => user,
    subscribe(listener: (event: AuthChangeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(next: User) {
      user = next;
      emit({ type: 'login' });
    },
    logout(reason: 'user' | 'expired' | 'unauthorized' = 'user') {
      user = null;
      emit({ type: 'logout', reason });
    },
    listenerCount: () => listeners.size,
  };
}

export function createMemoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
