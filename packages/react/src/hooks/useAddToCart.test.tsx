import { toProductView } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import {
  disposeAfterTest,
  makeStorefront,
  sellableProducts,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAddToCart } from './useAddToCart';

async function customerWithProduct() {
  const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
  await signUpFreshCustomer(storefront, 'Add To Cart Tester');
  const [product] = await sellableProducts(storefront);
  if (!product) throw new Error('the seed has no sellable product');
  return { storefront, product: toProductView(product) };
}

describe('useAddToCart against the reference server', () => {
  it("adds after 500 ms, confirms 'added' for 2 s, then shows the cart quantity; a double click adds once", async () => {
    const { storefront, product } = await customerWithProduct();
    const onAdded = vi.fn();
    const { result } = renderHookWithProvider(() => useAddToCart(product, { onAdded }), {
      storefront,
    });
    expect(result.current).toMatchObject({ status: 'idle', busy: false, inCart: 0, error: null });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.add(2);
    });
    act(() => {
      second = result.current.add(2); // the double click
    });
    expect(result.current).toMatchObject({ status: 'adding', busy: true });
    await expect(second).resolves.toBeUndefined();
    await act(() => first);
    expect(result.current).toMatchObject({ status: 'added', busy: true, inCart: 2 });
    expect(onAdded).toHaveBeenCalledExactlyOnceWith({ productId: product.id, quantity: 2 });
    // The server holds exactly one line of two.
    const { data } = await storefront.client.cart.get();
    expect(JSON.stringify(data)).toContain(product.id);
    await storefront.cart.load();
    expect(storefront.cart.quantityOf(product.id)).toBe(2);
    await waitFor(() => expect(result.current.status).toBe('idle'), { timeout: 3000 });
    expect(result.current).toMatchObject({ busy: false, inCart: 2, error: null });
  });

  it("gives a guest without a local cart 'Please login to add items to cart'", async () => {
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    await storefront.cart.load();
    const [product] = await sellableProducts(storefront);
    if (!product) throw new Error('the seed has no sellable product');
    const view = toProductView(product);
    const { result } = renderHookWithProvider(() => useAddToCart(view), { storefront });
    await act(() => result.current.add());
    expect(result.current).toMatchObject({
      status: 'idle',
      busy: false,
      inCart: 0,
      error: 'Please login to add items to cart',
    });
  });

  it('adds nothing when unmounted during the wait, and ignores add() without a product', async () => {
    const { storefront, product } = await customerWithProduct();
    const { result, unmount } = renderHookWithProvider(() => useAddToCart(product), {
      storefront,
    });
    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = result.current.add();
    });
    unmount();
    await expect(adding).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await storefront.cart.load();
    expect(storefront.cart.quantityOf(product.id)).toBe(0);

    const none = renderHookWithProvider(() => useAddToCart(undefined), { storefront });
    await expect(none.result.current.add()).resolves.toBeUndefined();
    expect(none.result.current.status).toBe('idle');
  });
});
