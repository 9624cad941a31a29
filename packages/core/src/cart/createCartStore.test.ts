import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createFakeCartApi,
  createFakeSession,
  createMemoryStorage,
} from '../../test/helpers/fakeCartApi';
import type { Notifier } from '../notifications/types';
import type { User } from '../schemas/auth';
import { type CartStore, createCartStore } from './createCartStore';

const asha: User = { id: 'u1', name: 'Asha Verma' };
const ravi: User = { id: 'u2', name: 'Ravi Iyer' };
const catalog = {
  relay: { name: 'Safety Relay G9SE', price: 1850 },
  plc: { name: 'PLC CPU 1214C', price: 24500.5 },
  hmi: { name: 'HMI 7 inch', price: 18999 },
};
const KEY = 'sk:cart';
/** Where a signed-in user's copy is kept (offline changes, the copy saved at sign-out). */
const userKey = (user: User) => `sk:cart:user:${user.id}`;

let server: ReturnType<typeof createFakeCartApi>;
let session: ReturnType<typeof createFakeSession>;
let storage: ReturnType<typeof createMemoryStorage>;
let notify: Mock<Notifier>;
let stores: CartStore[];

function makeStore(options: Partial<Parameters<typeof createCartStore>[0]> = {}) {
  const store = createCartStore({
    client: { cart: server.api },
    session,
    storage,
    notify,
    crossTab: false,
    ...options,
  });
  stores.push(store);
  return store;
}

const quantities = (store: CartStore) =>
  Object.fromEntries(store.state.value.items.map((item) => [item.id, item.quantity]));
const stored = (key = KEY) => JSON.parse(storage.data.get(key) ?? 'null');

beforeEach(() => {
  server = createFakeCartApi(catalog);
  session = createFakeSession();
  storage = createMemoryStorage();
  notify = vi.fn<Notifier>();
  stores = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores) store.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guest with the spec policy (login-required)', () => {
  it("refuses to add with the toast 'Please login to add items to cart'", async () => {
    const cart = makeStore();
    await expect(cart.add({ id: 'relay', name: 'Relay', price: 185000 })).resolves.toEqual({
      status: 'login-required',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Please login to add items to cart',
    });
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.size).toBe(0);
    expect(server.calls).toEqual([]);
  });

  it('uses an overridden message', async () => {
    const cart = makeStore({ messages: { 'cart.loginRequired': 'Kripya login karein' } });
    await cart.add({ id: 'relay' });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Kripya login karein' });
  });
});

describe('guest with a local cart', () => {
  it('adds, sums quantities, and writes the cart only while it has items', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay', name: 'Safety Relay', price: 185000 });
    await cart.add({ id: 'relay' }, 2);
    await cart.add({ id: 'plc', name: 'PLC', price: 2450050, quantity: 1 });
    expect(quantities(cart)).toEqual({ relay: 3, plc: 1 });
    expect(cart.state.value.source).toBe('local');
    expect(stored().items).toMatchObject([
      { id: 'relay', quantity: 3, price: 1850 },
      { id: 'plc', quantity: 1, price: 24500.5 },
    ]);
    expect(cart.totals.value).toEqual({
      totalItems: 4,
      subtotal: 3 * 185000 + 2450050,
      taxableValue: 3 * 185000 + 2450050,
      tax: Math.floor(((3 * 185000 + 2450050) * 18 + 50) / 100),
      shipping: 0,
      discount: 0,
      total: 3 * 185000 + 2450050 + Math.floor(((3 * 185000 + 2450050) * 18 + 50) / 100),
    });
    await cart.remove('relay');
    await cart.updateQuantity('plc', 0);
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
    // The spec's messages for a change of a line.
    expect(notify.mock.calls.map(([n]) => n)).toEqual([
      { kind: 'success', message: 'Item removed from cart', key: 'cart' },
      { kind: 'success', message: 'Item removed from cart', key: 'cart' },
    ]);
    expect(server.calls).toEqual([]);
  });

  it('keeps quantities within 1..maxQuantity', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay', maxQuantity: 10 }, 8);
    await cart.add({ id: 'relay' }, 5);
    expect(cart.quantityOf('relay')).toBe(10);
    await cart.updateQuantity('relay', 2.4);
    expect(cart.quantityOf('relay')).toBe(2);
    await cart.updateQuantity('relay', 5000);
    expect(cart.quantityOf('relay')).toBe(10);
    await expect(cart.updateQuantity('relay', 10)).resolves.toEqual({ status: 'skipped' });
    await expect(cart.updateQuantity('missing', 3)).resolves.toEqual({ status: 'skipped' });
    await cart.updateQuantity('relay', -1);
    expect(cart.quantityOf('relay')).toBe(0);
  });

  it('fills the defaults of a line added with only an id', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'x' });
    expect(cart.state.value.items[0]).toMatchObject({
      id: 'x',
      name: 'Product Name Unavailable',
      quantity: 1,
      maxQuantity: 999,
      inStock: true,
      price: 0,
    });
  });

  it('loads a saved cart, including the spec plain-list format', async () => {
    storage.data.set(
      KEY,
      JSON.stringify([{ id: 'hmi', name: 'HMI', price: '18999', quantity: 2 }]),
    );
    const cart = makeStore();
    await cart.load();
    expect(cart.state.value).toMatchObject({ status: 'ready', source: 'local' });
    expect(cart.state.value.items).toMatchObject([{ id: 'hmi', price: 1899900, quantity: 2 }]);
  });

  it("replaces a corrupt saved cart ('[{]}') with an empty cart and logs it", async () => {
    storage.data.set(KEY, '[{]}');
    const cart = makeStore();
    await expect(cart.load()).resolves.toEqual({ status: 'local' });
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(
      '[storefront-kit] The saved cart could not be read; it was replaced with an empty cart.',
      expect.any(SyntaxError),
    );
  });

  it('treats a stored value of the wrong shape as corrupt', async () => {
    storage.data.set(KEY, '{"items":"nope"}');
    const cart = makeStore();
    await cart.load();
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps working in memory when storage is full', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      },
      removeItem: () => {},
    };
    const cart = makeStore({ guestCart: 'local', storage: full });
    await cart.add({ id: 'relay' }, 2);
    await cart.add({ id: 'relay' });
    expect(cart.quantityOf('relay')).toBe(3);
    await cart.load();
    expect(cart.quantityOf('relay')).toBe(3);
  });

  it("shows another tab's guest cart changes", async () => {
    const tab = new EventTarget();
    const cart = makeStore({ crossTab: tab });
    storage.data.set(KEY, JSON.stringify([{ id: 'plc', name: 'PLC', price: 1, quantity: 4 }]));
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(cart.state.value.items).toEqual([]);
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
    expect(quantities(cart)).toEqual({ plc: 4 });
    cart.dispose();
    storage.data.delete(KEY);
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
    expect(quantities(cart)).toEqual({ plc: 4 });
  });

  it('persists a discount on a local cart, and ignores one of 0', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay', price: 100000 });
    cart.applyDiscount('SAVE0', 0);
    expect(cart.state.value.discount).toBeNull();
    cart.applyDiscount('FLAT500', 50000);
    // GST on the taxable value (subtotal − discount).
    expect(cart.totals.value).toMatchObject({
      subtotal: 100000,
      tax: 9000,
      discount: 50000,
      total: 59000,
    });
    expect(stored().discount).toEqual({ code: 'FLAT500', amount: 50000 });
    cart.removeDiscount();
    expect(stored().discount).toBeNull();
  });
});

describe('signed in', () => {
  beforeEach(() => {
    session = createFakeSession(asha);
  });

  it('loads the server cart, normalising its lines', async () => {
    server.seed({ plc: 2 });
    server.setDiscount({ code: 'DIWALI10', amount: 4900.1 });
    const cart = makeStore();
    await expect(cart.load()).resolves.toEqual({ status: 'server' });
    expect(cart.state.value).toMatchObject({ source: 'server', status: 'ready' });
    expect(cart.state.value.items).toMatchObject([{ id: 'plc', price: 2450050, quantity: 2 }]);
    expect(cart.state.value.discount).toEqual({ code: 'DIWALI10', amount: 490010 });
  });

  it('sends changes to the server and shows its answer', async () => {
    const cart = makeStore();
    // The client says ₹1; the server prices the line itself.
    await expect(cart.add({ id: 'relay', price: 100 }, 2)).resolves.toEqual({ status: 'server' });
    await cart.updateQuantity('relay', 5);
    await cart.add({ id: 'hmi' });
    await cart.remove('hmi');
    expect(server.calls.map((c) => c.method)).toEqual(['add', 'updateQuantity', 'add', 'remove']);
    expect(server.calls[0]?.body).toEqual({
      id: 'relay',
      quantity: 2,
      name: 'Product Name Unavailable',
      sku: undefined,
    });
    expect(cart.state.value.items).toMatchObject([{ id: 'relay', quantity: 5, price: 185000 }]);
    await cart.clear();
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('marks the line pending and ignores a double click while it is in flight', async () => {
    const cart = makeStore();
    const release = server.hold();
    const first = cart.add({ id: 'relay' });
    expect(cart.isPending('relay')).toBe(true);
    expect(cart.state.value.pending).toEqual({ relay: 'add' });
    await expect(cart.add({ id: 'relay' })).resolves.toEqual({ status: 'busy' });
    expect(cart.isPending('plc')).toBe(false);
    release();
    await expect(first).resolves.toEqual({ status: 'server' });
    expect(cart.isPending('relay')).toBe(false);
    expect(server.quantities()).toEqual({ relay: 1 });
    expect(server.calls).toHaveLength(1);
  });

  it('blocks line changes while the whole cart is being cleared', async () => {
    server.seed({ relay: 1 });
    const cart = makeStore();
    await cart.load();
    const release = server.hold();
    const clearing = cart.clear();
    expect(cart.isPending('relay')).toBe(true);
    await expect(cart.remove('relay')).resolves.toEqual({ status: 'busy' });
    release();
    await clearing;
  });

  it('keeps a change made while the server is unreachable and merges it later, without loss or doubling', async () => {
    server.seed({ relay: 2 });
    const cart = makeStore();
    await cart.load();
    server.fail('*', 'offline');
    await expect(cart.add({ id: 'plc' }, 1)).resolves.toMatchObject({ status: 'local' });
    await expect(cart.updateQuantity('relay', 5)).resolves.toMatchObject({ status: 'local' });
    expect(quantities(cart)).toEqual({ relay: 5, plc: 1 });
    expect(stored(userKey(asha)).base).toEqual({ userId: 'u1', quantities: { relay: 2 } });
    expect(storage.data.has(KEY)).toBe(false);

    // Still offline: loading shows the local copy.
    await expect(cart.load()).resolves.toMatchObject({ status: 'local' });
    expect(quantities(cart)).toEqual({ relay: 5, plc: 1 });

    server.fail('*', null);
    await expect(cart.load()).resolves.toEqual({ status: 'server' });
    expect(server.quantities()).toEqual({ relay: 5, plc: 1 });
    expect(quantities(cart)).toEqual({ relay: 5, plc: 1 });
    expect(storage.data.size).toBe(0);
    const sync = server.calls.filter((c) => c.method === 'sync').at(-1);
    expect(sync?.body).toMatchObject({
      items: [
        { id: 'relay', quantity: 3 },
        { id: 'plc', quantity: 1 },
      ],
    });
  });

  it('pushes offline removals too', async () => {
    server.seed({ relay: 2, hmi: 1 });
    const cart = makeStore();
    await cart.load();
    server.fail('remove', 'offline');
    await cart.remove('hmi');
    server.fail('remove', null);
    await cart.add({ id: 'plc' });
    expect(server.quantities()).toEqual({ relay: 2, plc: 1 });
    expect(server.calls.map((c) => c.method)).toEqual(['get', 'remove', 'sync', 'add']);
  });

  it('does not apply a change the server refused', async () => {
    server.seed({ relay: 1 });
    const cart = makeStore();
    await cart.load();
    server.fail('updateQuantity', { status: 400, message: 'Only 3 units in stock' });
    const result = await cart.updateQuantity('relay', 50);
    expect(result).toMatchObject({
      status: 'error',
      error: { status: 400 },
      message: 'Only 3 units in stock',
    });
    expect(quantities(cart)).toEqual({ relay: 1 });
    // Said as a sentence, never 'Network Error: API Error: 400 - {…}'.
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'Only 3 units in stock',
      key: 'cart',
    });
    server.fail('updateQuantity', null);
    await cart.updateQuantity('relay', 3);
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      message: 'Quantity updated',
      key: 'cart',
    });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('does not apply a change locally when the server answered malformed (it probably applied it)', async () => {
    const cart = makeStore();
    server.fail('add', 'malformed');
    await expect(cart.add({ id: 'relay' })).resolves.toMatchObject({ status: 'error' });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('falls back to the local cart, else an empty cart, when the server cart cannot be loaded', async () => {
    server.fail('get', { status: 500 });
    const cart = makeStore();
    await expect(cart.load()).resolves.toMatchObject({ status: 'local' });
    expect(cart.state.value).toMatchObject({ items: [], source: 'local', status: 'ready' });
  });

  it('keeps the saved cart when the session ends during a request (401)', async () => {
    server.seed({ relay: 2 });
    const cart = makeStore();
    await cart.load();
    server.fail('add', { status: 401, message: 'Token expired' });
    const release = server.hold();
    const adding = cart.add({ id: 'plc' });
    session.logout('unauthorized');
    release();
    await expect(adding).resolves.toMatchObject({ status: 'local' });
    // The change is kept in Asha's own copy; the guest now at the screen sees none of it.
    expect(cart.state.value.items).toEqual([]);
    expect(stored(userKey(asha)).items).toMatchObject([
      { id: 'relay', quantity: 2 },
      { id: 'plc', quantity: 1 },
    ]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('dedupes concurrent loads', async () => {
    const cart = makeStore();
    await Promise.all([cart.load(), cart.load(), cart.syncOnLogin()]);
    expect(server.calls.map((c) => c.method)).toEqual(['get']);
  });
});

describe('auth changes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("saves the cart on logout under the user's id, clears it, and never shows it to the next guest", async () => {
    session = createFakeSession(asha);
    server.seed({ relay: 2 });
    const cart = makeStore({ guestCart: 'local' });
    await cart.load();
    session.logout();
    expect(cart.state.value.items).toEqual([]);
    expect(stored(userKey(asha))).toMatchObject({
      items: [{ id: 'relay', quantity: 2 }],
      base: { userId: 'u1' },
    });
    expect(storage.data.has(KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    // The next person on this browser starts with an empty guest cart.
    expect(cart.state.value).toMatchObject({ items: [], source: 'local', status: 'ready' });
    await cart.add({ id: 'hmi' });
    expect(quantities(cart)).toEqual({ hmi: 1 });
    expect(stored().items).toMatchObject([{ id: 'hmi', quantity: 1 }]);
    expect(stored(userKey(asha)).items).toMatchObject([{ id: 'relay', quantity: 2 }]);
  });

  it('sign out then sign in gives back the same cart, not a doubled one', async () => {
    session = createFakeSession(asha);
    server.seed({ relay: 2, plc: 1 });
    const cart = makeStore();
    await cart.load();
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities()).toEqual({ relay: 2, plc: 1 });
    expect(quantities(cart)).toEqual({ relay: 2, plc: 1 });
    expect(cart.state.value.source).toBe('server');
    expect(storage.data.size).toBe(0);
  });

  it('merges a guest cart into the server cart 1 s after login, in one request', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay' }, 2);
    await cart.add({ id: 'hmi' }, 1);
    server.seed({ relay: 1, plc: 3 });
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities()).toEqual({ relay: 3, plc: 3, hmi: 1 });
    expect(quantities(cart)).toEqual({ relay: 3, plc: 3, hmi: 1 });
    expect(server.calls.map((c) => c.method)).toEqual(['sync']);
    expect(server.calls[0]?.body).toMatchObject({
      items: [
        { id: 'relay', quantity: 2 },
        { id: 'hmi', quantity: 1 },
      ],
      merge_id: expect.stringMatching(/^lc_[0-9a-f]{24}$/),
    });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it("never merges a cart saved by one user into another user's cart, and gives it back to its owner", async () => {
    session = createFakeSession(asha);
    server.seed({ relay: 2 });
    const cart = makeStore({ guestCart: 'local' });
    await cart.load();
    server.fail('remove', 'offline');
    await cart.remove('relay'); // offline: kept in Asha's copy, to reach her cart later
    await cart.add({ id: 'hmi' }, 3);
    expect(server.quantities()).toEqual({ hmi: 3 }); // the offline removal went first
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);

    // Ravi signs in on the same browser: his cart stays his own.
    server.seed({ plc: 1 });
    server.calls.length = 0;
    session.login(ravi);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities()).toEqual({ plc: 1 });
    expect(quantities(cart)).toEqual({ plc: 1 });
    expect(server.calls.map((c) => c.method)).toEqual(['get']);
    expect(stored(userKey(asha)).items).toMatchObject([{ id: 'hmi', quantity: 3 }]);
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    expect(cart.state.value.items).toEqual([]);
    expect(stored(userKey(ravi)).items).toMatchObject([{ id: 'plc', quantity: 1 }]);

    // Asha comes back (her server cart changed meanwhile): her copy merges into hers only,
    // as the changes since it was taken (none), so nothing is doubled.
    server.seed({ hmi: 3, relay: 1 });
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities()).toEqual({ hmi: 3, relay: 1 });
    expect(quantities(cart)).toEqual({ hmi: 3, relay: 1 });
    expect(storage.data.has(userKey(asha))).toBe(false);
    expect(stored(userKey(ravi)).items).toMatchObject([{ id: 'plc', quantity: 1 }]);
  });

  it('moves a copy an earlier version saved under the guest key to its owner', async () => {
    storage.data.set(
      KEY,
      JSON.stringify({
        v: 1,
        id: 'lc_old',
        items: [{ id: 'relay', quantity: 3 }],
        base: { userId: 'u1', quantities: { relay: 2 } },
      }),
    );
    const cart = makeStore({ guestCart: 'local' });
    await cart.load();
    // Not shown to the guest, and not merged into Ravi's cart.
    expect(cart.state.value.items).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
    expect(stored(userKey(asha))).toMatchObject({ id: 'lc_old', items: [{ id: 'relay' }] });
    session.login(ravi);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities()).toEqual({});
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    server.seed({ relay: 2 }); // Asha's server cart
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    // Her copy's one unit added since it was taken reaches her cart.
    expect(quantities(cart)).toEqual({ relay: 3 });
    expect(storage.data.size).toBe(0);
  });

  it("merges a guest's cart and the user's own saved copy at sign-in, each once", async () => {
    session = createFakeSession(asha);
    server.seed({ relay: 1 });
    const cart = makeStore({ guestCart: 'local' });
    await cart.load();
    session.logout();
    await vi.advanceTimersByTimeAsync(1000);
    await cart.add({ id: 'plc' }, 2);
    // Meanwhile, on another device, Asha removed the relay and added an HMI.
    server.seed({ hmi: 1 });
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    // Her copy carries no change since it was taken; the guest's plc is added whole.
    expect(server.quantities()).toEqual({ hmi: 1, plc: 2 });
    expect(storage.data.size).toBe(0);
  });

  it('falls back to one add per line when the server has no bulk sync; line errors are ignored', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay' }, 2);
    await cart.add({ id: 'ghost' }, 1);
    server.fail('sync', { status: 404, message: 'Not Found' });
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls.map((c) => c.method)).toEqual(['sync', 'add', 'add', 'get']);
    expect(server.quantities()).toEqual({ relay: 2 });
    expect(quantities(cart)).toEqual({ relay: 2 });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps the local cart when the merge fails, and retries it idempotently', async () => {
    const cart = makeStore({ guestCart: 'local' });
    await cart.add({ id: 'relay' }, 2);
    server.fail('sync', 'lost-answer');
    session.login(asha);
    await vi.advanceTimersByTimeAsync(1000);
    // The server applied the merge but the answer was lost: the local cart is still shown.
    expect(server.quantities()).toEqual({ relay: 2 });
    expect(quantities(cart)).toEqual({ relay: 2 });
    expect(storage.data.has(KEY)).toBe(true);
    server.fail('sync', null);
    await cart.syncOnLogin();
    // Same merge id: applied once, not twice.
    expect(server.quantities()).toEqual({ relay: 2 });
    expect(quantities(cart)).toEqual({ relay: 2 });
    expect(storage.data.size).toBe(0);
  });

  it('reloads once, 1 s after the last of several auth events', async () => {
    session = createFakeSession(asha);
    const cart = makeStore();
    session.logout();
    await vi.advanceTimersByTimeAsync(500);
    session.login(asha);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => c.method)).toEqual(['get']);
    expect(cart.state.value.source).toBe('server');
  });

  it('skips a forced sync when not logged in, with a log line', async () => {
    const cart = makeStore();
    await expect(cart.syncOnLogin()).resolves.toEqual({ status: 'skipped' });
    expect(console.warn).toHaveBeenCalledWith(
      '[storefront-kit] Cart sync skipped: the user is not logged in.',
    );
  });

  it('stops listening after dispose', async () => {
    const cart = makeStore();
    cart.dispose();
    expect(session.listenerCount()).toBe(0);
    session.login(asha);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toEqual([]);
  });
});

describe('drawer', () => {
  it('opens, closes and toggles', () => {
    const cart = makeStore();
    cart.open();
    expect(cart.state.value.isOpen).toBe(true);
    cart.toggle();
    expect(cart.state.value.isOpen).toBe(false);
    cart.toggle();
    cart.close();
    expect(cart.state.value.isOpen).toBe(false);
  });
});
