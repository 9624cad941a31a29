import { makeProduct } from '@storefront-kit/test-utils/factories';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeCartApi,
  createFakeSession,
  createMemoryStorage,
} from '../../test/helpers/fakeCartApi';
import { toProductView } from '../models/toProductView';
import type { User } from '../schemas/auth';
import { productSchema } from '../schemas/catalog';
import { createAddToCartController } from './createAddToCartController';
import { type CartStore, createCartStore } from './createCartStore';

const asha: User = { id: 'u1', name: 'Asha Verma' };
const relay = toProductView(
  productSchema.parse(
    makeProduct({ _id: 'relay', product_name: 'Safety Relay G9SE', product_selling_price: 1850 }),
  ),
);

let server: ReturnType<typeof createFakeCartApi>;
let cart: CartStore;
const makeCart = (user: User | null, guestCart: 'local' | 'login-required' = 'login-required') => {
  server = createFakeCartApi({ relay: { name: 'Safety Relay G9SE', price: 1850 } });
  cart = createCartStore({
    client: { cart: server.api },
    session: createFakeSession(user),
    storage: createMemoryStorage(),
    notify: vi.fn(),
    crossTab: false,
    guestCart,
  });
  return cart;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cart?.dispose();
  vi.useRealTimers();
});

describe('createAddToCartController', () => {
  it('waits 500 ms, adds, confirms for 2 s, then goes back to idle (spec 1 §4)', async () => {
    await makeCart(asha).load();
    const onAdded = vi.fn();
    const button = createAddToCartController({ cart, onAdded });
    const adding = button.add(relay, 2);
    expect(button.state.value).toEqual({ status: 'adding', error: null });
    expect(button.busy.value).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(cart.quantityOf('relay')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(adding).resolves.toEqual({ status: 'server' });
    expect(cart.quantityOf('relay')).toBe(2);
    expect(button.state.value).toEqual({ status: 'added', error: null });
    expect(onAdded).toHaveBeenCalledExactlyOnceWith({ productId: 'relay', quantity: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(button.state.value.status).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(button.state.value).toEqual({ status: 'idle', error: null });
    expect(button.busy.value).toBe(false);
  });

  it('ignores a double click while adding or confirming: one line of one', async () => {
    await makeCart(null, 'local').load();
    const button = createAddToCartController({ cart });
    const first = button.add(relay);
    await expect(button.add(relay)).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toEqual({ status: 'local' });
    await expect(button.add(relay)).resolves.toBeUndefined(); // still 'added'
    expect(cart.quantityOf('relay')).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    const again = button.add(relay);
    await vi.advanceTimersByTimeAsync(500);
    await again;
    expect(cart.quantityOf('relay')).toBe(2);
  });

  it("tells a guest 'Please login to add items to cart' (overridable) and goes back to idle", async () => {
    await makeCart(null).load();
    const button = createAddToCartController({
      cart,
      messages: { 'cart.loginRequired': 'Pehle login karein' },
    });
    const adding = button.add(relay);
    await vi.advanceTimersByTimeAsync(500);
    await expect(adding).resolves.toEqual({ status: 'login-required' });
    expect(button.state.value).toEqual({ status: 'idle', error: 'Pehle login karein' });
    expect(cart.quantityOf('relay')).toBe(0);
  });

  it("keeps the server's reason when the add fails, and clears it on the next try", async () => {
    await makeCart(asha).load();
    server.fail('add', { status: 409, message: 'Only 3 left in stock' });
    const button = createAddToCartController({ cart });
    const adding = button.add(relay, 5);
    await vi.advanceTimersByTimeAsync(500);
    const result = await adding;
    expect(result?.status).toBe('error');
    expect(button.state.value.status).toBe('idle');
    // The server's reason as a sentence, not 'Network Error: API Error: 409 - {"meta":…}'.
    expect(button.state.value.error).toBe('Only 3 left in stock');
    server.fail('add', null);
    const retry = button.add(relay, 1);
    expect(button.state.value).toEqual({ status: 'adding', error: null });
    await vi.advanceTimersByTimeAsync(500);
    await expect(retry).resolves.toEqual({ status: 'server' });
  });

  it('dispose during the wait adds nothing, resolves undefined and leaves it usable', async () => {
    await makeCart(asha).load();
    const button = createAddToCartController({ cart });
    const adding = button.add(relay);
    button.dispose();
    await expect(adding).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(3000);
    expect(cart.quantityOf('relay')).toBe(0);
    expect(button.state.value).toEqual({ status: 'idle', error: null });
    const again = button.add(relay);
    await vi.advanceTimersByTimeAsync(500);
    await expect(again).resolves.toEqual({ status: 'server' });
  });
});
